import { LIMITS } from '@portal/contracts';
import { useCallback } from 'react';
import { useSession } from './session';
import { useWebportalSettingsChange } from './use-webportal-settings';

export type RowsPerPage = (typeof LIMITS.pageSizeOptions)[number];

/** Rows per page of a list shown as cards on a phone, until the user picks another number. */
export const PHONE_ROWS_PER_PAGE: RowsPerPage = 20;

/**
 * Rows per page and visible columns of one table, kept in the user's web-portal settings.
 * Changes apply at once (optimistic) and roll back when the server refuses them. `defaultRows`: the rows
 * per page until the user picked some (a phone's cards: fewer, each card is much taller than a row).
 */
export function useTablePreferences(tableId: string, defaultRows: RowsPerPage = LIMITS.pageSizeDefault) {
  const { user } = useSession();
  const settings = user?.custom_data.webportal_settings;
  const mutation = useWebportalSettingsChange();
  const { mutate } = mutation;

  const setRowsPerPage = useCallback(
    (rows: RowsPerPage) =>
      mutate((current) => ({ ...current, rows_per_page: { ...current.rows_per_page, [tableId]: rows } })),
    [mutate, tableId],
  );
  const setColumns = useCallback(
    (columns: string[]) =>
      mutate((current) => ({
        ...current,
        selected_columns: { ...current.selected_columns, [tableId]: columns },
      })),
    [mutate, tableId],
  );

  return {
    rowsPerPage: (settings?.rows_per_page?.[tableId] ?? defaultRows) as RowsPerPage,
    setRowsPerPage,
    /** Undefined until the user picked columns for this table: the table then shows its defaults. */
    columns: settings?.selected_columns?.[tableId],
    setColumns,
    isSaving: mutation.isPending,
    error: mutation.error,
  };
}
