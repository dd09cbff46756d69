import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { QueryKey } from '@tanstack/react-query';
import { useListState } from '../../lib/list-state';
import { PHONE_ROWS_PER_PAGE, type RowsPerPage, useTablePreferences } from '../../lib/use-table-preferences';
import { type FieldToParam, orderingToSortModel, sortModelToOrdering } from './ordering';
import { type ListPage, serverListProps, useServerList } from './use-server-list';

/** Query parameters of one page: page, page_size, o and the filters. */
export type PageParams = Record<string, string | number>;

export interface UseListPageOptions<T> {
  /** The table's key in the user's web-portal settings (rows per page, chosen columns). */
  tableId: string;
  /** The query key of one page: a resource's key factory, e.g. `meterKeys.list`. */
  queryKey: (params: PageParams) => QueryKey;
  fetchPage: (params: PageParams, signal: AbortSignal) => Promise<ListPage<T>>;
  /** DRF ordering (`o`) while the URL names none, and when the user clears the sorting. */
  defaultOrdering: string;
  /** URL parameters that are filters. */
  filterNames: readonly string[];
  /** Fields the server orders by; another `o` in the URL falls back to the default. */
  orderingFields: readonly string[];
  /** Grid column field → ordering parameter where the two differ. */
  fieldToParam?: FieldToParam;
  /** Filters that apply while the URL does not mention them (e.g. the first building status). */
  defaultFilters?: Record<string, string>;
  /** Parameters that do not come from the URL (the list's scope, a fixed filter), applied last. */
  scope?: (params: PageParams) => PageParams;
  /** Cards on a phone: `PHONE_ROWS_PER_PAGE` rows per page until the user picks another number. */
  phone?: boolean;
  /**
   * The chosen columns in the URL too (`columns`, like the filters): the URL's choice shows, the user's
   * stored one while the URL names none; a change goes to both, as rows per page do.
   */
  columnsInUrl?: boolean;
}

/**
 * A server-paged list page: paging, ordering and filters in the URL (`useListState`), rows per page per
 * user (`useTablePreferences`), the server page for them (`useServerList`: debounced, superseded requests
 * aborted), and `table`, the props of `DataTable` that show it and write changes back.
 */
export function useListPage<T>(options: UseListPageOptions<T>) {
  const { defaultOrdering, fieldToParam = {} } = options;
  const preferences = useTablePreferences(options.tableId, options.phone ? PHONE_ROWS_PER_PAGE : undefined);
  const list = useListState({
    defaults: { page_size: preferences.rowsPerPage, o: defaultOrdering, filters: options.defaultFilters },
    filterNames: options.filterNames,
    orderingFields: options.orderingFields,
  });
  const params = list.toApiParams();
  const server = useServerList<T, PageParams>({
    queryKey: options.queryKey,
    params: options.scope ? options.scope(params) : params,
    fetchPage: options.fetchPage,
  });

  const onSortModelChange = (model: GridSortModel) =>
    list.setOrdering(sortModelToOrdering(model, fieldToParam) || defaultOrdering);
  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== list.pageSize) preferences.setRowsPerPage(model.pageSize as RowsPerPage);
    list.setPaginationModel(model);
  };
  const columnChoice = options.columnsInUrl
    ? {
        ...preferences,
        columns: list.columns ?? preferences.columns,
        setColumns: (fields: string[]) => {
          list.setColumns(fields);
          preferences.setColumns(fields);
        },
      }
    : preferences;
  return {
    list,
    preferences: columnChoice,
    table: {
      ...serverListProps(server),
      paginationModel: list.paginationModel,
      onPaginationModelChange,
      sortModel: orderingToSortModel(list.ordering, fieldToParam),
      onSortModelChange,
    },
  };
}
