import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Link as RouterLink, useLocation } from 'react-router';
import { AppLinkContext } from '../lib/app-link';
import { PortalContext } from '../lib/portal';
import { usePortalConfigData } from '../lib/portal-config';

export interface ProviderOptions {
  /** Initial URL of the memory router, e.g. "/buildings?page=2". */
  route?: string;
  queryClient?: QueryClient;
}

/** A query client for tests: no retries, so an error reaches the page at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

const theme = createTheme();

interface ProvidersProps {
  route: string;
  queryClient: QueryClient;
  children: ReactNode;
}

/** The router, query client, theme, portal configuration and links that components expect around them. */
export function TestProviders({ route, queryClient, children }: ProvidersProps) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <PortalContext.Provider value={usePortalConfigData}>
            <AppLinkContext.Provider value={RouterLink}>{children}</AppLinkContext.Provider>
          </PortalContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

/** A `wrapper` for render/renderHook; one query client per call unless one is given. */
export function makeWrapper({ route = '/', queryClient = createTestQueryClient() }: ProviderOptions = {}) {
  return ({ children }: { children: ReactNode }) => (
    <TestProviders route={route} queryClient={queryClient}>
      {children}
    </TestProviders>
  );
}

/** `render` wrapped in MemoryRouter, QueryClientProvider and ThemeProvider. */
export function renderWithProviders(
  ui: ReactNode,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { route, queryClient, ...renderOptions } = options;
  return render(ui, { wrapper: makeWrapper({ route, queryClient }), ...renderOptions });
}

/** `renderHook` with the same providers; `location()` returns the router's current path and search. */
export function renderHookWithProviders<Result>(hook: () => Result, options: ProviderOptions = {}) {
  let currentLocation = '';
  const utils = renderHook(
    () => {
      const location = useLocation();
      currentLocation = `${location.pathname}${location.search}`;
      return hook();
    },
    { wrapper: makeWrapper(options) },
  );
  return { ...utils, location: () => currentLocation };
}
