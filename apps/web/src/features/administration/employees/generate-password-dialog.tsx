import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TIMINGS } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar';

/** Shows a generated password once, with a copy-to-clipboard button. */
export function GeneratedPasswordDialog({
  generated,
  onClose,
}: {
  generated: { email: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const titleId = useId();
  const copy = async () => {
    if (!generated) return;
    try {
      await navigator.clipboard.writeText(generated.password);
      show({
        message: t('administration.employees.generatePassword.copied'),
        severity: 'success',
        durationMs: TIMINGS.generatedPasswordSnackbarMs,
      });
    } catch (error) {
      console.warn('clipboard not available', error);
    }
  };
  return (
    <Dialog open={generated !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('administration.employees.generatePassword.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('administration.employees.generatePassword.text', { email: generated?.email })}
        </DialogContentText>
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
          {generated?.password}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          data-testid="generated-password-copy"
        >
          {t('administration.employees.generatePassword.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
