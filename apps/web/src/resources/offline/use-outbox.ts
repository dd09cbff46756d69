import { referenceId } from '@portal/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { invalidateReadingRequestChange } from '../reading-requests/invalidate';
import { invalidateReadingChange } from '../readings/invalidate';
import { offlineKeys } from './keys';
import type { OutboxItem } from './offline-db';
import {
  listOutbox,
  type RoundResult,
  removeFromOutbox,
  retryOutboxItem,
  sendOutbox,
  subscribeOutbox,
} from './outbox';

const NO_ITEMS: OutboxItem[] = [];

/**
 * A round of the user's outbox (see `sendOutbox`), then what the sent readings change: the readings
 * lists, each meter's detail and series, the reading requests (answered now) and the dashboard.
 */
export async function sendOutboxAndRefresh(queryClient: QueryClient, userId: string): Promise<RoundResult> {
  const result = await sendOutbox(userId);
  if (result.sent.length) {
    await Promise.all([
      ...result.sent.map((reading) =>
        invalidateReadingChange(queryClient, {
          readingId: reading.resource_id,
          meterId: referenceId(reading.meter),
        }),
      ),
      invalidateReadingRequestChange(queryClient),
    ]);
  }
  return result;
}

/**
 * The user's outbox (readings waiting to be sent or refused), read from IndexedDB and read again on
 * every change; with the reader's actions: send now, retry a refused reading, discard one.
 */
export function useOutbox(userId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: offlineKeys.outbox(userId ?? ''),
    queryFn: () => listOutbox(userId ?? ''),
    enabled: Boolean(userId) && typeof indexedDB !== 'undefined',
    // IndexedDB answers without a connection.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(
    () => subscribeOutbox(() => void queryClient.invalidateQueries({ queryKey: offlineKeys.all })),
    [queryClient],
  );
  const sendNow = useCallback(
    () => (userId ? sendOutboxAndRefresh(queryClient, userId) : undefined),
    [queryClient, userId],
  );
  const retry = useCallback(
    async (id: number) => {
      await retryOutboxItem(id);
      if (userId && navigator.onLine) await sendOutboxAndRefresh(queryClient, userId);
    },
    [queryClient, userId],
  );
  return {
    items: query.data ?? NO_ITEMS,
    loaded: query.isSuccess,
    sendNow,
    retry,
    discard: removeFromOutbox,
  };
}
