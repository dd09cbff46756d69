export { getSessionAccessToken, postAccessToken } from './access-token-api';
export { toActor } from './actor';
export { clearUserQueries, endSession } from './end-session';
export { readStoredSession, type StoredSession, wasExplicitLogout } from './token-store';
export { type Session, type SessionStatus, useSession, useStoredSession } from './use-session';
export { getUser, sessionKeys, userQueryOptions } from './user-query';
