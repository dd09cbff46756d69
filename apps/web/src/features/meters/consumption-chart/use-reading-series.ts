import type { Paginated, Reading } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readingKeys } from '../../../resources/readings';

/**
 * At most this many readings feed the chart: the newest ones. One page this size covers decades of
 * monthly readings and keeps the answer small enough for a detail page.
 */
export const SERIES_READINGS_CAP = 500;

export interface ReadingSeries {
  /** Oldest first. */
  readings: Reading[];
  /** Readings the meter has beyond the cap (the oldest), not shown. */
  omitted: number;
}

/** GET readings/?meter_resource_id=…: the newest readings of a meter the user may see, oldest first. */
export async function getReadingSeries(meterId: string, signal?: AbortSignal): Promise<ReadingSeries> {
  const page = await api.get<Paginated<Reading>>('readings/', {
    query: { meter_resource_id: meterId, o: '-reading_date', page: 1, page_size: SERIES_READINGS_CAP },
    signal,
  });
  return { readings: [...page.results].reverse(), omitted: Math.max(0, page.count - page.results.length) };
}

export const useReadingSeries = (meterId: string) =>
  useQuery({
    queryKey: readingKeys.series(meterId),
    queryFn: ({ signal }) => getReadingSeries(meterId, signal),
  });
