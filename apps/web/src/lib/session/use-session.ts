import type { AccessToken, Actor, LoginRequest, PortalConfiguration, User } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getSessionAccessToken, postAccessToken } from './access-token-api';
import { toActor } from './actor';
import { clearUserQueries, endSession } from './end-session';
import {
  clearForcedPasswordChange,
  notifySessionChanged,
  readStoredSession,
  type StoredSession,
  storeAccessToken,
  subscribeStoredSession,
} from './token-store';
import { sessionKeys, userQueryOptions } from './user-query';

export type SessionStatus = 'empty' | 'loading' | 'success' | 'error';

export interface Session {
  status: SessionStatus;
  stored: StoredSession | null;
  user: User | undefined;
  actor: Actor | null;
  configuration: PortalConfiguration | undefined;
  error: unknown;
  mustChangePassword: boolean;
  login: (credentials: LoginRequest) => Promise<AccessToken>;
  loginWithServerSession: () => Promise<AccessToken>;
  /** Replaces the token (after a password change or a password re-check) without dropping user data. */
  replaceToken: (answer: AccessToken) => void;
  clearForcedPasswordChange: () => void;
  logout: () => void;
}

export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeStoredSession, () => readStoredSession());
}

export function useSession(): Session {
  const queryClient = useQueryClient();
  const stored = useStoredSession();
  const userId = stored?.userId;
  const userQuery = useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== undefined });

  useEffect(() => {
    if (!stored) return;
    // Re-read when the token expires, so that the guard sends the user to the login page.
    const delay = Date.parse(stored.expires) - Date.now();
    if (!Number.isFinite(delay) || delay > 2 ** 31 - 1) return;
    const timer = window.setTimeout(notifySessionChanged, Math.max(delay, 0) + 50);
    return () => window.clearTimeout(timer);
  }, [stored]);

  const begin = useCallback(
    (answer: AccessToken) => {
      clearUserQueries(queryClient);
      storeAccessToken(answer);
      return answer;
    },
    [queryClient],
  );
  const login = useCallback(
    async (credentials: LoginRequest) => begin(await postAccessToken(credentials)),
    [begin],
  );
  const loginWithServerSession = useCallback(async () => begin(await getSessionAccessToken()), [begin]);
  const logout = useCallback(() => endSession(queryClient, true), [queryClient]);
  const clearForced = useCallback(() => {
    clearForcedPasswordChange();
    if (!userId) return;
    queryClient.setQueryData<User>(sessionKeys.user(userId), (user) =>
      user ? { ...user, password_change_urgency: null } : user,
    );
  }, [queryClient, userId]);

  const user = stored ? userQuery.data : undefined;
  const status: SessionStatus = !stored
    ? 'empty'
    : userQuery.data
      ? 'success'
      : userQuery.isError
        ? 'error'
        : 'loading';
  const actor = useMemo(() => toActor(user), [user]);
  return {
    status,
    stored,
    user,
    actor,
    configuration: user?.app_customization_tables.features,
    error: userQuery.error,
    mustChangePassword:
      stored !== null && (stored.urgency === 'required' || user?.password_change_urgency === 'required'),
    login,
    loginWithServerSession,
    replaceToken: storeAccessToken,
    clearForcedPasswordChange: clearForced,
    logout,
  };
}
