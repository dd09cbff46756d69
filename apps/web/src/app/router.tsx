import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { BASENAME } from '../lib/app-link';
import { endSession } from '../lib/session';
import { appRoutes } from './routes';

/**
 * The browser router. A 401 from any call ends the session; the route guard then sends the user to
 * /login, keeping the page they were on as the redirect target.
 */
export function createAppRouter(queryClient: QueryClient) {
  setUnauthorizedHandler(() => endSession(queryClient));
  return createBrowserRouter(appRoutes(queryClient), { basename: BASENAME });
}
