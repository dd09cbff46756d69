export { postAccessToken } from './access-token-api';
export { endSession } from './end-session';
export { readStoredSession, type StoredSession, wasExplicitLogout } from './token-store';
export { type Session, type SessionStatus, useSession } from './use-session';
export { sessionKeys, userQueryOptions } from './user-query';
