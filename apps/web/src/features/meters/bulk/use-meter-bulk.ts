import { TIMINGS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkResult, reportBulkResult, runBulk } from '../../../components/bulk-action-panel';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';

export type MeterBulkKind =
  | 'energySupplier'
  | 'meterReadingService'
  | 'readingFrequency'
  | 'status'
  | 'delete';

/**
 * Runs a bulk action as one call per selected meter, then shows green/red snackbars (6 s) with the
 * counts and refreshes the meter queries. `busy` names the action that runs.
 */
export function useMeterBulk() {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<MeterBulkKind | null>(null);

  const run = async (
    kind: MeterBulkKind,
    ids: readonly string[],
    call: (id: string) => Promise<unknown>,
  ): Promise<BulkResult<string>> => {
    setBusy(kind);
    try {
      const result = await runBulk(ids, call);
      reportBulkResult((message) => show({ ...message, durationMs: TIMINGS.snackbarMs }), result, {
        success: (count) => t(`meters.bulk.${kind}.success`, { count }),
        failure: (count, errors) =>
          [t(`meters.bulk.${kind}.error`, { count }), serverMessage(errors[0])].filter(Boolean).join(' '),
      });
      await queryClient.invalidateQueries({ queryKey: ['meters'] });
      return result;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}
