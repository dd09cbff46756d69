import type { Image, PortalConfig, Reading, ReadingCreate, ReadingRequest, User } from '@portal/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A photo waiting in the outbox: its bytes (an ArrayBuffer stores everywhere a Blob may not), its key. */
export interface OutboxPhoto {
  obis: string;
  name: string;
  type: string;
  data: ArrayBuffer;
  /** The Idempotency-Key of its POST images/: the same on every try. */
  key: string;
  /** The server's image once uploaded (a later round then does not upload it again). */
  image?: Pick<Image, 'url' | 'image_download'>;
}

/** A reading recorded without a connection (or whose send failed on the way), waiting to be sent. */
export interface OutboxItem {
  /** Order of recording (IndexedDB's auto-increment key); absent before the item is stored. */
  id?: number;
  userId: string;
  /** When the reader saved it (ISO). */
  created: string;
  requestId: string;
  /** What the outbox shows of it: the meter and its address. */
  label: { meterId: string; address: string };
  reading: {
    /** The Idempotency-Key of its POST readings/: the same on every try, so a retry never adds a second reading. */
    key: string;
    body: Omit<ReadingCreate, 'image_metas'>;
  };
  photos: OutboxPhoto[];
  /** waiting: sent by the next round; refused: the server said no (4xx), kept for the reader to resolve. */
  state: 'waiting' | 'refused';
  /** The server's message and status of a refusal. */
  message?: string;
  status?: number;
}

/** What the reader's phone keeps for a day without a connection: their open requests, who they are, the brand. */
export interface OfflineSnapshot {
  userId: string;
  /** When the requests were loaded (ISO). */
  savedAt: string;
  user: User;
  portalConfig: PortalConfig | undefined;
  requests: ReadingRequest[];
  /**
   * The newest reading of each kept request's meter (null: none yet) and when it was loaded, for the
   * reading-new dialog's plausibility hint offline.
   */
  lastReadings?: Record<string, { reading: Reading | null; loadedAt: string }>;
}

interface OfflineSchema extends DBSchema {
  snapshots: { key: string; value: OfflineSnapshot };
  outbox: { key: number; value: OutboxItem; indexes: { byUser: string } };
}

export const OFFLINE_DB_NAME = 'portal-offline';
let database: Promise<IDBPDatabase<OfflineSchema>> | undefined;

/** The offline database (one per browser profile; every record carries its user's id). */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> {
  database ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'userId' });
      db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('byUser', 'userId');
    },
    // Another tab opens a newer version: let it, and open again on next use.
    blocking() {
      void database?.then((db) => db.close());
      database = undefined;
    },
  });
  return database;
}

/** Forgets the open connection (tests delete the database between cases). */
export async function closeOfflineDb() {
  const open = database;
  database = undefined;
  if (open) (await open).close();
}

/** Every stored record of one user: the snapshot and the outbox (sign-out). */
export async function clearOfflineUserData(userId: string) {
  const db = await offlineDb();
  const tx = db.transaction(['snapshots', 'outbox'], 'readwrite');
  const outbox = tx.objectStore('outbox');
  const keys = await outbox.index('byUser').getAllKeys(userId);
  await Promise.all([tx.objectStore('snapshots').delete(userId), ...keys.map((key) => outbox.delete(key))]);
  await tx.done;
}
