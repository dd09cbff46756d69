import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { ensureAppTranslations, initI18n, loadWithEachLanguage } from './lib/i18n';
import { loadMuiLocale } from './lib/mui-locale';
import { portalConfigKeys, portalConfigQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';
import { readStoredSession, sessionKeys, userQueryOptions } from './lib/session';

/** Resolves in a later task, so that the browser can paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
// The brand, the translations and the first page's code load at the same time (the router starts
// loading the matched lazy routes when it is created). The start is cut into tasks (these modules, the
// router, the first render): one long task would hold a phone's main thread for all of it.
void queryClient.prefetchQuery(portalConfigQueryOptions());
// The MUI theme takes MUI's own texts in the language (the login page's entry has no MUI).
loadWithEachLanguage(loadMuiLocale);
const translations = initI18n();
const stored = readStoredSession();
const router = nextTask().then(() => {
  const router = createAppRouter(queryClient);
  // Signed in: the user and the signed-in pages' texts load beside the page's code, not after it (the
  // route guard waits for both). After the router: it sets what a 401 does.
  if (stored && navigator.onLine) {
    void queryClient.prefetchQuery(userQueryOptions(stored.userId));
    void translations.then(ensureAppTranslations);
  }
  return router;
});
// Opened without a connection: the signed-in user and the brand as last kept on the device.
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
void Promise.all([router, translations, offlineStart]).then(async ([router]) => {
  await nextTask();
  // A transition: React renders the first page in slices of a few milliseconds.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
