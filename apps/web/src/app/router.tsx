import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { BASENAME } from '../lib/app-link';
import { nextTask } from '../lib/next-task';
import { endSession } from '../lib/session';
import { routes } from './routes';

/**
 * The browser router. A 401 from any call ends the session; the route guard then sends the user to
 * /login, keeping the page they were on as the redirect target.
 */
export function createAppRouter(queryClient: QueryClient) {
  setUnauthorizedHandler(() => endSession(queryClient));
  return createBrowserRouter(routes.map(loadingInTasks), { basename: BASENAME });
}

/**
 * The route with each lazy part loaded in a task of its own: the router starts the matched routes' loads
 * (the layout's and the page's, each adding its chunks' preload links) at once, in one long task.
 */
export function loadingInTasks(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' && { lazy: () => nextTask().then(lazy) }),
    ...(children && { children: children.map(loadingInTasks) }),
  } as RouteObject;
}
