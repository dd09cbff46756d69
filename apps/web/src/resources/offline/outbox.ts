import type { Image, Reading, ReadingCreate } from '@portal/contracts';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';
import { serverMessage } from '../../lib/server-message';
import { type OutboxItem, type OutboxPhoto, offlineDb } from './offline-db';

type ImageMeta = NonNullable<ReadingCreate['image_metas']>[number];

/** A photo's entry in image_metas (spec §3: the portal's fixed camera facts, the one OBIS code). */
export const readingImageMeta = (obis: string, image: Pick<Image, 'url' | 'image_download'>): ImageMeta => ({
  camera_model: 'portal',
  frame_number: 0,
  image: image.url,
  image_download: image.image_download,
  os_version: 'none',
  pixolus_version: 'portal',
  obis: [obis],
});

/** POST images/ with its Idempotency-Key (a retry answers the first upload's image). */
export function uploadImageOnce(file: File, key: string) {
  const form = new FormData();
  form.append('image', file, file.name);
  return api.post<Image>('images/', form, { headers: { [IDEMPOTENCY_HEADER]: key } });
}

/** POST readings/ with its Idempotency-Key (a retry answers the first write's reading, never a second one). */
export function createReadingOnce(body: ReadingCreate, key: string) {
  return api.post<Reading>('readings/', body, { headers: { [IDEMPOTENCY_HEADER]: key } });
}

const listeners = new Set<() => void>();

/** Called after every change of the outbox (added, sent, refused, discarded, cleared). */
export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
export const notifyOutboxChanged = () => {
  for (const listener of listeners) listener();
};

/** The user's outbox in the order the readings were recorded. */
export async function listOutbox(userId: string): Promise<OutboxItem[]> {
  const items = await (await offlineDb()).getAllFromIndex('outbox', 'byUser', userId);
  return items.sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
}

/** Stores a reading to be sent later; answers it with its id. */
export async function addToOutbox(item: Omit<OutboxItem, 'id' | 'state'>): Promise<OutboxItem> {
  const stored: OutboxItem = { ...item, state: 'waiting' };
  stored.id = await (await offlineDb()).add('outbox', stored);
  notifyOutboxChanged();
  return stored;
}

/** Drops one item (sent, or discarded by the reader). */
export async function removeFromOutbox(id: number) {
  await (await offlineDb()).delete('outbox', id);
  notifyOutboxChanged();
}

/** A refused item goes back in line for the next round (the reader chose "Try again"). */
export async function retryOutboxItem(id: number) {
  const db = await offlineDb();
  const item = await db.get('outbox', id);
  if (!item) return;
  await db.put('outbox', { ...item, state: 'waiting', message: undefined, status: undefined });
  notifyOutboxChanged();
}

/** How one round sends: the two calls, replaceable in tests. */
export interface OutboxTransport {
  uploadImage: (file: File, key: string) => Promise<Pick<Image, 'url' | 'image_download'>>;
  createReading: (body: ReadingCreate, key: string) => Promise<Reading>;
}
const apiTransport: OutboxTransport = { uploadImage: uploadImageOnce, createReading: createReadingOnce };

export interface RoundResult {
  sent: Reading[];
  /** Items the server refused in this round (kept with its message). */
  refused: number;
  /** Why the round stopped early (no connection, a server error, signed out); undefined when it finished. */
  stopped?: unknown;
}

/**
 * A refusal the reader has to resolve: a 4xx answer (the request was answered or deleted meanwhile, the
 * values are refused, the key was used for another body). Not 401 (the session ended: sign in and the
 * round goes on), 408 or 429 (try again later). Everything else (no connection, 5xx) stops the round.
 */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  );
}

const photoFile = (photo: OutboxPhoto) => new File([photo.data], photo.name, { type: photo.type });

async function sendItem(item: OutboxItem, transport: OutboxTransport): Promise<Reading> {
  const db = await offlineDb();
  for (const photo of item.photos) {
    if (photo.image) continue;
    const image = await transport.uploadImage(photoFile(photo), photo.key);
    photo.image = { url: image.url, image_download: image.image_download };
    // Remembered at once: a round that stops before the reading needs no second upload (nor would
    // the server keep one: the key answers the same image).
    await db.put('outbox', item);
  }
  const image_metas = item.photos.map((photo) => readingImageMeta(photo.obis, photo.image!));
  return transport.createReading({ ...item.reading.body, image_metas }, item.reading.key);
}

/**
 * One round over the user's outbox, oldest first: each waiting item's photos (POST images/), then its
 * reading (POST readings/), each with the item's Idempotency-Keys; removed once the server answered 201.
 * A refusal (see `isRefusal`) keeps the item with the server's message and the round goes on with the
 * next; anything else (no connection, a server error) stops the round with the item kept as it was.
 * Refused items wait for the reader (retry or discard).
 */
export async function sendOutboxRound(
  userId: string,
  transport: OutboxTransport = apiTransport,
): Promise<RoundResult> {
  const result: RoundResult = { sent: [], refused: 0 };
  for (const item of await listOutbox(userId)) {
    if (item.state !== 'waiting' || item.id === undefined) continue;
    try {
      result.sent.push(await sendItem(item, transport));
      await removeFromOutbox(item.id);
    } catch (error) {
      if (!isRefusal(error)) {
        result.stopped = error;
        notifyOutboxChanged();
        return result;
      }
      await (await offlineDb()).put('outbox', {
        ...item,
        state: 'refused',
        message: serverMessage(error),
        status: isApiError(error) ? error.status : undefined,
      });
      result.refused++;
      notifyOutboxChanged();
    }
  }
  return result;
}

let running: Promise<RoundResult> | undefined;

/**
 * The single sender: a round while none runs in this page, else the running round's result (its items
 * are on their way already). Across tabs the browser's Web Lock keeps rounds apart where it has them;
 * where not, the Idempotency-Keys still make a second send answer the first reading.
 */
export function sendOutbox(userId: string, transport?: OutboxTransport): Promise<RoundResult> {
  running ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks
        ? await locks.request(`portal-outbox-${userId}`, () => sendOutboxRound(userId, transport))
        : await sendOutboxRound(userId, transport);
    } finally {
      running = undefined;
    }
  })();
  return running;
}
