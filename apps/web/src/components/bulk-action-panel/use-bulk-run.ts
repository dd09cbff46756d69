import { TIMINGS } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/server-message';
import { useSnackbar } from '../snackbar';
import { type BulkResult, reportBulkResult, runBulk } from './run-bulk';

export type BulkOutcome = 'success' | 'error';

export interface UseBulkRunOptions<Kind extends string> {
  /**
   * The translation key of a run's message, e.g. `(kind, outcome) => \`meters.bulk.${kind}.${outcome}\``;
   * the texts get `{count}`, and the error text is followed by the first failure's server message.
   */
  messageKey: (kind: Kind, outcome: BulkOutcome) => string;
  /** After every run, also a failed one: refresh what the calls changed (a resource's invalidation). */
  onSettled: (kind: Kind) => Promise<unknown>;
}

/**
 * Runs a bulk action as one call per selected item (`runBulk`), then shows the green and red snackbars
 * (6 s) with the counts and refreshes the queries. `busy` names the action that runs.
 */
export function useBulkRun<Kind extends string>({ messageKey, onSettled }: UseBulkRunOptions<Kind>) {
  const { t } = useTranslation();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState<Kind | null>(null);

  const run = async (
    kind: Kind,
    ids: readonly string[],
    call: (id: string) => Promise<unknown>,
  ): Promise<BulkResult<string>> => {
    setBusy(kind);
    try {
      const result = await runBulk(ids, call);
      reportBulkResult((message) => show({ ...message, durationMs: TIMINGS.snackbarMs }), result, {
        success: (count) => t(messageKey(kind, 'success'), { count }),
        failure: (count, errors) =>
          [t(messageKey(kind, 'error'), { count }), serverMessage(errors[0])].filter(Boolean).join(' '),
      });
      await onSettled(kind);
      return result;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}
