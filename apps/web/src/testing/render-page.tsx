import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { User } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SnackbarProvider } from '../components/snackbar';
import { sessionKeys } from '../lib/session';
import { createTestQueryClient, renderWithProviders } from './render-with-providers';
import { storeTestSession, USER_ID, userFixture } from './session-fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  /** The URL the memory router starts at. */
  route: string;
  /** The route pattern of `ui` (e.g. "/meters/:id"); without it `ui` is rendered as it is (it may hold Routes). */
  path?: string;
  /** Overrides of the signed-in user (default: an energy supplier's admin). */
  user?: Partial<User>;
  queryClient?: QueryClient;
}

/**
 * Renders a page for a signed-in user: memory router at `route`, a query client holding the user,
 * snackbars, date pickers (en-gb: weeks start on Monday) and a location readout; `location()` gives the
 * router's current path and search.
 */
export function renderPage(ui: ReactNode, { route, path, user, queryClient }: RenderPageOptions) {
  const client = queryClient ?? createTestQueryClient();
  storeTestSession();
  client.setQueryData(sessionKeys.user(USER_ID), userFixture(user));
  const view = renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <SnackbarProvider>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </SnackbarProvider>
    </LocalizationProvider>,
    { route, queryClient: client },
  );
  return { ...view, queryClient: client, location: () => view.getByTestId('location').textContent };
}
