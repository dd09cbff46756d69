import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { type EmployeeListItem, TIMINGS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyDialog, CONFIRM_DIALOG_MAX_WIDTH } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';
import { invalidateEmployeeChange } from '../../../resources/directory';
import { generatePassword } from '../api/employees';

const KEY = 'administration.employees.generatePassword';

/**
 * A new password for an employee in two steps: the question first (the current password stops working
 * and the employee is signed out everywhere), nothing generated before it is confirmed; then the new
 * password, shown once, with a copy-to-clipboard button.
 */
export function GeneratePasswordDialog({
  employee,
  onClose,
}: {
  employee: Pick<EmployeeListItem, 'resource_id' | 'email'> | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const email = employee?.email ?? '';

  const close = () => {
    setPassword(null);
    setFailure(null);
    onClose();
  };
  const generate = async () => {
    if (!employee) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await generatePassword(employee.resource_id);
      setPassword(answer.password);
      // The employee has a password now: the list no longer offers the registration e-mail.
      void invalidateEmployeeChange(queryClient);
      show({
        message: t(`${KEY}.generated`),
        severity: 'success',
        durationMs: TIMINGS.generatedPasswordSnackbarMs,
      });
    } catch (error) {
      setFailure(serverMessage(error) ?? t(`${KEY}.error`));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (password === null) return;
    try {
      await navigator.clipboard.writeText(password);
      show({
        message: t(`${KEY}.copied`),
        severity: 'success',
        durationMs: TIMINGS.generatedPasswordSnackbarMs,
      });
    } catch (error) {
      console.warn('clipboard not available', error);
    }
  };

  return (
    <BusyDialog
      open={employee !== null}
      title={t(password === null ? `${KEY}.confirmTitle` : `${KEY}.title`)}
      onClose={close}
      busy={busy}
      paperSx={{ maxWidth: CONFIRM_DIALOG_MAX_WIDTH }}
    >
      {password === null ? (
        <>
          <DialogContent>
            <DialogContentText data-testid="generate-password-question">
              {t(`${KEY}.confirm`, { email })}
            </DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t('components.confirm.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void generate()}
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              data-testid="generate-password-confirm"
            >
              {t(`${KEY}.submit`)}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <DialogContentText>{t(`${KEY}.text`, { email })}</DialogContentText>
            <Box
              component="output"
              data-testid="generated-password"
              sx={{
                display: 'block',
                mt: 2,
                p: 1.5,
                fontFamily: 'monospace',
                fontSize: '1.1rem',
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflowWrap: 'anywhere',
              }}
            >
              {password}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
              data-testid="generated-password-copy"
            >
              {t(`${KEY}.copy`)}
            </Button>
            <Button variant="contained" onClick={close}>
              {t('common.actions.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </BusyDialog>
  );
}
