import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SnackbarProvider } from '../components/snackbar';
import { AppLinkContext } from '../lib/app-link';
import { BrandThemeProvider } from './brand-theme-provider';
import { createStyleCache } from './style-cache';

/**
 * Style cache (CSP nonce), query cache, brand theme with date localisation, the router's links for the
 * components shared with the login page's own entry, and snackbars, around the router.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [styleCache] = useState(createStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <BrandThemeProvider>
          <AppLinkContext.Provider value={RouterLink}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </AppLinkContext.Provider>
        </BrandThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
