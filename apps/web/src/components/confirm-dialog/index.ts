export { BusyDialog, type BusyDialogProps } from './BusyDialog';
export { CONFIRM_DIALOG_MAX_WIDTH, ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { type ConfirmOptions, type UseConfirm, useConfirm } from './use-confirm';
