import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { portalConfigQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// The brand, the translations and the first page's code load at the same time (the router starts
// loading the matched lazy routes when it is created).
void queryClient.prefetchQuery(portalConfigQueryOptions());
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
