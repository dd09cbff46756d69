import { type Building, type Paginated, TIMINGS } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { buildingKeys } from '../../../resources/buildings';

/** GET buildings/?search=…&page_size=10&o=city,street,street_number: the address search of the move dialog. */
export const searchBuildings = (search: string, signal?: AbortSignal) =>
  api.get<Paginated<Building>>('buildings/', {
    query: { search, page_size: TIMINGS.addressSearchPageSize, o: 'city,street,street_number' },
    signal,
  });

export const buildingSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: buildingKeys.search(search),
    queryFn: ({ signal }) => searchBuildings(search, signal),
    staleTime: 30_000,
  });

/** Searches only for a non-empty text (pass the debounced text). */
export function useBuildingSearch(search: string) {
  const text = search.trim();
  return useQuery({
    ...buildingSearchQueryOptions(text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
