import type { AccessToken, PasswordChangeUrgency } from '@portal/contracts';

/** What survives a reload: the bearer token with its expiry, whose it is, and the forced-change flag. */
export interface StoredSession {
  token: string;
  expires: string;
  userId: string;
  urgency: PasswordChangeUrgency | null;
}

export const SESSION_STORAGE_KEY = 'portal.session';

const listeners = new Set<() => void>();
let explicitLogout = false;

/** True after the user chose to log out (the login page then gets no redirect query). */
export const wasExplicitLogout = () => explicitLogout;
export function markExplicitLogout(value: boolean) {
  explicitLogout = value;
}
let cachedRaw: string | null | undefined;
let cachedValue: StoredSession | null = null;

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof value.token !== 'string' ||
      typeof value.userId !== 'string' ||
      typeof value.expires !== 'string'
    ) {
      return null;
    }
    return {
      token: value.token,
      userId: value.userId,
      expires: value.expires,
      urgency: value.urgency ?? null,
    };
  } catch {
    return null;
  }
}

function safeGet(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored session, or null when there is none or its token has expired. */
export function readStoredSession(now: number = Date.now()): StoredSession | null {
  const raw = safeGet();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  if (!cachedValue) return null;
  const expires = Date.parse(cachedValue.expires);
  return Number.isFinite(expires) && expires <= now ? null : cachedValue;
}

/** Tells subscribers to read the session again (also used when a token reaches its expiry). */
export const notifySessionChanged = () => {
  for (const listener of listeners) listener();
};
const notify = notifySessionChanged;

export function storeAccessToken(answer: AccessToken) {
  const session: StoredSession = {
    token: answer.access_token,
    expires: answer.expires,
    userId: answer.user_id,
    urgency: answer.password_change_urgency ?? null,
  };
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  explicitLogout = false;
  notify();
}

export function clearForcedPasswordChange() {
  const current = readStoredSession();
  if (!current) return;
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...current, urgency: null }));
  notify();
}

/** Empties local storage except the keys listed (the chosen language survives a logout). */
export function clearLocalStorage(keep: readonly string[]) {
  const kept = keep.map((key) => [key, window.localStorage.getItem(key)] as const);
  window.localStorage.clear();
  for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  notify();
}

export function subscribeStoredSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
