import { LIMITS } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A filter value as pages set it; arrays are stored comma-joined, empty values clear the filter. */
export type FilterInput = string | readonly string[] | undefined;

export interface ListStateDefaults {
  /** Rows per page when the URL has none (the user's remembered choice); default 50. */
  page_size?: number;
  /** DRF ordering (`o`), e.g. "zip_code" or "-created,city". */
  o?: string;
  /** Filters that apply while the URL does not mention them (e.g. the first building status). */
  filters?: Record<string, string>;
}

export interface UseListStateOptions {
  defaults?: ListStateDefaults;
  /** URL parameters that are filters. Default: every parameter except page, page_size, o and columns. */
  filterNames?: readonly string[];
  /** Fields the server can order by; an `o` naming anything else falls back to the default. */
  orderingFields?: readonly string[];
}

/** Page number and size as the data grid counts them (page 0-based). */
export interface ZeroBasedPagination {
  page: number;
  pageSize: number;
}

export interface ListState {
  /** 1-based, as in the URL and the API. */
  page: number;
  pageSize: number;
  ordering: string;
  /** Active filters only (no empty values). */
  filters: Record<string, string>;
  /** The visible columns' fields from the URL (`columns`), undefined while it names none. */
  columns: string[] | undefined;
  paginationModel: ZeroBasedPagination;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setPaginationModel: (model: ZeroBasedPagination) => void;
  setOrdering: (ordering: string) => void;
  setFilter: (name: string, value: FilterInput) => void;
  setFilters: (patch: Record<string, FilterInput>) => void;
  resetFilters: () => void;
  /** Writes the visible columns' fields to the URL (the page stays). */
  setColumns: (fields: readonly string[]) => void;
  /** Query parameters for a paged API call: page, page_size, o and the non-empty filters. */
  toApiParams: () => Record<string, string | number>;
}

const RESERVED = new Set(['page', 'page_size', 'o', 'columns']);

function isPageSize(value: number): boolean {
  return (LIMITS.pageSizeOptions as readonly number[]).includes(value);
}

/** A positive integer from the URL, or undefined for "abc", "0", "1.5", "Infinity" and the like. */
function parsePositiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function isValidOrdering(ordering: string, fields: readonly string[] | undefined): boolean {
  if (!fields) return true;
  return ordering.split(',').every((part) => fields.includes(part.replace(/^-/, '')));
}

function toStored(value: FilterInput): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : value.filter((v) => v !== '').join(',');
}

/**
 * Paging, ordering, filters and (for the lists that keep them there) the chosen columns of a list page,
 * kept in the URL so that a reload, a shared link or the back button restores the same view. Invalid numbers in the URL fall back to the defaults.
 * A filter that has a default and is cleared by the user is written as an empty parameter
 * (`status=`) so the default does not come back; every change of filters or ordering goes to page 1.
 */
export function useListState(options: UseListStateOptions = {}): ListState {
  const { defaults = {}, filterNames, orderingFields } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultPageSize =
    defaults.page_size !== undefined && isPageSize(defaults.page_size)
      ? defaults.page_size
      : LIMITS.pageSizeDefault;
  const defaultOrdering = defaults.o ?? '';
  const defaultFilters = defaults.filters ?? {};
  // Callers usually pass a fresh object each render; a string keeps the memos below stable.
  const defaultsKey = JSON.stringify([
    defaultPageSize,
    defaultOrdering,
    defaultFilters,
    filterNames,
    orderingFields,
  ]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for the option values
  const state = useMemo(() => {
    const page = parsePositiveInt(searchParams.get('page')) ?? 1;
    const requestedSize = parsePositiveInt(searchParams.get('page_size'));
    const pageSize =
      requestedSize !== undefined && isPageSize(requestedSize) ? requestedSize : defaultPageSize;
    const rawOrdering = searchParams.get('o');
    const ordering =
      rawOrdering && isValidOrdering(rawOrdering, orderingFields) ? rawOrdering : defaultOrdering;
    const names = new Set(filterNames ?? [...searchParams.keys()].filter((name) => !RESERVED.has(name)));
    for (const name of Object.keys(defaultFilters)) names.add(name);
    const filters: Record<string, string> = {};
    for (const name of names) {
      const value = searchParams.has(name) ? searchParams.getAll(name).join(',') : defaultFilters[name];
      if (value) filters[name] = value;
    }
    const rawColumns = searchParams.get('columns');
    const columns = rawColumns === null ? undefined : rawColumns.split(',').filter((field) => field !== '');
    return { page, pageSize, ordering, filters, columns };
  }, [searchParams, defaultsKey]);

  const update = useCallback(
    (mutate: (params: URLSearchParams) => void) =>
      // replace: typing into a filter must not add one history entry per keystroke.
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          mutate(next);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for the option values
  return useMemo<ListState>(() => {
    const writePage = (params: URLSearchParams, page: number) => {
      if (page > 1) params.set('page', String(page));
      else params.delete('page');
    };
    const writeFilter = (params: URLSearchParams, name: string, value: FilterInput) => {
      const stored = toStored(value);
      params.delete(name);
      if (stored === (defaultFilters[name] ?? '')) return;
      params.set(name, stored);
    };
    const setFilters = (patch: Record<string, FilterInput>) =>
      update((params) => {
        for (const [name, value] of Object.entries(patch)) writeFilter(params, name, value);
        writePage(params, 1);
      });
    const setPageSize = (pageSize: number) =>
      update((params) => {
        if (pageSize === defaultPageSize || !isPageSize(pageSize)) params.delete('page_size');
        else params.set('page_size', String(pageSize));
        writePage(params, 1);
      });
    return {
      ...state,
      paginationModel: { page: state.page - 1, pageSize: state.pageSize },
      setPage: (page) => update((params) => writePage(params, page)),
      setPageSize,
      setPaginationModel: ({ page, pageSize }) => {
        if (pageSize !== state.pageSize) setPageSize(pageSize);
        else update((params) => writePage(params, page + 1));
      },
      setOrdering: (ordering) =>
        update((params) => {
          if (ordering === defaultOrdering) params.delete('o');
          else params.set('o', ordering);
          writePage(params, 1);
        }),
      setColumns: (fields) => update((params) => params.set('columns', fields.join(','))),
      setFilter: (name, value) => setFilters({ [name]: value }),
      setFilters,
      resetFilters: () =>
        update((params) => {
          const names = filterNames ?? [...params.keys()].filter((name) => !RESERVED.has(name));
          for (const name of names) params.delete(name);
          writePage(params, 1);
        }),
      toApiParams: () => ({
        page: state.page,
        page_size: state.pageSize,
        ...(state.ordering ? { o: state.ordering } : {}),
        ...state.filters,
      }),
    };
  }, [state, update, defaultsKey]);
}
