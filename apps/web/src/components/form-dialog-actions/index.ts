export { FormDialogActions, type FormDialogActionsProps } from './FormDialogActions';
