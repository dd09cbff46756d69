import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar';
import { BrandThemeProvider } from './brand-theme-provider';

/** Query cache, brand theme with date localisation, and snackbars, around the router. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </BrandThemeProvider>
    </QueryClientProvider>
  );
}
