import type { User } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postAccessToken, sessionKeys, useSession } from '../../../lib/session';

export interface PasswordChange {
  old_password: string;
  password: string;
  password_repeat: string;
}

/** PATCH users/{uid}/ with the old and new password (a wrong old password is a 400 on old_password). */
export const changePassword = (userId: string, body: PasswordChange) =>
  api.patch<User>(`users/${encodeURIComponent(userId)}/`, body);

/**
 * Changes the password, then signs in again with it: the change revokes every earlier token.
 * Finally the forced-change flag is cleared so that the route guard lets the user go on.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const { user, replaceToken, clearForcedPasswordChange } = useSession();
  return useMutation({
    mutationFn: async (body: PasswordChange) => {
      if (!user) throw new Error('No signed-in user');
      const saved = await changePassword(user.resource_id, body);
      const token = await postAccessToken({ email: user.email, password: body.password });
      replaceToken(token);
      queryClient.setQueryData(sessionKeys.user(user.resource_id), saved);
      clearForcedPasswordChange();
      return saved;
    },
  });
}
