import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { loadSnapshot } from './snapshot';

/** Where the restored data goes: the signed-in user's query and the portal configuration's. */
export interface RestoreKeys {
  user: QueryKey;
  portalConfig: QueryKey;
}

/**
 * A start without a connection: the signed-in user and the brand from the last snapshot, so the
 * signed-in pages open (their own requests wait for the connection). Loaded by main.tsx only when the
 * browser is offline and a session is stored; a missing snapshot or IndexedDB changes nothing. The keys
 * come from the caller: this chunk imports nothing the login page loads (lib/session, api-client), so
 * adding it does not split the login page's chunks.
 */
export async function restoreOfflineSession(queryClient: QueryClient, userId: string, keys: RestoreKeys) {
  const snapshot = await loadSnapshot(userId);
  if (!snapshot) return;
  const updatedAt = Date.parse(snapshot.savedAt);
  if (!queryClient.getQueryData(keys.user)) queryClient.setQueryData(keys.user, snapshot.user, { updatedAt });
  if (snapshot.portalConfig && !queryClient.getQueryData(keys.portalConfig))
    queryClient.setQueryData(keys.portalConfig, snapshot.portalConfig, { updatedAt });
}
