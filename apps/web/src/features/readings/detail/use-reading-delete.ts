import { type Reading, TIMINGS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/snackbar';
import { formatDate } from '../../../lib/format-date';
import { serverMessage } from '../../../lib/server-message';
import { useDeleteReading } from '../api/delete-reading';

/**
 * Deleting the page's reading: asks first, then deletes, says so and goes back to `backTo` (the meter's
 * page with its readings, or the readings list). A refusal shows the server's message and stays.
 */
export function useReadingDelete(backTo: string) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { confirm, confirmDialog } = useConfirm();
  const remove = useDeleteReading();

  const deleteReading = async (reading: Reading) => {
    const confirmed = await confirm({
      title: t('readings.delete.confirmTitle'),
      content: t('readings.delete.confirmText', {
        meter: reading.meter_id,
        date: formatDate(reading.reading_date, i18n.language),
      }),
      confirmLabel: t('readings.delete.apply'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(reading);
      show({
        message: t('readings.delete.success'),
        severity: 'success',
        durationMs: TIMINGS.deleteSnackbarMs,
      });
      navigate(backTo, { replace: true });
    } catch (error) {
      show({
        message: [t('readings.delete.error'), serverMessage(error)].filter(Boolean).join(' '),
        severity: 'error',
        durationMs: TIMINGS.snackbarMs,
      });
    }
  };
  return { deleteReading, deleting: remove.isPending || remove.isSuccess, confirmDialog };
}
