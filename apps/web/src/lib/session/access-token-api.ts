import type { AccessToken, LoginRequest } from '@portal/contracts';
import { api } from '../api-client';

/** POST access-token/: a wrong password is a 401 that must not end the current session. */
export function postAccessToken(credentials: LoginRequest) {
  return api.post<AccessToken>('access-token/', credentials, { anonymous: true, skipAuthRedirect: true });
}

/** GET access-token/: a token from the server's session cookie (single sign-on, check_privileges). */
export function getSessionAccessToken(signal?: AbortSignal) {
  return api.get<AccessToken>('access-token/', {
    anonymous: true,
    skipAuthRedirect: true,
    credentials: 'include',
    signal,
  });
}

/** DELETE access-token/: ends the server session cookie; failures do not matter on logout. */
export async function deleteServerSession() {
  try {
    await api.delete('access-token/', { skipAuthRedirect: true, credentials: 'include' });
  } catch {
    // Best effort: the local session is gone either way.
  }
}
