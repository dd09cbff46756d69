import { LIMITS, type Paginated, type PhysicalMedium } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meterKeys } from '../../../resources/meters';

/** A meter offered as main meter or predecessor. */
export interface MeterCandidate {
  url: string;
  resource_id: string;
  meter_id: string;
  label: string | null;
}

type CandidateQuery = Record<string, string>;

/** GET meters/ (one page of 500, only the fields a select needs). */
export const getMeterCandidates = async (query: CandidateQuery, signal?: AbortSignal) =>
  (
    await api.get<Paginated<MeterCandidate>>('meters/', {
      query: { ...query, page_size: LIMITS.bulkFetchSize, fields: 'url,resource_id,meter_id,label' },
      signal,
    })
  ).results;

const candidatesQueryOptions = (kind: string, query: CandidateQuery) =>
  queryOptions({
    queryKey: meterKeys.candidateList(kind, query),
    queryFn: ({ signal }) => getMeterCandidates(query, signal),
  });

interface CandidateScope {
  medium: PhysicalMedium | '';
  buildingId: string;
  /** Main meters come from the whole business entity when the building has one. */
  businessEntity?: string | null;
  /** The meter being edited is never its own main meter or predecessor. */
  excludeId?: string;
  enabled?: boolean;
}

function useCandidates(kind: string, query: CandidateQuery, scope: CandidateScope) {
  const result = useQuery({
    ...candidatesQueryOptions(kind, query),
    enabled: Boolean(scope.medium) && scope.enabled !== false,
  });
  if (result.error) console.warn(`${kind} candidates could not be loaded`, result.error);
  return (result.data ?? []).filter((meter) => meter.resource_id !== scope.excludeId);
}

/** Active meters of the same medium in the building (or its business entity). */
export function useMainMeterCandidates(scope: CandidateScope) {
  const where: CandidateQuery = scope.businessEntity
    ? { building__business_entity: scope.businessEntity }
    : { building__id: scope.buildingId };
  return useCandidates('main', { physical_medium: scope.medium, status: 'active', ...where }, scope);
}

/** Meters of the same medium in the building. */
export function usePredecessorCandidates(scope: CandidateScope) {
  return useCandidates(
    'predecessor',
    { physical_medium: scope.medium, building__id: scope.buildingId },
    scope,
  );
}
