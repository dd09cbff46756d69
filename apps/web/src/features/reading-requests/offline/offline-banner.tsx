import { useTranslation } from 'react-i18next';
import { PlainAlert, PlainIcon } from '../../../components/plain';
import { formatDateTime } from '../../../lib/format-date';

/**
 * Above the list while offline: the requests shown are the ones kept on this device, as of when they
 * were loaded (or none kept yet).
 */
export function OfflineBanner({ savedAt }: { savedAt: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <PlainAlert tone="warning" compact icon={<PlainIcon name="cloudOff" />} testId="offline-banner">
      {t('offline.snapshot.offline')}{' '}
      {savedAt
        ? t('offline.snapshot.from', { time: formatDateTime(savedAt, i18n.language) })
        : t('offline.snapshot.none')}
    </PlainAlert>
  );
}
