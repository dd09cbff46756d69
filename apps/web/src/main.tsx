import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { config as zodConfig } from 'zod/v4/core';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { portalConfigQueryOptions } from './lib/portal-config';
import { createQueryClient } from './lib/query-client';

// zod would probe for eval (new Function) to compile faster parsers; the CSP forbids eval, and the
// refused probe is reported as a violation.
zodConfig({ jitless: true });

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
