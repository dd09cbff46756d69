import 'fake-indexeddb/auto';
import type { ReadingRequest, User } from '@portal/contracts';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { clearOfflineUserData, closeOfflineDb, type OutboxItem } from './offline-db';
import {
  addToOutbox,
  listOutbox,
  type OutboxTransport,
  retryOutboxItem,
  sendOutbox,
  sendOutboxRound,
} from './outbox';
import { loadSnapshot, saveSnapshot } from './snapshot';

const READER = 'user-reader';

function draft(name: string, photos = 0, userId = READER): Omit<OutboxItem, 'id' | 'state'> {
  return {
    userId,
    created: '2026-03-02T08:00:00.000Z',
    requestId: `request-${name}`,
    label: { meterId: `M-${name}`, address: 'Hauptstraße 1, 12345 Berlin' },
    reading: {
      key: `reading-key-${name}`,
      body: {
        meter: `/api/v2/meters/meter-${name}/`,
        reading_date: '2026-03-02T08:00:00.000Z',
        results: [{ obis: '1-0:1.8.0', value: '123.4', applied_method: 'manual' }],
        reading_request: `/api/v2/reading_requests/request-${name}/`,
      },
    },
    photos: Array.from({ length: photos }, (_, index) => ({
      obis: '1-0:1.8.0',
      name: `${name}-${index}.png`,
      type: 'image/png',
      data: new Uint8Array([137, 80, 78, 71, index]).buffer,
      key: `photo-key-${name}-${index}`,
    })),
  };
}

/** A transport that records each call (kind, key) and answers like the server unless told otherwise. */
function fakeTransport(overrides: Partial<OutboxTransport> = {}) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const transport: OutboxTransport = {
    uploadImage: vi.fn(async (file: File, key: string) => {
      calls.push(`image ${key} ${file.name}`);
      return { url: `/api/v2/images/${key}/`, image_download: `/api/v2/images/${key}/download/` };
    }),
    createReading: vi.fn(async (body, key) => {
      calls.push(`reading ${key}`);
      bodies.push(body);
      return { resource_id: `reading-of-${key}`, meter: body.meter } as never;
    }),
    ...overrides,
  };
  return { transport, calls, bodies };
}

