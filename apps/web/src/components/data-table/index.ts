export { DataTable, type DataTableProps } from './DataTable';
export { DataTableToolbar } from './DataTableToolbar';
export { gridLocaleText } from './grid-locale';
export { type FieldToParam, orderingToSortModel, sortModelToOrdering } from './ordering';
export {
  isAbortError,
  type ListPage,
  type ListParams,
  type ServerList,
  type UseServerListOptions,
  useServerList,
} from './use-server-list';
