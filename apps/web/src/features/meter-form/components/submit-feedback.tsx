import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { referenceId } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SubmitOutcome } from '../hooks/use-submit-meter';

/** The duplicate-meter and duplicate-reading warnings (409) and any other failed save. */
export function SubmitFeedback({ outcome }: { outcome: SubmitOutcome | null }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const { conflict, message } = outcome;
  if (conflict?.kind === 'reading') {
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="meter-duplicate-reading">
        {t('readings.duplicateErrorReading')}
      </Alert>
    );
  }
  if (conflict) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="meter-duplicate">
        {t('meters.duplicateError', { meterId: conflict.meterId })}{' '}
        {conflict.url && (
          <Link component={RouterLink} to={`/meters/${referenceId(conflict.url)}`}>
            {t('meterForm.showExisting')}
          </Link>
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="meter-save-error">
      {t('meterForm.saveFailed')} {message}
    </Alert>
  );
}
