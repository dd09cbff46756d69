import type { User } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { objectQuery } from '../object-query';

/** Query keys of the signed-in user's session data (hierarchical: `sessionKeys.all` covers them all). */
export const sessionKeys = {
  all: ['session'] as const,
  user: (userId: string) => [...sessionKeys.all, 'user', userId] as const,
};

const user = objectQuery<User>('users', sessionKeys.user);

/** GET users/{id}/ of the signed-in user, fresh for 5 minutes. */
export const userQueryOptions = (userId: string) =>
  queryOptions({ ...user.options(userId), staleTime: 5 * 60_000 });
