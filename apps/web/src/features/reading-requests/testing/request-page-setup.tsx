import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { EmployeeListItem, Meter, User } from '@portal/contracts';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { sessionKeys } from '../../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, storeTestSession, USER_ID, userFixture } from '../../../testing/session-fixtures';

export const METER_ID = '0190a1b2-0000-7000-8000-00000000a001';
export const BUILDING_ID = '0190a1b2-0000-7000-8000-00000000b001';
const origin = 'http://localhost/api/v2';

/** The fields of a meter this screen reads; the rest as the API would send them. */
export function meterFixture(overrides: Partial<Meter> = {}): Meter {
  return {
    url: `${origin}/meters/${METER_ID}/`,
    resource_id: METER_ID,
    meter_id: 'W-77',
    label: 'Kitchen',
    physical_medium: 'water',
    physical_unit: 'm^3',
    needs_check: false,
    status: 'active',
    obis_codes: ['8-0:1.0.0'],
    building: {
      url: `${origin}/buildings/${BUILDING_ID}/`,
      resource_id: BUILDING_ID,
      street: 'Ringstraße',
      street_number: '2',
      zip_code: '20095',
      city: 'Hamburg',
      business_entity: null,
      commercial_consumer: null,
      commercial_consumer_name: null,
    },
    ...overrides,
  } as Meter;
}

export const delegate: EmployeeListItem = {
  url: `${origin}/employees/0190a1b2-0000-7000-8000-0000000000d1/`,
  resource_id: '0190a1b2-0000-7000-8000-0000000000d1',
  email: 'reader@demo.example',
  is_active: true,
  employee: { name: 'Rita Reader', is_scheduler: false, is_external: false },
  company: `${origin}/companies/c/`,
  company_name: 'Demo Supplier',
};

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch: the meter, the employees, and `post` for POST reading_requests/. */
export function stubApi(post: () => Response, meter = meterFixture()) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v2\//, '');
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (method === 'POST' && path === 'reading_requests/') return post();
    if (path === `meters/${METER_ID}/`) return jsonResponse(200, meter);
    if (path === 'employees/')
      return jsonResponse(200, { count: 1, next: null, previous: null, results: [delegate] });
    return jsonResponse(404, { detail: 'Not found.' });
  });
  return calls;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `route` (pattern `path`) for a signed-in user, with date pickers and a location readout. */
export function renderRequestPage(ui: ReactNode, path: string, route: string, user: Partial<User> = {}) {
  storeTestSession();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionKeys.user(USER_ID), userFixture(user));
  const view = renderWithProviders(
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </LocalizationProvider>,
    { route, queryClient },
  );
  return { ...view, location: () => view.getByTestId('location').textContent };
}
