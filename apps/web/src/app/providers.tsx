import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SnackbarProvider } from '../components/snackbar';
import { BrandThemeProvider } from './brand-theme-provider';
import { createStyleCache } from './style-cache';

/** Style cache (CSP nonce), query cache, brand theme with date localisation, and snackbars, around the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const [styleCache] = useState(createStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <BrandThemeProvider>
          <SnackbarProvider>{children}</SnackbarProvider>
        </BrandThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
