import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

const NONE: readonly string[] = [];

/**
 * The grid's column visibility from the user's stored column choice (the visible fields), or the
 * defaults (`hiddenByDefault`) until the user has chosen; changes are stored as the visible fields.
 */
export function useColumnVisibility<T extends GridValidRowModel>(
  columns: readonly GridColDef<T>[],
  chosen: string[] | undefined,
  setChosen: (fields: string[]) => void,
  hiddenByDefault: readonly string[] = NONE,
) {
  const model = useMemo<GridColumnVisibilityModel>(() => {
    if (!chosen) return Object.fromEntries(hiddenByDefault.map((field) => [field, false]));
    return Object.fromEntries(columns.map((column) => [column.field, chosen.includes(column.field)]));
  }, [chosen, columns, hiddenByDefault]);
  const onChange = (next: GridColumnVisibilityModel) =>
    setChosen(columns.map((column) => column.field).filter((field) => next[field] !== false));
  return { model, onChange };
}
