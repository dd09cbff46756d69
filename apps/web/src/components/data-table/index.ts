export { CellContent } from './CellContent';
export { DataTable, type DataTableProps } from './DataTable';
export { LazyDataTable, preloadDataTableUnlessPhone } from './LazyDataTable';
export { type FieldToParam, orderingToSortModel, sortModelToOrdering } from './ordering';
export { type ColumnChoice, useColumnVisibility } from './use-column-visibility';
export { type PageParams, type UseListPageOptions, useListPage } from './use-list-page';
export {
  type ListPage,
  type ListParams,
  type ServerList,
  serverListProps,
  type UseServerListOptions,
  useServerList,
} from './use-server-list';
