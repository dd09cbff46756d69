import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST users/reset_password/: always 200 (the server does not reveal whether the e-mail exists). */
export const requestPasswordReset = (email: string) =>
  api.post<{ detail: string }>(
    'users/reset_password/',
    { email },
    { anonymous: true, skipAuthRedirect: true },
  );

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
