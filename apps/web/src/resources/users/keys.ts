/**
 * Query keys of users other than the signed-in one (whose data lives in lib/session, `sessionKeys`):
 * hierarchical, invalidating a key reaches every key that starts with it.
 */
export const userKeys = {
  all: ['users'] as const,
  /** The e-mail behind a password-reset link. */
  resetToken: (token: string) => [...userKeys.all, 'reset-token', token] as const,
  /** Pages of the users list (companies administration). */
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: Record<string, string | number>) => [...userKeys.lists(), params] as const,
};
