import type { PortalConfig, ReadingRequest, User } from '@portal/contracts';
import { type OfflineSnapshot, offlineDb } from './offline-db';

/** Keeps the reader's open requests (with who they are and the brand) for a day without a connection. */
export async function saveSnapshot(
  user: User,
  portalConfig: PortalConfig | undefined,
  requests: ReadingRequest[],
  lastReadings: OfflineSnapshot['lastReadings'] = {},
  savedAt = new Date(),
) {
  const snapshot: OfflineSnapshot = {
    userId: user.resource_id,
    savedAt: savedAt.toISOString(),
    user,
    portalConfig,
    requests,
    lastReadings,
  };
  await (await offlineDb()).put('snapshots', snapshot);
  return snapshot;
}

/** The user's last snapshot, or undefined. */
export async function loadSnapshot(userId: string): Promise<OfflineSnapshot | undefined> {
  return (await offlineDb()).get('snapshots', userId);
}
