import type { User, WebportalSettings } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sessionKeys, useSession } from './session';

/** PATCH users/{uid}/ with the whole merged web-portal settings object. */
export const patchWebportalSettings = (userId: string, settings: WebportalSettings) =>
  api.patch<User>(`users/${encodeURIComponent(userId)}/`, { custom_data: { webportal_settings: settings } });

export type WebportalSettingsChange = (settings: WebportalSettings) => WebportalSettings;

/**
 * Changes the signed-in user's web-portal settings (table choices, dashboard dates …): applied at once
 * (optimistic) and rolled back when the server refuses them. `mutate(change)` gets the newest settings.
 */
export function useWebportalSettingsChange() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.resource_id;
  return useMutation({
    mutationFn: async (change: WebportalSettingsChange) => {
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
}

const withSettings = (user: User, settings: WebportalSettings): User => ({
  ...user,
  custom_data: { ...user.custom_data, webportal_settings: settings },
});
