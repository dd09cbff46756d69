import type { QueryClient } from '@tanstack/react-query';
import { portalConfigKeys } from '../../lib/portal-config';
import { sessionKeys } from '../../lib/session';
import { loadSnapshot } from './snapshot';

/**
 * A start without a connection: the signed-in user and the brand from the last snapshot, so the
 * signed-in pages open (their own requests wait for the connection). Loaded by main.tsx only when the
 * browser is offline and a session is stored; a missing snapshot or IndexedDB changes nothing.
 */
export async function restoreOfflineSession(queryClient: QueryClient, userId: string) {
  const snapshot = await loadSnapshot(userId);
  if (!snapshot) return;
  const updatedAt = Date.parse(snapshot.savedAt);
  if (!queryClient.getQueryData(sessionKeys.user(userId)))
    queryClient.setQueryData(sessionKeys.user(userId), snapshot.user, { updatedAt });
  if (snapshot.portalConfig && !queryClient.getQueryData(portalConfigKeys.all))
    queryClient.setQueryData(portalConfigKeys.all, snapshot.portalConfig, { updatedAt });
}
