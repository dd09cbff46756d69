import type { PortalConfig, ReadingRequest, User } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchAllPages } from '../../lib/fetch-all-pages';
import { portalConfigKeys } from '../../lib/portal-config';
import { readingRequestKeys } from '../reading-requests/keys';
import { offlineKeys } from './keys';
import { loadLastReadings } from './last-readings';
import { loadSnapshot, saveSnapshot } from './snapshot';

/** At most this many open requests are kept (a meter reader's week is far fewer). */
export const SNAPSHOT_MAX_REQUESTS = 500;

/**
 * The open requests kept for a day without a connection: while online, `params` (the user's open
 * requests in route order) are loaded with every page and stored in IndexedDB with the user and the
 * brand and each meter's newest reading (`loadLastReadings`); they refresh whenever the reading
 * requests do, e.g. after a reading; the stored snapshot is
 * read back from IndexedDB for the offline cards. `user` undefined: nothing is loaded or kept; `load`
 * false: the stored snapshot is read, but no new one loaded yet (the page's own list comes first).
 */
export function useOfflineSnapshot(user: User | undefined, params: Record<string, string>, load = true) {
  const queryClient = useQueryClient();
  const userId = user?.resource_id ?? '';
  const live = useQuery({
    queryKey: readingRequestKeys.list({ ...params, offline_snapshot: true }),
    queryFn: async ({ signal }) => {
      const requests = (await fetchAllPages<ReadingRequest>('reading_requests/', params, 100, signal)).slice(
        0,
        SNAPSHOT_MAX_REQUESTS,
      );
      const previous = await loadSnapshot(userId).catch(() => undefined);
      return { requests, lastReadings: await loadLastReadings(requests, previous?.lastReadings, signal) };
    },
    enabled: Boolean(user) && load && typeof indexedDB !== 'undefined',
  });
  const stored = useQuery({
    queryKey: offlineKeys.snapshot(userId),
    queryFn: async () => (await loadSnapshot(userId)) ?? null,
    enabled: Boolean(user) && typeof indexedDB !== 'undefined',
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const loaded = live.data;
  useEffect(() => {
    if (!user || !loaded) return;
    const portalConfig = queryClient.getQueryData<PortalConfig>(portalConfigKeys.all);
    void saveSnapshot(user, portalConfig, loaded.requests, loaded.lastReadings)
      .then((snapshot) => queryClient.setQueryData(offlineKeys.snapshot(user.resource_id), snapshot))
      .catch((error: unknown) => console.warn('offline snapshot not stored', error));
  }, [queryClient, user, loaded]);
  return stored.data ?? undefined;
}
