import { TIMINGS } from '@portal/contracts';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** One page of a DRF-style list answer. */
export interface ListPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Query parameters of a list call; must be JSON-serialisable (they become part of the query key). */
export type ListParams = Record<string, string | number | boolean | null | undefined>;

export interface UseServerListOptions<T, P extends ListParams> {
  /** The query key of one page from its (debounced) params: a resource's key factory, e.g. `meterKeys.list`. */
  queryKey: (params: P) => QueryKey;
  params: P;
  /** Must pass `signal` on to fetch, so a superseded request is aborted. Reject with `{status}` on HTTP errors. */
  fetchPage: (params: P, signal: AbortSignal) => Promise<ListPage<T>>;
  /** Default: the spec's 1 s fetch debounce. */
  debounceMs?: number;
  enabled?: boolean;
}

export interface ServerList<T> {
  rows: T[];
  count: number;
  /** True while a request runs or changed params wait for the debounce. */
  loading: boolean;
  /** A failed load (not a 404 past the last page, not an aborted request). */
  error: unknown;
  refetch: () => void;
}

const EMPTY_PAGE: ListPage<never> = { count: 0, next: null, previous: null, results: [] };

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** An abort of a superseded request is expected, not a failure to show. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError');
}

/**
 * Loads one page of a server list with TanStack Query. Params are debounced (1 s) before they
 * reach the query key, so typing into a filter sends one request; a newer request aborts the older
 * one through the query's `signal`; the previous rows stay visible while the next page loads.
 * A 404 for a page after the first (the list shrank) gives an empty page instead of an error; any other
 * failure but an abort is logged (console.error) and exposed as `error`.
 */
export function useServerList<T, P extends ListParams>({
  queryKey,
  params,
  fetchPage,
  debounceMs = TIMINGS.fetchDebounceMs,
  enabled = true,
}: UseServerListOptions<T, P>): ServerList<T> {
  // Params are usually a fresh object each render; the JSON text is what changes only when they do.
  const paramsKey = JSON.stringify(params);
  const debouncedKey = useDebouncedValue(paramsKey, debounceMs);
  const debouncedParams = useMemo(() => JSON.parse(debouncedKey) as P, [debouncedKey]);

  const query = useQuery({
    queryKey: queryKey(debouncedParams),
    queryFn: async ({ signal }): Promise<ListPage<T>> => {
      try {
        return await fetchPage(debouncedParams, signal);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) throw error;
        if (statusOf(error) === 404 && Number(debouncedParams.page ?? 1) > 1) return EMPTY_PAGE;
        // Spec §8: other fetch errors are logged as well as shown by the page.
        console.error('list could not be loaded', queryKey(debouncedParams), error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });

  // A query's answer arrives as an update React renders at once, in one task (a page of cards or rows
  // can take a phone's main thread for half a second): the page first renders as it was, then with the
  // answer in a transition, in slices of a few milliseconds.
  const shown = useDeferredValue(query.data);
  const data = shown ?? EMPTY_PAGE;
  return {
    rows: data.results,
    count: data.count,
    loading: query.isFetching || paramsKey !== debouncedKey || shown !== query.data,
    error: query.error && !isAbortError(query.error) ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

/** The props of `DataTable` that show a server list's page: rows, count, loading, error and retry. */
export function serverListProps<T>(server: ServerList<T>) {
  return {
    rows: server.rows,
    rowCount: server.count,
    loading: server.loading,
    error: server.error,
    onRetry: server.refetch,
  };
}
