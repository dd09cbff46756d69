import type { QueryClient } from '@tanstack/react-query';
import { LANGUAGE_STORAGE_KEY } from '../language-detection';
import { portalConfigKeys } from '../portal-config';
import { deleteServerSession } from './access-token-api';
import { clearLocalStorage, markExplicitLogout } from './token-store';

/** Query data that belongs to nobody in particular and survives a change of user. */
const PUBLIC_QUERY_ROOTS = new Set<unknown>([portalConfigKeys.all[0]]);

/** Forgets every user's data in the query cache (on login and logout). */
export function clearUserQueries(queryClient: QueryClient) {
  queryClient.cancelQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
}

/**
 * Logout: server cookie (best effort), all local storage except the language, all user data.
 * `explicit` is false when a 401 ended the session: the login page then offers to return to where the user was.
 */
export function endSession(queryClient: QueryClient, explicit = false) {
  markExplicitLogout(explicit);
  // Started first: the request reads the bearer token synchronously, before storage is cleared.
  void deleteServerSession();
  clearLocalStorage([LANGUAGE_STORAGE_KEY]);
  clearUserQueries(queryClient);
}
