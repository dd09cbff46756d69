import type { Paginated, Reading } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readingKeys } from '../../../resources/readings';

/** The meter's newest reading: GET readings/?meter_resource_id=…&page_size=1&o=-reading_date. */
export function useLastReading(meterResourceId: string) {
  const params = { meter_resource_id: meterResourceId, page_size: 1, o: '-reading_date' };
  return useQuery({
    queryKey: readingKeys.list(params),
    queryFn: ({ signal }) => api.get<Paginated<Reading>>('readings/', { query: params, signal }),
    select: (page) => page.results[0] ?? null,
  });
}
