import type { GridValidRowModel } from '@mui/x-data-grid';
import { Suspense } from 'react';
import { isWiderThanPhone, lazyPart } from '../../lib/lazy-part';
import type { DataTableProps } from './DataTable';
import { DataTablePlaceholder } from './DataTablePlaceholder';

const dataTable = lazyPart(() => import('./DataTable').then((module) => module.DataTable));

/** Starts loading the grid's code now on screens wider than a phone, where the table is shown at once. */
export function preloadDataTableUnlessPhone() {
  if (isWiderThanPhone()) void dataTable.preload();
}

function LoadedDataTable<T extends GridValidRowModel>(props: DataTableProps<T>) {
  const DataTable = dataTable.useLoaded();
  return <DataTable {...props} />;
}

/**
 * DataTable with the grid's code (MUI X DataGrid, the largest chunk of a list page) loaded when it first
 * renders, for pages that show cards instead of a table on phones: a phone never loads the grid.
 */
export function LazyDataTable<T extends GridValidRowModel>(props: DataTableProps<T>) {
  return (
    <Suspense fallback={<DataTablePlaceholder />}>
      <LoadedDataTable {...props} />
    </Suspense>
  );
}
