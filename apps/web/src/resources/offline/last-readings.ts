import type { Paginated, Reading, ReadingRequest } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { readingKeys } from '../readings/keys';
import type { OfflineSnapshot } from './offline-db';

type LastReadings = NonNullable<OfflineSnapshot['lastReadings']>;

/** A meter's kept newest reading is loaded again after this long (someone else may have read it). */
export const LAST_READING_MAX_AGE_MS = 12 * 3600_000;
/** At most this many meters' newest readings are loaded in one refresh (the rest on the next). */
export const LAST_READINGS_PER_REFRESH = 100;

/** The parameters of the reading-new dialog's newest-reading query (features' get-last-reading.ts). */
export const lastReadingParams = (meterResourceId: string) => ({
  meter_resource_id: meterResourceId,
  page_size: 1,
  o: '-reading_date',
});

/**
 * The newest reading of each request's meter, for the plausibility hint offline. Only meters without a
 * kept value (or one older than `LAST_READING_MAX_AGE_MS`) are asked for, a few at a time: a refresh of
 * the list after a reading asks for nothing new (the answered request leaves the list, and its meter with it).
 */
export async function loadLastReadings(
  requests: ReadingRequest[],
  previous: LastReadings | undefined,
  signal?: AbortSignal,
  now = Date.now(),
): Promise<LastReadings> {
  const meters = [...new Set(requests.map((request) => request.meter.resource_id))];
  const result: LastReadings = {};
  const missing: string[] = [];
  for (const meter of meters) {
    const kept = previous?.[meter];
    if (kept && now - Date.parse(kept.loadedAt) < LAST_READING_MAX_AGE_MS) result[meter] = kept;
    else missing.push(meter);
  }
  const queue = missing.slice(0, LAST_READINGS_PER_REFRESH);
  const worker = async () => {
    for (let meter = queue.shift(); meter !== undefined; meter = queue.shift()) {
      const page = await api.get<Paginated<Reading>>('readings/', {
        query: lastReadingParams(meter),
        signal,
      });
      result[meter] = { reading: page.results[0] ?? null, loadedAt: new Date(now).toISOString() };
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return result;
}

/**
 * Offline: puts the kept newest readings where the reading-new dialog looks for them (its query, which
 * cannot run without a connection), unless it holds an answer already.
 */
export function seedLastReadings(queryClient: QueryClient, lastReadings: LastReadings | undefined) {
  for (const [meter, { reading, loadedAt }] of Object.entries(lastReadings ?? {})) {
    const key = readingKeys.list(lastReadingParams(meter));
    if (queryClient.getQueryData(key) !== undefined) continue;
    const page: Paginated<Reading> = {
      count: reading ? 1 : 0,
      next: null,
      previous: null,
      results: reading ? [reading] : [],
    };
    queryClient.setQueryData(key, page, { updatedAt: Date.parse(loadedAt) });
  }
}
