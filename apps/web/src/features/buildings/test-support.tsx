import type { Building, EmployeeListItem, Meter, User } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { SnackbarProvider } from '../../components/snackbar';
import { sessionKeys } from '../../lib/session';
import { createTestQueryClient, renderWithProviders } from '../../testing/render-with-providers';
import { jsonResponse, storeTestSession, USER_ID, userFixture } from '../../testing/session-fixtures';

/** Test data and a fetch stand-in for the buildings pages (tests only). */
export const OWN_COMPANY = 'http://localhost/api/v2/companies/0190a1b2-0000-7000-8000-0000000000c1/';
export const OTHER_COMPANY = 'http://localhost/api/v2/companies/0190a1b2-0000-7000-8000-0000000000c2/';
export const CONSUMER = 'http://localhost/api/v2/companies/0190a1b2-0000-7000-8000-0000000000c3/';

export function buildingFixture(n: number, overrides: Partial<Building> = {}): Building {
  const id = `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
  return {
    url: `http://localhost/api/v2/buildings/${id}/`,
    resource_id: id,
    label: `House ${n}`,
    custom_data: {},
    note: null,
    lat: null,
    lon: null,
    country: 'Germany',
    state: null,
    zip_code: `1000${n}`,
    city: 'Berlin',
    street: 'Hauptstraße',
    street_number: String(n),
    business_entity: null,
    business_unit: null,
    status: 'active',
    date_status_change: null,
    last_status_change: null,
    commercial_consumer: null,
    commercial_consumer_name: null,
    preferred_delegate: null,
    preferred_delegate_name: null,
    property_manager: null,
    property_manager_name: null,
    meters_count: 2,
    meters_needing_check: 0,
    owner_company: OWN_COMPANY,
    owner_company_name: 'Demo Supplier',
    created: '2026-01-01T00:00:00Z',
    modified: '2026-01-01T00:00:00Z',
    owner: null,
    ...overrides,
  };
}

export function meterFixture(n: number, overrides: Partial<Meter> = {}): Meter {
  const building = buildingFixture(1);
  return {
    url: `http://localhost/api/v2/meters/0190a1b2-0000-7000-9000-${String(n).padStart(12, '0')}/`,
    resource_id: `0190a1b2-0000-7000-9000-${String(n).padStart(12, '0')}`,
    building: { ...building, business_entity: null },
    label: `Meter label ${n}`,
    meter_id: `M-${n}`,
    barcode_id: null,
    metering_code: null,
    malo_code: null,
    obis_codes: ['1-1:1.8.0'],
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    note: null,
    factor: 1,
    integer_digits: -999,
    fraction_digits: -999,
    appearance: 'auto',
    reading_frequency: null,
    custom_reference_meter: null,
    custom_references_counters: {},
    energy_supplier: null,
    energy_supplier_name: null,
    meter_reading_service: null,
    meter_reading_service_name: null,
    needs_check: false,
    calibration_period_start: null,
    calibration_period_end: null,
    predecessor_meter_id: null,
    predecessor: null,
    successor: null,
    main_meter: null,
    main_meter_link: null,
    sub_meters_count: 0,
    status: 'active',
    date_status_change: null,
    owner_company: OWN_COMPANY,
    owner_company_name: 'Demo Supplier',
    created: '2026-01-01T00:00:00Z',
    modified: '2026-01-01T00:00:00Z',
    owner: null,
    ...overrides,
  };
}

const employee = (email: string, name: string, scheduler: boolean): EmployeeListItem => ({
  url: `http://localhost/api/v2/employees/${email}/`,
  resource_id: '0190a1b2-0000-7000-8000-00000000e000',
  email,
  is_active: true,
  employee: { name, is_scheduler: scheduler, is_external: false },
  company: OWN_COMPANY,
  company_name: 'Demo Supplier',
});
export const EMPLOYEES = [
  employee('reader@demo.example', 'Lukas Weber', false),
  employee('anna@demo.example', 'Anna Schulz', false),
  employee('manager@demo.example', 'Petra Lange', true),
];

export const page = <T,>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}
/** Answers a call, or undefined to fall back to the default answers. */
export type Responder = (call: Call) => Response | undefined;

function defaultAnswer({ method, url }: Call): Response {
  const path = url.pathname;
  if (method === 'OPTIONS' && path === '/api/v2/buildings/')
    return jsonResponse(200, {
      name: 'Building',
      actions: {
        POST: {
          status: {
            choices: [
              { value: 'active', display_name: 'Active' },
              { value: 'inactive', display_name: 'Inactive' },
            ],
          },
        },
      },
    });
  if (path === '/api/v2/employees/') return jsonResponse(200, page(EMPLOYEES));
  if (path === '/api/v2/companies/') {
    const type = url.searchParams.get('company_type');
    const name = type === 'commercial_consumer' ? 'Hausverwaltung Demo' : 'Ablesedienst Demo';
    return jsonResponse(
      200,
      page([{ url: CONSUMER, resource_id: CONSUMER.slice(-37, -1), name, company_type: type }]),
    );
  }
  if (path === '/api/v2/meters/') return jsonResponse(200, page([]));
  return jsonResponse(404, { detail: 'Not found.' });
}

/** Replaces fetch; every call is recorded with its parsed JSON body. */
export function mockFetch(respond: Responder = () => undefined) {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    return respond(call) ?? defaultAnswer(call);
  });
  const find = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.url.pathname === path);
  return { spy, calls, find };
}

export interface RenderOptions {
  route: string;
  user?: Partial<User>;
  queryClient?: QueryClient;
}

/** Renders with router, query client, snackbar and a signed-in user (default: a supplier's admin). */
export function renderSignedIn(
  ui: ReactNode,
  { route, user, queryClient = createTestQueryClient() }: RenderOptions,
) {
  storeTestSession();
  queryClient.setQueryData(sessionKeys.user(USER_ID), userFixture(user));
  return renderWithProviders(<SnackbarProvider>{ui}</SnackbarProvider>, { route, queryClient });
}

/** Waits generously: lists wait 1 s (debounce) before they ask the server. */
export const SLOW = { timeout: 4000 };

/** Shows the router's current path and search, so tests can see where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
