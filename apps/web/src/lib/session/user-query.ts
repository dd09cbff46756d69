import type { User } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const userQueryKey = (userId: string) => ['session', 'user', userId] as const;

export const getUser = (userId: string, signal?: AbortSignal) =>
  api.get<User>(`users/${encodeURIComponent(userId)}/`, { signal });

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userQueryKey(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    staleTime: 5 * 60_000,
  });
