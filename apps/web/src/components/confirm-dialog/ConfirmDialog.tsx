import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyDialog } from './BusyDialog';

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
  return (
    <BusyDialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      paperSx={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH }}
    >
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
    </BusyDialog>
  );
}
