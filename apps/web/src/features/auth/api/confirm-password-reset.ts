import type { ResetPasswordConfirm } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST users/reset_password/confirm/: sets the new password of a valid reset link. */
export const confirmPasswordReset = (body: ResetPasswordConfirm) =>
  api.post<{ detail: string }>('users/reset_password/confirm/', body, {
    anonymous: true,
    skipAuthRedirect: true,
  });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
