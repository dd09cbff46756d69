import type { Reading, ReadingRequest } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { createTestQueryClient } from '../../testing/render-with-providers';
import { page } from '../../testing/resource-fixtures';
import { jsonResponse } from '../../testing/session-fixtures';
import { readingKeys } from '../readings/keys';
import {
  LAST_READING_MAX_AGE_MS,
  lastReadingParams,
  loadLastReadings,
  seedLastReadings,
} from './last-readings';

const request = (meter: string) => ({ meter: { resource_id: meter } }) as ReadingRequest;
const reading = (id: string) => ({ resource_id: id }) as Reading;
const NOW = Date.parse('2026-03-02T12:00:00.000Z');

describe('the newest readings kept for the plausibility hint offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks only for meters without a fresh kept reading, once per meter, and drops meters no longer listed', async () => {
    const api = fakeApi((call) =>
      call.path === 'readings/'
        ? jsonResponse(
            200,
            page(
              call.query.get('meter_resource_id') === 'm-c'
                ? []
                : [reading(`r-${call.query.get('meter_resource_id')}`)],
            ),
          )
        : undefined,
    );
    const fresh = { reading: reading('r-a-kept'), loadedAt: new Date(NOW - 1000).toISOString() };
    const old = {
      reading: reading('r-b-old'),
      loadedAt: new Date(NOW - LAST_READING_MAX_AGE_MS - 1).toISOString(),
    };
    const gone = { reading: reading('r-z'), loadedAt: new Date(NOW).toISOString() };

    const result = await loadLastReadings(
      [request('m-a'), request('m-b'), request('m-c'), request('m-b')],
      { 'm-a': fresh, 'm-b': old, 'm-z': gone },
      undefined,
      NOW,
    );

    expect(
      api
        .find('GET', 'readings/')
        .map((call) => call.query.get('meter_resource_id'))
        .sort(),
    ).toEqual(['m-b', 'm-c']);
    expect(api.find('GET', 'readings/')[0]?.query.get('o')).toBe('-reading_date');
    expect(Object.keys(result).sort()).toEqual(['m-a', 'm-b', 'm-c']);
    expect(result['m-a']).toBe(fresh);
    expect(result['m-b']?.reading?.resource_id).toBe('r-m-b');
    expect(result['m-c']?.reading).toBeNull();
  });

  it("puts them where the dialog's query looks, without replacing an answer it has", () => {
    const queryClient = createTestQueryClient();
    const own = page([reading('r-own')]);
    queryClient.setQueryData(readingKeys.list(lastReadingParams('m-b')), own);
    seedLastReadings(queryClient, {
      'm-a': { reading: reading('r-a'), loadedAt: new Date(NOW).toISOString() },
      'm-b': { reading: reading('r-b'), loadedAt: new Date(NOW).toISOString() },
    });
    // The dialog's own parameters, in its own order.
    const dialogKey = readingKeys.list({ meter_resource_id: 'm-a', page_size: 1, o: '-reading_date' });
    expect(queryClient.getQueryData<{ results: Reading[] }>(dialogKey)?.results[0]?.resource_id).toBe('r-a');
    expect(queryClient.getQueryData(readingKeys.list(lastReadingParams('m-b')))).toBe(own);
  });
});
