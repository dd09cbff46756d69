import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

const NONE: readonly string[] = [];

/** Where the user's column choice is kept: `useTablePreferences` (the visible fields, undefined until chosen). */
export interface ColumnChoice {
  columns: string[] | undefined;
  setColumns: (fields: string[]) => void;
}

/**
 * The grid's columns and their visibility from the user's stored column choice, or the defaults
 * (`hiddenByDefault`) until the user has chosen; changes are stored as the visible fields. Spread the
 * result into `DataTable`.
 */
export function useColumnVisibility<T extends GridValidRowModel>(
  columns: readonly GridColDef<T>[],
  choice: ColumnChoice,
  hiddenByDefault: readonly string[] = NONE,
) {
  const { columns: chosen, setColumns } = choice;
  const columnVisibilityModel = useMemo<GridColumnVisibilityModel>(() => {
    if (!chosen) return Object.fromEntries(hiddenByDefault.map((field) => [field, false]));
    return Object.fromEntries(columns.map((column) => [column.field, chosen.includes(column.field)]));
  }, [chosen, columns, hiddenByDefault]);
  const onColumnVisibilityModelChange = (next: GridColumnVisibilityModel) =>
    setColumns(columns.map((column) => column.field).filter((field) => next[field] !== false));
  return { columns, columnVisibilityModel, onColumnVisibilityModelChange };
}
