import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../resources/users';

export interface ResetTokenInfo {
  email: string;
  expires: string;
}

/** GET users/reset_password/{token}/: the e-mail of a valid link; 404 for an invalid or expired one. */
export const getResetToken = (token: string, signal?: AbortSignal) =>
  api.get<ResetTokenInfo>(`users/reset_password/${encodeURIComponent(token)}/`, {
    anonymous: true,
    skipAuthRedirect: true,
    signal,
  });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: userKeys.resetToken(token),
    queryFn: ({ signal }) => getResetToken(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useResetToken = (token: string) => useQuery(resetTokenQueryOptions(token));
