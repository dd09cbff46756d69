import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { LIMITS } from '@portal/contracts';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../lib/csp-nonce';
import { LoadError } from '../load-error';
import { DataTablePlaceholder } from './DataTablePlaceholder';
import { DataTableToolbar } from './DataTableToolbar';
import { gridLocaleText } from './grid-locale';

export interface DataTableProps<T extends GridValidRowModel> {
  rows: readonly T[];
  columns: readonly GridColDef<T>[];
  /** Total number of rows on the server (`count` of the list answer). */
  rowCount: number;
  loading?: boolean;
  /** A load error: shown above the table (a string is shown as is, anything else as a general text). */
  error?: unknown;
  onRetry?: () => void;
  /** Page is 0-based here, as the grid counts. */
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  /** Selected row ids; with `onSelectionChange` the table shows checkboxes. */
  selectedIds?: readonly GridRowId[];
  onSelectionChange?: (ids: GridRowId[]) => void;
  columnVisibilityModel?: GridColumnVisibilityModel;
  /** Called when the user shows or hides columns, so the page can store the choice per user. */
  onColumnVisibilityModelChange?: (model: GridColumnVisibilityModel) => void;
  onRowClick?: (row: T) => void;
  /** Default: the row's `resource_id`. */
  getRowId?: (row: T) => GridRowId;
  /** Accessible name of the grid. */
  label?: string;
  /** Buttons at the start of the toolbar (filter toggle, bulk actions, add). */
  toolbarActions?: ReactNode;
  /** Tests in a DOM without layout need this to render all rows and columns. */
  disableVirtualization?: boolean;
}

function defaultRowId(row: GridValidRowModel): GridRowId {
  return row.resource_id as GridRowId;
}

/**
 * A server-paged, server-sorted table over MUI X DataGrid with checkbox selection, a column
 * selection menu and grid texts in the app's language. All state is controlled by the page
 * (usually from `useListState`), so the URL stays the single source of truth.
 */
/**
 * The same object while its content is the same: the grid treats a new sortModel array as a sort
 * change and jumps back to the first page, so pages that rebuild it on every render could not page.
 */
function useStableModel<M>(model: M): M {
  const key = JSON.stringify(model);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON text stands for the model's content
  return useMemo(() => model, [key]);
}

export function DataTable<T extends GridValidRowModel>(props: DataTableProps<T>) {
  const { rows, columns, rowCount, loading = false, error, onRetry, selectedIds, onSelectionChange } = props;
  const { i18n } = useTranslation();
  const getRowId = props.getRowId ?? defaultRowId;
  const localeText = useMemo(() => gridLocaleText(i18n.language), [i18n.language]);
  const sortModel = useStableModel(props.sortModel);
  const [nonce] = useState(cspNonce);
  // The grid mounts in a render of its own, after the page's (React's deferred render, in a transition):
  // its mount (styles, measuring the page) is the largest piece of a list page's first render, and in
  // the page's render and commit it made one long task of the two.
  const showGrid = useDeferredValue(true, false);

  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
  );
  const handleSelection = (model: GridRowSelectionModel) => {
    if (!onSelectionChange) return;
    // 'exclude' ("all rows but these") is switched off above; should it come anyway, read it against this page.
    const ids =
      model.type === 'include'
        ? [...model.ids]
        : rows.map((row) => getRowId(row)).filter((id) => !model.ids.has(id));
    onSelectionChange(ids);
  };

  return (
    // A flex column parent lets the grid take the height its rows need (MUI X layout docs).
    <Stack spacing={1}>
      {error !== undefined && error !== null && <LoadError error={error} onRetry={onRetry} />}
      {!showGrid ? (
        <DataTablePlaceholder />
      ) : (
        <DataGrid<T>
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          rowCount={rowCount}
          loading={loading}
          localeText={localeText}
          aria-label={props.label}
          paginationMode="server"
          sortingMode="server"
          pageSizeOptions={LIMITS.pageSizeOptions}
          paginationModel={props.paginationModel}
          onPaginationModelChange={props.onPaginationModelChange}
          sortModel={sortModel}
          onSortModelChange={props.onSortModelChange}
          checkboxSelection={onSelectionChange !== undefined}
          // "Select all" selects the rows of this page (the only ones known); the selection survives paging.
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={handleSelection}
          columnVisibilityModel={props.columnVisibilityModel}
          onColumnVisibilityModelChange={props.onColumnVisibilityModelChange}
          onRowClick={props.onRowClick && ((params) => props.onRowClick?.(params.row))}
          // Keyboard: Enter on a focused cell opens its row, as a click does (the selection checkbox and
          // cells holding their own controls keep Enter for themselves).
          onCellKeyDown={(params, event) => {
            if (event.key !== 'Enter' || !props.onRowClick) return;
            if (params.field === '__check__' || params.colDef.type === 'actions') return;
            if (event.target !== event.currentTarget) return;
            event.preventDefault();
            props.onRowClick(params.row);
          }}
          disableColumnFilter
          showToolbar
          slots={{ toolbar: DataTableToolbar }}
          slotProps={{ toolbar: { actions: props.toolbarActions } }}
          disableVirtualization={props.disableVirtualization}
          // The grid writes its CSS variables into a <style> element: it needs the page's CSP nonce.
          nonce={nonce}
          sx={{ '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : undefined } }}
        />
      )}
    </Stack>
  );
}
