import { LIMITS, type User, type WebportalSettings } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { sessionKeys, useSession } from './session';

export type RowsPerPage = (typeof LIMITS.pageSizeOptions)[number];

/** PATCH users/{uid}/ with the whole merged web-portal settings object. */
export const patchWebportalSettings = (userId: string, settings: WebportalSettings) =>
  api.patch<User>(`users/${encodeURIComponent(userId)}/`, { custom_data: { webportal_settings: settings } });

type Change = (settings: WebportalSettings) => WebportalSettings;

/**
 * Rows per page and visible columns of one table, kept in the user's web-portal settings.
 * Changes apply at once (optimistic) and roll back when the server refuses them.
 */
export function useTablePreferences(tableId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.resource_id;
  const settings = user?.custom_data.webportal_settings;

  const mutation = useMutation({
    mutationFn: async (change: Change) => {
      if (!userId) throw new Error('No signed-in user');
      const key = sessionKeys.user(userId);
      await queryClient.cancelQueries({ queryKey: key });
      // Merge into the newest cached settings, not the render's copy, so quick changes do not undo each other.
      const previous = queryClient.getQueryData<User>(key);
      if (!previous) throw new Error('User data not loaded');
      const next = change(previous.custom_data.webportal_settings);
      queryClient.setQueryData<User>(key, withSettings(previous, next));
      try {
        const saved = await patchWebportalSettings(userId, next);
        queryClient.setQueryData<User>(key, saved);
        return saved;
      } catch (error) {
        queryClient.setQueryData<User>(key, (current) =>
          current ? withSettings(current, previous.custom_data.webportal_settings) : current,
        );
        throw error;
      }
    },
  });
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
    rowsPerPage: (settings?.rows_per_page?.[tableId] ?? LIMITS.pageSizeDefault) as RowsPerPage,
    setRowsPerPage,
    /** Undefined until the user picked columns for this table: the table then shows its defaults. */
    columns: settings?.selected_columns?.[tableId],
    setColumns,
    isSaving: mutation.isPending,
    error: mutation.error,
  };
}

const withSettings = (user: User, settings: WebportalSettings): User => ({
  ...user,
  custom_data: { ...user.custom_data, webportal_settings: settings },
});
