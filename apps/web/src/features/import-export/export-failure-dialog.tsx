import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface ExportFailure {
  /** The server's message (or the status line). */
  message: string;
  /** When it failed (ISO). */
  at: string;
}

/** Spec §8: a failed export shows downloadErrorText, the server's message and when it happened. */
export function ExportFailureDialog({
  failure,
  onClose,
}: {
  failure: ExportFailure | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // With seconds: support matches the time against the server's log.
  const at = failure
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(failure.at),
      )
    : '';
  return (
    <Dialog open={failure !== null} onClose={onClose} aria-labelledby="export-failure-title">
      <DialogTitle id="export-failure-title">{t('importExport.export.failureTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('importExport.downloadErrorText')}</DialogContentText>
        {failure && (
          <>
            <Typography sx={{ mt: 2 }} data-testid="export-failure-message">
              {failure.message}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              <time dateTime={failure.at} data-testid="export-failure-time">
                {at}
              </time>
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('importExport.export.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
