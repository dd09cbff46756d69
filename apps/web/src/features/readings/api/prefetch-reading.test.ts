import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../testing/fake-api';
import {
  METER_ID,
  meterFixture,
  objectUrl,
  readingFixture,
  testId,
} from '../../../testing/resource-fixtures';
import { jsonResponse, storeTestSession } from '../../../testing/session-fixtures';
import { takeImageBlob } from './get-image';
import { readingQueryOptions } from './get-reading';
import { prefetchReading } from './prefetch-reading';

const READING_ID = testId('e101');
const download = `${objectUrl('images', testId('f101'))}download/`;
const reading = readingFixture({
  resource_id: READING_ID,
  image_metas: [
    {
      image: objectUrl('images', testId('f101')),
      image_download: download,
      obis: ['1-1:1.8.0'],
      camera_model: 'portal',
      frame_number: 0,
      os_version: 'none',
      pixolus_version: 'portal',
      flash: false,
    },
  ],
});

function serve() {
  return fakeApi((call) => {
    if (call.path === `readings/${READING_ID}/`) return jsonResponse(200, reading);
    if (call.path === `meters/${METER_ID}/`) return jsonResponse(200, meterFixture());
    if (call.url.href.startsWith(download))
      return new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } });
    return undefined;
  });
}

describe('prefetchReading (the reading page’s route loader)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('loads the reading, then its meter and first photo; the page takes that photo without asking again', async () => {
    storeTestSession();
    const api = serve();
    const queryClient = createQueryClient();
    expect(prefetchReading(queryClient, READING_ID)).toBeNull();
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toHaveLength(3));
    expect(queryClient.getQueryData(readingQueryOptions(READING_ID).queryKey)).toMatchObject({
      resource_id: READING_ID,
    });
    const photo = await takeImageBlob(download, new AbortController().signal);
    expect(await photo.text()).toBe('jpeg');
    expect(api.calls).toHaveLength(3);
    // Taken once: a later page asks again.
    await takeImageBlob(download, new AbortController().signal);
    expect(api.calls).toHaveLength(4);
  });

  it('asks nothing without a session or an id', () => {
    const api = serve();
    prefetchReading(createQueryClient(), READING_ID);
    storeTestSession();
    prefetchReading(createQueryClient(), undefined);
    expect(api.calls).toEqual([]);
  });
});
