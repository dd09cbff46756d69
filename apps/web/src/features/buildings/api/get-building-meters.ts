import type { Meter, Paginated } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { buildingKeys } from '../../../resources/buildings';

export type BuildingMetersParams = Record<string, string | number>;

/** GET meters/?building__id=…&search=… (paged): the meter table of the building detail. */
export const getBuildingMeters = (buildingId: string, params: BuildingMetersParams, signal?: AbortSignal) =>
  api.get<Paginated<Meter>>('meters/', { query: { ...params, building__id: buildingId }, signal });

const CHECK_PAGE_SIZE = 100;

/** The meters of a building that need a check (only their ids are shown). */
export const getMetersNeedingCheck = (buildingId: string, signal?: AbortSignal) =>
  api.get<Paginated<Pick<Meter, 'resource_id' | 'meter_id'>>>('meters/', {
    query: {
      building__id: buildingId,
      needs_check: true,
      fields: 'resource_id,meter_id',
      o: 'meter_id',
      page_size: CHECK_PAGE_SIZE,
    },
    signal,
  });

export const metersNeedingCheckQueryOptions = (buildingId: string) =>
  queryOptions({
    queryKey: buildingKeys.metersNeedingCheck(buildingId),
    queryFn: ({ signal }) => getMetersNeedingCheck(buildingId, signal),
  });

/** Only asked when the building says some of its meters need a check. */
export function useMetersNeedingCheck(buildingId: string, enabled: boolean) {
  return useQuery({ ...metersNeedingCheckQueryOptions(buildingId), enabled });
}
