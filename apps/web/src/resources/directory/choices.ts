import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { optionsKeys } from './keys';

export interface Choice {
  value: string;
  display_name: string;
}

interface OptionsAnswer {
  actions?: Record<string, Record<string, { choices?: Choice[] }>>;
}

/** `OPTIONS <collection>/`: DRF metadata with the choices of each field. */
export const optionsQueryOptions = (collection: string) =>
  queryOptions({
    queryKey: optionsKeys.collection(collection),
    queryFn: ({ signal }) => apiRequest<OptionsAnswer>(collection, { method: 'OPTIONS', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Choices of a field (actions.POST.<field>.choices); a failed load gives an empty list. */
export function useChoices(collection: string, field: string): Choice[] {
  const query = useQuery(optionsQueryOptions(collection));
  if (query.error) console.warn(`choices of ${collection} could not be loaded`, query.error);
  return query.data?.actions?.POST?.[field]?.choices ?? [];
}
