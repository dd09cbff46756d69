import { TIMINGS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkResult, reportBulkResult, runBulk } from '../../../components/bulk-action-panel';
import { useSnackbar } from '../../../components/snackbar';
import { serverMessage } from '../../../lib/server-message';
import { BUILDINGS_KEY } from '../api/get-buildings';

export type BuildingBulkKind =
  | 'preferredDelegate'
  | 'meterReadingService'
  | 'propertyManager'
  | 'commercialConsumer'
  | 'status'
  | 'delete';

/**
 * Runs a bulk action as one call per selected building, then shows green/red snackbars (6 s) with the
 * counts and refreshes the buildings (and the meters: status and reading service reach them too).
 */
export function useBuildingBulk() {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<BuildingBulkKind | null>(null);

  const run = async (
    kind: BuildingBulkKind,
    ids: readonly string[],
    call: (id: string) => Promise<unknown>,
  ): Promise<BulkResult<string>> => {
    setBusy(kind);
    try {
      const result = await runBulk(ids, call);
      reportBulkResult((message) => show({ ...message, durationMs: TIMINGS.snackbarMs }), result, {
        success: (count) => t(`buildings.bulk.${kind}.success`, { count }),
        failure: (count, errors) =>
          [t(`buildings.bulk.${kind}.error`, { count }), serverMessage(errors[0])].filter(Boolean).join(' '),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BUILDINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['meters'] }),
      ]);
      return result;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}
