export { SnackbarProvider } from './SnackbarProvider';
export type { SnackbarApi, SnackbarMessage, SnackbarSeverity } from './snackbar-context';
export { useSnackbar } from './snackbar-context';
