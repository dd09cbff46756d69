import { offlineDb } from '../../../resources/offline/offline-db';

/** Marks a stored outbox item as refused by the server (tests of the panel). */
export async function putRefused(id: number, status: number, message: string) {
  const db = await offlineDb();
  const item = await db.get('outbox', id);
  if (item) await db.put('outbox', { ...item, state: 'refused', status, message });
}
