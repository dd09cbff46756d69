import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOfflineDb } from '../../../resources/offline/offline-db';
import { addToOutbox, listOutbox, sendOutboxRound } from '../../../resources/offline/outbox';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { objectUrl, readingFixture, testId } from '../../../testing/resource-fixtures';
import { jsonResponse, USER_ID } from '../../../testing/session-fixtures';
import { ReadingNewDialog } from '../reading-new/reading-new-dialog';
import { requestFixture } from '../testing/request-fixtures';
import { OfflineBanner } from './offline-banner';
import { OutboxPanel } from './outbox-panel';

const OBIS = '8-0:1.0.0';
const IMAGE_ID = testId('i001', '7000');
const IMAGE_URL = objectUrl('images', IMAGE_ID);

const setOnline = (online: boolean) => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

/** The Idempotency-Key each POST to `path` carried, in order. */
const keysSentTo = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && String(input).includes(`/api/v2/${path}`),
    )
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']);

function openDialog() {
  const onClose = vi.fn();
  renderPage(<ReadingNewDialog request={requestFixture()} open onClose={onClose} />, {
    route: '/reading-requests',
  });
  return { onClose, user: userEvent.setup({ applyAccept: false }) };
}

async function recordReading(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId(`reading-value-${OBIS}`), '12,5');
  await user.upload(
    screen.getByTestId(`reading-photo-input-${OBIS}`),
    new File([new Uint8Array([137, 80, 78, 71])], 'meter.png', { type: 'image/png' }),
  );
  await user.click(screen.getByTestId('reading-new-save'));
}

describe('offline readings', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await closeOfflineDb();
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps a reading saved without a connection in the outbox, photo and keys included, and sends nothing', async () => {
    const api = fakeApi();
    setOnline(false);
    const { onClose, user } = openDialog();
    await recordReading(user);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(/Saved on this device/)).toBeTruthy();
    expect(api.find('POST', 'images/')).toHaveLength(0);
    expect(api.find('POST', 'readings/')).toHaveLength(0);
    const [item, ...rest] = await listOutbox(USER_ID);
    expect(rest).toEqual([]);
    const request = requestFixture();
    expect(item).toMatchObject({
      userId: USER_ID,
      requestId: request.resource_id,
      state: 'waiting',
      label: { meterId: 'W-77', address: 'Hauptstraße 5, 10115 Berlin' },
      reading: {
        body: {
          meter: request.meter.url,
          results: [{ obis: OBIS, value: '12.5', applied_method: 'manual' }],
          reading_request: request.url,
        },
      },
      photos: [{ obis: OBIS, name: 'meter.png', type: 'image/png' }],
    });
    expect(item?.reading.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(item?.photos[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect([...new Uint8Array(item!.photos[0]!.data)]).toEqual([137, 80, 78, 71]);
  });

  it('keeps a reading whose send failed on the way with the keys already sent, so the retry is the same write', async () => {
    let connected = false;
    fakeApi((call) => {
      if (call.method === 'POST' && call.path === 'images/')
        return jsonResponse(201, { url: IMAGE_URL, resource_id: IMAGE_ID, image_download: `${IMAGE_URL}d/` });
      if (call.method === 'POST' && call.path === 'readings/') {
        if (!connected) throw new TypeError('Failed to fetch');
        return jsonResponse(201, readingFixture());
      }
      return undefined;
    });
    const { onClose, user } = openDialog();
    await recordReading(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const [item] = await listOutbox(USER_ID);
    const [firstKey] = keysSentTo('readings/');
    expect(item?.reading.key).toBe(firstKey);
    // The photo went up before the connection failed: the outbox remembers it, not its bytes to send again.
    expect(item?.photos[0]?.image?.url).toBe(IMAGE_URL);
    expect(item?.photos[0]?.key).toBe(keysSentTo('images/')[0]);

    connected = true;
    const result = await sendOutboxRound(USER_ID);
    expect(result.sent).toHaveLength(1);
    expect(keysSentTo('readings/')).toEqual([firstKey, firstKey]);
    expect(keysSentTo('images/')).toHaveLength(1);
    expect(await listOutbox(USER_ID)).toEqual([]);
  });

  it('shows the offline banner with the time the requests were kept, or that none were', () => {
    const { rerender } = renderPage(<OfflineBanner savedAt="2026-03-02T07:30:00.000Z" />, { route: '/' });
    const banner = screen.getByTestId('offline-banner');
    expect(banner.textContent).toMatch(
      /^You are offline\. Your open requests as of Mar 2, 2026, \d+:30 [AP]M\.$/,
    );
    rerender(<OfflineBanner savedAt={undefined} />);
    expect(screen.getByTestId('offline-banner').textContent).toContain(
      'No requests were kept on this device yet',
    );
  });

  it('counts the readings waiting, lists a refused one with the server message and discards it on request', async () => {
    fakeApi();
    setOnline(false);
    const draft = (name: string) => ({
      userId: USER_ID,
      created: '2026-03-02T08:00:00.000Z',
      requestId: `request-${name}`,
      label: { meterId: `M-${name}`, address: 'Hauptstraße 1, 12345 Berlin' },
      reading: { key: `key-${name}`, body: { meter: '/m/', reading_date: '2026-03-02', results: [] } },
      photos: [],
    });
    await addToOutbox(draft('a'));
    await addToOutbox(draft('b'));
    const refused = await addToOutbox(draft('c'));
    const { putRefused } = await import('./testing-outbox');
    await putRefused(refused.id!, 409, 'This request has been answered already.');

    renderPage(<OutboxPanel userId={USER_ID} />, { route: '/reading-requests' });
    expect((await screen.findByTestId('outbox-count')).textContent).toBe('2 readings waiting to be sent');
    expect(screen.getByText('They are sent when the connection returns.')).toBeTruthy();
    expect((screen.getByTestId('outbox-send-now') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1 reading was not accepted')).toBeTruthy();
    expect(screen.getByTestId('outbox-item-request-c').textContent).toContain(
      'This request has been answered already.',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'Discard', hidden: false }));
    await waitFor(() => expect(screen.queryByTestId('outbox-refused')).toBeNull());
    expect((await listOutbox(USER_ID)).map((item) => item.requestId)).toEqual(['request-a', 'request-b']);
  });
});