beforeEach(async () => {
  await closeOfflineDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('the readings outbox', () => {
  it('sends the readings in the order they were recorded, photos before their reading, and empties', async () => {
    await addToOutbox(draft('a', 2));
    await addToOutbox(draft('b'));
    await addToOutbox(draft('c', 1));
    const { transport, calls, bodies } = fakeTransport();

    const result = await sendOutboxRound(READER, transport);

    expect(calls).toEqual([
      'image photo-key-a-0 a-0.png',
      'image photo-key-a-1 a-1.png',
      'reading reading-key-a',
      'reading reading-key-b',
      'image photo-key-c-0 c-0.png',
      'reading reading-key-c',
    ]);
    expect(result.sent.map((reading) => reading.resource_id)).toEqual([
      'reading-of-reading-key-a',
      'reading-of-reading-key-b',
      'reading-of-reading-key-c',
    ]);
    // The reading carries its uploaded photos.
    expect(bodies[0]).toMatchObject({
      image_metas: [
        { image: '/api/v2/images/photo-key-a-0/', obis: ['1-0:1.8.0'] },
        { image: '/api/v2/images/photo-key-a-1/', obis: ['1-0:1.8.0'] },
      ],
      reading_request: '/api/v2/reading_requests/request-a/',
    });
    expect(await listOutbox(READER)).toEqual([]);
  });

  it('stops the round at a network error and keeps that reading and the later ones as they were', async () => {
    await addToOutbox(draft('a'));
    await addToOutbox(draft('b'));
    const { transport, calls } = fakeTransport({
      createReading: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });

    const result = await sendOutboxRound(READER, transport);

    expect(result.stopped).toBeInstanceOf(TypeError);
    expect(result.sent).toEqual([]);
    expect(calls).toEqual([]);
    expect(transport.createReading).toHaveBeenCalledTimes(1);
    const items = await listOutbox(READER);
    expect(items.map((item) => [item.requestId, item.state])).toEqual([
      ['request-a', 'waiting'],
      ['request-b', 'waiting'],
    ]);
  });

  it('retries with the same keys and does not upload a photo the server already has', async () => {
    await addToOutbox(draft('a', 1));
    let fail = true;
    const { transport, calls } = fakeTransport();
    const create = transport.createReading;
    transport.createReading = vi.fn(async (body, key) => {
      if (fail) throw new TypeError('Failed to fetch');
      return create(body, key);
    });

    expect((await sendOutboxRound(READER, transport)).stopped).toBeInstanceOf(TypeError);
    expect(transport.createReading).toHaveBeenLastCalledWith(expect.anything(), 'reading-key-a');
    fail = false;
    const second = await sendOutboxRound(READER, transport);

    expect(second.sent).toHaveLength(1);
    expect(calls).toEqual(['image photo-key-a-0 a-0.png', 'reading reading-key-a']);
    expect(transport.createReading).toHaveBeenCalledTimes(2);
    expect(vi.mocked(transport.createReading).mock.calls.map(([, key]) => key)).toEqual([
      'reading-key-a',
      'reading-key-a',
    ]);
    expect(await listOutbox(READER)).toEqual([]);
  });

  it('keeps a refused reading with the server message, goes on with the next, and sends it after a retry', async () => {
    await addToOutbox(draft('a'));
    await addToOutbox(draft('b'));
    const { transport, calls } = fakeTransport();
    const create = transport.createReading;
    transport.createReading = vi.fn(async (body, key) => {
      if (key === 'reading-key-a')
        throw new ApiError(409, { detail: 'This request has been answered already.' }, '409 Conflict');
      return create(body, key);
    });

    const result = await sendOutboxRound(READER, transport);

    expect(result.refused).toBe(1);
    expect(result.stopped).toBeUndefined();
    expect(calls).toEqual(['reading reading-key-b']);
    const [kept, ...rest] = await listOutbox(READER);
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      requestId: 'request-a',
      state: 'refused',
      status: 409,
      message: 'This request has been answered already.',
    });

    // A refused reading waits for the reader: the next round leaves it alone …
    await sendOutboxRound(READER, transport);
    expect(transport.createReading).toHaveBeenCalledTimes(2);
    // … until they try again (with the same key).
    await retryOutboxItem(kept!.id!);
    transport.createReading = create;
    expect((await sendOutboxRound(READER, transport)).sent).toHaveLength(1);
    expect(calls).toEqual(['reading reading-key-b', 'reading reading-key-a']);
    expect(await listOutbox(READER)).toEqual([]);
  });

  it('treats a server error (5xx) and an ended session (401) as "later", not as a refusal', async () => {
    for (const status of [500, 503, 401]) {
      await addToOutbox(draft(`s${status}`));
      const { transport } = fakeTransport({
        createReading: vi.fn(async () => {
          throw new ApiError(status, { detail: 'no' }, 'no');
        }),
      });
      const result = await sendOutboxRound(READER, transport);
      expect(result.stopped).toBeInstanceOf(ApiError);
      expect((await listOutbox(READER)).every((item) => item.state === 'waiting')).toBe(true);
    }
  });

  it('runs one round at a time: a second call while one runs sends nothing twice', async () => {
    await addToOutbox(draft('a', 1));
    await addToOutbox(draft('b'));
    const { transport, calls } = fakeTransport();

    const [first, second] = await Promise.all([sendOutbox(READER, transport), sendOutbox(READER, transport)]);

    expect(first).toBe(second);
    expect(calls).toEqual(['image photo-key-a-0 a-0.png', 'reading reading-key-a', 'reading reading-key-b']);
    // After the round, a new one may start.
    await addToOutbox(draft('c'));
    await sendOutbox(READER, transport);
    expect(calls.at(-1)).toBe('reading reading-key-c');
  });

  it("sends only the signed-in user's readings, and sign-out clears that user's data alone", async () => {
    await addToOutbox(draft('a'));
    await addToOutbox(draft('other', 0, 'user-other'));
    const user = { resource_id: READER } as User;
    await saveSnapshot(user, undefined, [{ resource_id: 'request-a' } as ReadingRequest]);
    await saveSnapshot({ resource_id: 'user-other' } as User, undefined, []);

    await clearOfflineUserData(READER);

    expect(await listOutbox(READER)).toEqual([]);
    expect(await loadSnapshot(READER)).toBeUndefined();
    expect(await listOutbox('user-other')).toHaveLength(1);
    expect(await loadSnapshot('user-other')).toBeDefined();
    const { transport, calls } = fakeTransport();
    await sendOutboxRound(READER, transport);
    expect(calls).toEqual([]);
  });

  it('keeps the photos through IndexedDB byte for byte', async () => {
    await addToOutbox(draft('a', 1));
    let received: File | undefined;
    const { transport } = fakeTransport();
    const upload = transport.uploadImage;
    transport.uploadImage = vi.fn(async (file, key) => {
      received = file;
      return upload(file, key);
    });
    await sendOutboxRound(READER, transport);
    expect(received?.name).toBe('a-0.png');
    expect(received?.type).toBe('image/png');
    expect([...new Uint8Array(await received!.arrayBuffer())]).toEqual([137, 80, 78, 71, 0]);
  });
});
