import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/**
 * Above the list while offline: the requests shown are the ones kept on this device, as of when they
 * were loaded (or none kept yet).
 */
export function OfflineBanner({ savedAt }: { savedAt: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      severity="warning"
      icon={<CloudOffIcon fontSize="inherit" />}
      sx={{ mb: 1.5, color: 'text.primary' }}
      data-testid="offline-banner"
    >
      {t('offline.snapshot.offline')}{' '}
      {savedAt
        ? t('offline.snapshot.from', { time: formatDateTime(savedAt, i18n.language) })
        : t('offline.snapshot.none')}
    </Alert>
  );
}
