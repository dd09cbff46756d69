import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { User } from '@portal/contracts';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { SnackbarProvider } from '../../../components/snackbar';
import { sessionKeys } from '../../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { storeTestSession, USER_ID, userFixture } from '../../../testing/session-fixtures';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  /** Route pattern of the page, e.g. "/meters/:id". */
  path: string;
  route: string;
  user?: Partial<User>;
}

/** Renders a page at `route` with a signed-in user, snackbars, date pickers and a location readout. */
export function renderMeterPage(ui: ReactNode, { path, route, user }: RenderPageOptions) {
  storeTestSession();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionKeys.user(USER_ID), userFixture(user));
  const utils = renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <SnackbarProvider>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </SnackbarProvider>
    </LocalizationProvider>,
    { route, queryClient },
  );
  return { ...utils, queryClient, location: () => utils.getByTestId('location').textContent };
}

/** A user of the test company with another role or company type. */
export function userWith(role: User['role'], companyType: User['companies'][number]['company_type']) {
  const base = userFixture();
  return { role, companies: [{ ...base.companies[0]!, company_type: companyType }] };
}
