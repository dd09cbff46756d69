import type { User } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** Query keys of the signed-in user's session data (hierarchical: `sessionKeys.all` covers them all). */
export const sessionKeys = {
  all: ['session'] as const,
  user: (userId: string) => [...sessionKeys.all, 'user', userId] as const,
};

export const getUser = (userId: string, signal?: AbortSignal) =>
  api.get<User>(`users/${encodeURIComponent(userId)}/`, { signal });

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: sessionKeys.user(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    staleTime: 5 * 60_000,
  });
