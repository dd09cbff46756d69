import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec caps confirmation dialogs at 700 px. */
export const CONFIRM_DIALOG_MAX_WIDTH = 700;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  /** Default: the translated "Confirm". */
  confirmLabel?: ReactNode;
  /** Default: the translated "Cancel". */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows the confirm button in the theme's error colour (deletions). */
  destructive?: boolean;
  /** While the confirmed action runs: the confirm button is disabled and shows a spinner. */
  busy?: boolean;
}

/** A yes/no question before an action that cannot easily be undone. */
export function ConfirmDialog({
  open,
  title,
  content,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  destructive = false,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      // Closing by Escape or backdrop while the action runs would hide its outcome.
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {content !== undefined && <DialogContent>{content}</DialogContent>}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('components.confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel ?? t('components.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
