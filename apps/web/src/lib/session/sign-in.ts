import type { AccessToken, LoginRequest } from '@portal/contracts';
import { getSessionAccessToken, postAccessToken } from './access-token-api';
import { storeAccessToken } from './token-store';

/**
 * Sign-in where there is no query cache yet (the login page's own entry, src/login.tsx): the token is
 * stored, and the signed-in app, loaded next, starts from it. The app's own `useSession().login` also
 * forgets the previous user's cached data.
 */
export async function signIn(credentials: LoginRequest): Promise<AccessToken> {
  const answer = await postAccessToken(credentials);
  storeAccessToken(answer);
  return answer;
}

/** The same with the server's session cookie (after single sign-on). */
export async function signInWithServerSession(): Promise<AccessToken> {
  const answer = await getSessionAccessToken();
  storeAccessToken(answer);
  return answer;
}
