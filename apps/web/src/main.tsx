import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { portalConfigKeys, portalConfigQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';
import { readStoredSession, sessionKeys } from './lib/session';

const queryClient = createQueryClient();
// The brand, the translations and the first page's code load at the same time (the router starts
// loading the matched lazy routes when it is created), each begun in a task of its own.
void queryClient.prefetchQuery(portalConfigQueryOptions());
const translations = initI18n();
const router = nextTask().then(() => createAppRouter(queryClient));
// Opened without a connection (issue 17 §3): the signed-in user and the brand as last kept on the device.
const stored = readStoredSession();
const offlineStart =
  stored && !navigator.onLine
    ? import('./resources/offline/restore-session')
        .then((m) =>
          m.restoreOfflineSession(queryClient, stored.userId, {
            user: sessionKeys.user(stored.userId),
            portalConfig: portalConfigKeys.all,
          }),
        )
        .catch(() => undefined)
    : undefined;

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void Promise.all([router, translations, offlineStart])
  .then(async ([router]) => {
    await nextTask();
    return router;
  })
  .then((router) =>
    // A transition: React renders the first page in slices of a few milliseconds, not in one long task.
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    ),
  );
