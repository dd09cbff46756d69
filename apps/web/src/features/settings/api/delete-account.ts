import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { postAccessToken, useSession } from '../../../lib/session';

/** DELETE users/{uid}/: the server wants a token from a password login of the last minutes. */
export const deleteAccount = (userId: string) => api.delete(`users/${encodeURIComponent(userId)}/`);

/** Thrown when the password re-check fails, so the dialog can say so under the field. */
export class WrongPasswordError extends Error {
  override readonly name = 'WrongPasswordError';
}

/** Re-checks the password by signing in with it, keeps that fresh token, then deletes the account. */
export function useDeleteAccount() {
  const { user, replaceToken } = useSession();
  return useMutation({
    mutationFn: async (password: string) => {
      if (!user) throw new Error('No signed-in user');
      let token: Awaited<ReturnType<typeof postAccessToken>>;
      try {
        token = await postAccessToken({ email: user.email, password });
      } catch (error) {
        if (isApiError(error) && error.status === 401) throw new WrongPasswordError();
        throw error;
      }
      replaceToken(token);
      await deleteAccount(user.resource_id);
    },
  });
}
