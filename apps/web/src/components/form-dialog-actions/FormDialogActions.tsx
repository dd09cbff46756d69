import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogActionsProps {
  onCancel: () => void;
  /** While the form is sent: neither button can be pressed. */
  busy: boolean;
  /** The submit button cannot be pressed (nothing to send yet). */
  incomplete: boolean;
  submitLabel: ReactNode;
  submitTestId: string;
  /** The theme's error colour for a deletion. */
  destructive?: boolean;
}

/** The Cancel and submit buttons of a form inside a dialog (the form's submit handler does the work). */
export function FormDialogActions({
  onCancel,
  busy,
  incomplete,
  submitLabel,
  submitTestId,
  destructive = false,
}: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.actions.cancel')}
      </Button>
      <Button
        type="submit"
        color={destructive ? 'error' : 'primary'}
        variant="contained"
        disabled={incomplete || busy}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
