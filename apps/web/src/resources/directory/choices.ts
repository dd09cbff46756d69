import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../lib/api-client';
import { optionsKeys } from './keys';

export interface Choice {
  value: string;
  display_name: string;
}

interface OptionsAnswer {
  actions?: Record<string, Record<string, { choices?: Choice[]; read_only?: boolean }>>;
}

/** `OPTIONS <collection>/`: DRF metadata with the choices of each field. */
export const optionsQueryOptions = (collection: string) =>
  queryOptions({
    queryKey: optionsKeys.collection(collection),
    queryFn: ({ signal }) => apiRequest<OptionsAnswer>(collection, { method: 'OPTIONS', signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Choices of a field (actions.POST.<field>.choices); a failed load, or none asked for yet, gives an empty list. */
export function useChoices(collection: string, field: string, enabled = true): Choice[] {
  const query = useQuery({ ...optionsQueryOptions(collection), enabled });
  if (query.error) console.warn(`choices of ${collection} could not be loaded`, query.error);
  return query.data?.actions?.POST?.[field]?.choices ?? [];
}

/**
 * `OPTIONS <collection>/{id}/`: the object's metadata for this user (PUT only when they may edit it, its
 * fields fixed after creation `read_only`). Asked again whenever a form opens: it follows the object's state.
 */
export const objectOptionsQueryOptions = (path: string) =>
  queryOptions({
    queryKey: optionsKeys.object(path),
    queryFn: ({ signal }) => apiRequest<OptionsAnswer>(path, { method: 'OPTIONS', signal }),
    staleTime: 0,
  });

/**
 * The fields the server answers read-only for this object (`actions.PUT.<field>.read_only`); undefined
 * while it has not answered, when it offers no PUT, or when the call failed (the caller then falls back to
 * the contracts' rule, which is what the server computes).
 */
export function useServerReadOnlyFields(path: string | undefined): string[] | undefined {
  const query = useQuery({ ...objectOptionsQueryOptions(path ?? ''), enabled: Boolean(path) });
  if (query.error) console.warn(`OPTIONS ${path} could not be loaded`, query.error);
  const put = query.data?.actions?.PUT;
  return useMemo(
    () => (put ? Object.keys(put).filter((field) => put[field]?.read_only === true) : undefined),
    [put],
  );
}
