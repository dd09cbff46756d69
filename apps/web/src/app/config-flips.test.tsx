import { BASE_CONFIGURATION, type PortalConfiguration, type User } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeesTable } from '../features/administration/employees/employees-table';
import { TeamsPage } from '../features/administration/teams/teams-page';
import { LoginPage } from '../features/auth/login-page';
import { BuildingDetailPage } from '../features/buildings/detail/building-detail-page';
import { BuildingFormPage } from '../features/buildings/form/building-form-page';
import { BuildingsListPage } from '../features/buildings/list/buildings-list-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { EditMeterPage } from '../features/meter-form/meter-form-page';
import { MeterDetailPage } from '../features/meters/detail/meter-detail-page';
import { MeterReadingsTable } from '../features/meters/readings/meter-readings-table';
import { renderRequestsList } from '../features/reading-requests/testing/list-page-setup';
import { requestFixture } from '../features/reading-requests/testing/request-fixtures';
import { ReadingDetailPage } from '../features/readings/detail/reading-detail-page';
import { ReadingsListPage } from '../features/readings/list/readings-list-page';
import { formatDate, formatDateTime } from '../lib/format-date';
import { directoryAnswers, fakeApi, type Respond } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import { renderWithProviders } from '../testing/render-with-providers';
import {
  BUILDING_ID,
  buildingFixture,
  CONSUMER,
  METER_ID,
  meterFixture,
  numberedBuilding,
  page,
  readingFixture,
} from '../testing/resource-fixtures';
import { jsonResponse, portalConfigFixture, userFixture, userWith } from '../testing/session-fixtures';
import { Header } from './layout/header';

/**
 * Configuration keys flipped in the web app: each `it` names a key, renders the page that reads it with
 * the described build and with the key changed (the user's `app_customization_tables.features`, as the
 * server sends them), and shows what differs. The server side of the keys: apps/server/src/config-flips.test.ts.
 */

/** The signed-in user (default: an energy supplier's admin) under the described build changed by `flips`. */
function configured(flips: Partial<PortalConfiguration>, user: Partial<User> = {}): Partial<User> {
  return {
    ...user,
    app_customization_tables: { features: { ...BASE_CONFIGURATION, ...flips }, meter_presets: [] },
  };
}

/** Renders twice, under the described build and under it changed by `flips`: what `probe` reads from each. */
async function bothWays<T>(
  flips: Partial<PortalConfiguration>,
  render: (user: Partial<User>) => { unmount: () => void },
  probe: () => Promise<T> | T,
): Promise<[T, T]> {
  const results: T[] = [];
  for (const user of [configured({}), configured(flips)]) {
    const view = render(user);
    results.push(await probe());
    view.unmount();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  }
  return results as [T, T];
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('meter detail', () => {
  const meter = meterFixture({
    calibration_period_start: '2020-01-01T00:00:00+01:00',
    calibration_period_end: '2027-12-31T23:59:00+01:00',
    custom_reference_meter: 'REF-9',
    custom_references_counters: { '1-1:1.8.0': 'C-7' },
    reading_frequency: '0 0 1 * *',
    energy_supplier_name: 'Stadtwerke Nord',
    meter_reading_service_name: 'Ablesedienst Süd',
  });
  const show = (user: Partial<User>) => {
    fakeApi((call) =>
      call.method === 'GET' && call.path === `meters/${METER_ID}/` ? jsonResponse(200, meter) : undefined,
    );
    return renderPage(<MeterDetailPage disableVirtualization />, {
      path: '/meters/:id',
      route: `/meters/${METER_ID}`,
      user,
    });
  };
  /** The labels of the meter's fields. */
  const labels = async () => {
    await screen.findByText('Meter ID', { selector: 'dt' });
    return [...document.querySelectorAll('dt')].map((term) => term.textContent);
  };

  it.each([
    ['HAS_ENERGY_SUPPLIER_FEATURE', 'Energy supplier'],
    ['HAS_METER_READING_SERVICE_FEATURE', 'Meter reading service'],
    ['HAS_CALIBRATION_PERIOD_FEATURE', 'Calibration period'],
    ['HAS_CUSTOM_REFERENCE_METER_FEATURE', 'Custom reference meter'],
    ['HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE', 'Custom reference counters'],
    ['HAS_READING_FREQUENCY_FEATURE', 'Reading frequency'],
  ] as const)('%s off: the detail has no "%s"', async (key, label) => {
    const [base, flipped] = await bothWays({ [key]: false }, show, labels);
    expect(base).toContain(label);
    expect(flipped).not.toContain(label);
    // Only that field is gone.
    expect(flipped).toEqual(base.filter((text) => text !== label));
  });

  const menu = async () => {
    await userEvent.setup().click(await screen.findByTestId('meter-menu'));
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  };

  it('HAS_METER_CHANGE_FEATURE off: the menu has no meter change', async () => {
    const [base, flipped] = await bothWays({ HAS_METER_CHANGE_FEATURE: false }, show, menu);
    expect(base).toContain('Meter change');
    expect(flipped).toEqual(base.filter((item) => item !== 'Meter change'));
  });

  it('TEAM_FEATURES on: the meter change needs the company feature meter_replacement', async () => {
    const company = userFixture().companies[0]!;
    const withFeatures = (enabled_features: string[]) =>
      configured({ TEAM_FEATURES: true }, { companies: [{ ...company, enabled_features }] });
    const [base, flipped] = await bothWays({ TEAM_FEATURES: true }, show, menu);
    expect(base).toContain('Meter change');
    expect(flipped).not.toContain('Meter change');
    show(withFeatures(['meter_replacement']));
    expect(await menu()).toContain('Meter change');
  });

  it('EDIT_METER without the user’s company type: no edit (nor meter change, address change, delete)', async () => {
    const [base, flipped] = await bothWays({ EDIT_METER: ['commercial_consumer'] }, show, menu);
    expect(base).toEqual(['Create reading request', 'Edit', 'Meter change', 'Change address', 'Delete']);
    expect(flipped).toEqual(['Create reading request']);
  });

  it('ADD_READING_REQUEST without the user’s company type: no reading request', async () => {
    const [base, flipped] = await bothWays({ ADD_READING_REQUEST: ['commercial_consumer'] }, show, menu);
    expect(base).toContain('Create reading request');
    expect(flipped).toEqual(base.filter((item) => item !== 'Create reading request'));
  });
});

describe('meter form', () => {
  const meter = meterFixture({
    building: { ...meterFixture().building, business_entity: 'WE 12' },
  });
  /** The faked API of the latest render (the candidates test reads its calls). */
  let api: ReturnType<typeof fakeApi> | undefined;
  const edit = (user: Partial<User>) => {
    api = fakeApi((call) =>
      call.method === 'GET' && call.path === `meters/${METER_ID}/` ? jsonResponse(200, meter) : undefined,
    );
    return renderPage(
      <Routes>
        <Route path="/meters/:id/edit" element={<EditMeterPage />} />
      </Routes>,
      { route: `/meters/${METER_ID}/edit`, user },
    );
  };
  const fieldShown = (testId: string) => async () => {
    await screen.findByRole('heading', { name: 'Edit meter' });
    await screen.findByTestId('meter-label');
    return screen.queryByTestId(testId) !== null;
  };

  it.each([
    ['HAS_CALIBRATION_PERIOD_FEATURE', 'meter-calibration_start_year'],
    ['HAS_CUSTOM_REFERENCE_METER_FEATURE', 'meter-custom_reference_meter'],
  ] as const)('%s off: the form has no %s field', async (key, testId) => {
    expect(await bothWays({ [key]: false }, edit, fieldShown(testId))).toEqual([true, false]);
  });

  it('HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE off: no counter reference per OBIS code', async () => {
    const counterField = async () => {
      await screen.findByTestId('meter-label');
      return screen.queryByLabelText('Custom counter reference for 1-1:1.8.0') !== null;
    };
    expect(await bothWays({ HAS_CUSTOM_REFERENCES_COUNTERS_FEATURE: false }, edit, counterField)).toEqual([
      true,
      false,
    ]);
  });

  it('HAS_READING_FREQUENCY_FEATURE off, or READING_FREQUENCY_COMPANY_TYPES without the user’s type: no reading frequency', async () => {
    const frequency = async () => {
      await screen.findByTestId('meter-label');
      return screen.queryByRole('combobox', { name: /^Reading frequency/ }) !== null;
    };
    expect(await bothWays({ HAS_READING_FREQUENCY_FEATURE: false }, edit, frequency)).toEqual([true, false]);
    expect(
      await bothWays({ READING_FREQUENCY_COMPANY_TYPES: ['commercial_consumer'] }, edit, frequency),
    ).toEqual([true, false]);
  });

  it('HAS_BUSINESS_ENTITY_FEATURE off: main meter candidates come from the building, not its business entity', async () => {
    const candidates = async () => {
      await screen.findByTestId('meter-label');
      let query: URLSearchParams | undefined;
      await waitFor(() => {
        query = api?.find('GET', 'meters/').find((call) => call.query.get('status') === 'active')?.query;
        expect(query).toBeDefined();
      });
      return [query?.get('building__business_entity') ?? null, query?.get('building__id') ?? null];
    };
    const [base, flipped] = await bothWays({ HAS_BUSINESS_ENTITY_FEATURE: false }, edit, candidates);
    expect(base).toEqual(['WE 12', null]);
    expect(flipped).toEqual([null, meter.building.resource_id]);
  });
});

describe('buildings', () => {
  const building = numberedBuilding(7, {
    business_entity: 'WE 12',
    preferred_delegate: 'reader@demo.example',
    preferred_delegate_name: 'Lukas Weber',
  });
  const answers: Respond = ({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === `/api/v2/buildings/${building.resource_id}/`) return jsonResponse(200, building);
    if (url.pathname === '/api/v2/buildings/') return jsonResponse(200, page([building]));
    return undefined;
  };
  const detail = (user: Partial<User>) => {
    fakeApi(answers, directoryAnswers);
    return renderPage(<BuildingDetailPage disableVirtualization />, {
      path: '/buildings/:id',
      route: `/buildings/${building.resource_id}`,
      user,
    });
  };
  const form = (user: Partial<User>) => {
    fakeApi(answers, directoryAnswers);
    return renderPage(
      <Routes>
        <Route path="/buildings/:id/edit" element={<BuildingFormPage />} />
      </Routes>,
      { route: `/buildings/${building.resource_id}/edit`, user },
    );
  };
  const list = (user: Partial<User>) => {
    fakeApi(answers, directoryAnswers);
    return renderPage(<BuildingsListPage disableVirtualization />, { route: '/buildings', user });
  };
  const fact = (key: string) => async () => {
    await screen.findByRole('heading', { name: 'Hauptstraße 7, 10007 Berlin' });
    return screen.queryByTestId(`building-fact-${key}`) !== null;
  };
  const formField = (name: string) => async () => {
    await screen.findByTestId('building-form-street');
    return screen.queryByTestId(`building-form-${name}`) !== null;
  };
  const listed = async () => {
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Hauptstraße');
    return {
      headers: screen.getAllByRole('columnheader').map((header) => header.textContent),
      delegateFilter: screen.queryByTestId('buildings-filter-delegate') !== null,
      add: screen.queryByTestId('buildings-add') !== null,
    };
  };

  it('HAS_BUSINESS_ENTITY_FEATURE off: no business entity in the detail, the form or the list', async () => {
    const flips = { HAS_BUSINESS_ENTITY_FEATURE: false };
    expect(await bothWays(flips, detail, fact('business_entity'))).toEqual([true, false]);
    expect(await bothWays(flips, form, formField('business_entity'))).toEqual([true, false]);
    const [base, flipped] = await bothWays(flips, list, listed);
    expect(base.headers).toContain('Business entity');
    expect(flipped.headers).not.toContain('Business entity');
  });

  it('DISABLED_READERS on: no preferred delegate in the detail, the form, the list or its filters', async () => {
    const flips = { DISABLED_READERS: true };
    const scheduler = (user: Partial<User>) => ({ ...user, ...userWith('scheduler', 'energy_supplier') });
    const as = (render: (user: Partial<User>) => { unmount: () => void }) => (user: Partial<User>) =>
      render(scheduler(user));
    expect(await bothWays(flips, as(detail), fact('preferred_delegate'))).toEqual([true, false]);
    expect(await bothWays(flips, as(form), formField('preferred_delegate'))).toEqual([true, false]);
    const [base, flipped] = await bothWays(flips, as(list), listed);
    expect(base).toMatchObject({ delegateFilter: true });
    expect(base.headers).toContain('Preferred delegate');
    expect(flipped).toMatchObject({ delegateFilter: false });
    expect(flipped.headers).not.toContain('Preferred delegate');
  });

  it('ADD_EDIT_BUILDING without the user’s company type: no add button, no edit in the detail menu', async () => {
    const basic = (user: Partial<User>) => ({ ...user, ...userWith('basic', 'commercial_consumer') });
    const flips = { ADD_EDIT_BUILDING: ['energy_supplier' as const] };
    const [listBase, listFlipped] = await bothWays(flips, (user) => list(basic(user)), listed);
    expect([listBase.add, listFlipped.add]).toEqual([true, false]);
    /** The building menu's items (a user who may neither edit nor delete has no menu). */
    const editItem = async () => {
      await screen.findByRole('heading', { name: 'Hauptstraße 7, 10007 Berlin' });
      const menu = screen.queryByTestId('building-menu');
      if (!menu) return [];
      await userEvent.setup().click(menu);
      return screen.getAllByRole('menuitem').map((item) => item.textContent);
    };
    const [base, flipped] = await bothWays(flips, (user) => detail(basic(user)), editItem);
    expect(base).toContain('Edit');
    expect(flipped).not.toContain('Edit');
  });
});

describe('reading requests', () => {
  it('HAS_METER_READING_SERVICE_FEATURE off: the requests list has no reading service filter', async () => {
    const list = (user: Partial<User>) =>
      renderRequestsList([requestFixture()], { ...user, ...userWith('scheduler', 'energy_supplier') }).view;
    const filter = async () => {
      await screen.findByTestId('requests-filter-overdue');
      return screen.queryByTestId('requests-filter-meter_reading_service') !== null;
    };
    expect(await bothWays({ HAS_METER_READING_SERVICE_FEATURE: false }, list, filter)).toEqual([true, false]);
  });
});

describe('reading time', () => {
  const reading = readingFixture();
  const date = formatDate(reading.reading_date, 'en');
  const dateTime = formatDateTime(reading.reading_date, 'en');
  const answers: Respond = (call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === 'readings/') return jsonResponse(200, page([reading]));
    if (call.path === `readings/${reading.resource_id}/`) return jsonResponse(200, reading);
    if (call.path === `meters/${METER_ID}/`) return jsonResponse(200, meterFixture());
    if (call.path === `buildings/${BUILDING_ID}/`) return jsonResponse(200, buildingFixture());
    return undefined;
  };
  const shownIn = (container: () => Promise<HTMLElement>) => async () => {
    const element = await container();
    await waitFor(() => expect(element.textContent).toContain(date));
    return element.textContent?.includes(dateTime) ?? false;
  };

  it('SHOW_READINGTIME on: the reading detail shows the time of the reading', async () => {
    const detail = (user: Partial<User>) => {
      fakeApi(answers, directoryAnswers);
      return renderPage(<ReadingDetailPage />, {
        path: '/readings/:id',
        route: `/readings/${reading.resource_id}`,
        user,
      });
    };
    const cell = shownIn(() => screen.findByTestId('reading-date'));
    expect(await bothWays({ SHOW_READINGTIME: true }, detail, cell)).toEqual([false, true]);
  });

  it('SHOW_READINGTIME on: the readings list and the meter’s readings show the time', async () => {
    const readings = (user: Partial<User>) => {
      fakeApi(answers, directoryAnswers);
      return renderPage(<ReadingsListPage disableVirtualization />, {
        path: '/readings',
        route: '/readings',
        user,
      });
    };
    const grid = shownIn(() => screen.findByRole('grid', { name: 'Readings' }));
    expect(await bothWays({ SHOW_READINGTIME: true }, readings, grid)).toEqual([false, true]);
    const meterReadings = (user: Partial<User>) => {
      fakeApi(answers);
      return renderPage(
        <MeterReadingsTable meter={meterFixture({ obis_codes: ['1-1:1.8.0'] })} disableVirtualization />,
        { path: '/meters/:id', route: `/meters/${METER_ID}`, user },
      );
    };
    const table = shownIn(() => screen.findByRole('grid'));
    expect(await bothWays({ SHOW_READINGTIME: true }, meterReadings, table)).toEqual([false, true]);
  });
});

describe('shell and dashboard', () => {
  it('HAS_SSO_FEATURE on (portal configuration): the login page offers the single sign-on', async () => {
    const login = (sso: boolean) => {
      fakeApi((call) =>
        call.path === 'portal-config/'
          ? jsonResponse(200, {
              ...portalConfigFixture,
              features: { ...portalConfigFixture.features, HAS_SSO_FEATURE: sso },
              sso_login_url: sso ? '/accounts/sso_login' : null,
            })
          : undefined,
      );
      return renderWithProviders(<LoginPage />, { route: '/login' });
    };
    const withoutSso = login(false);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByTestId('login-sso')).toBeNull();
    withoutSso.unmount();
    vi.unstubAllGlobals();
    login(true);
    const sso = await screen.findByTestId('login-sso');
    expect(sso.getAttribute('href')).toBe(
      '/accounts/sso_login?next=%2Fportal%2Flogin%3Fcheck_privileges%3Dtrue',
    );
  });

  const header = (user: Partial<User>) => {
    fakeApi();
    return renderPage(<Header />, { route: '/', user });
  };
  const adminMenu = async () => {
    const button = await screen.findByTestId('admin-menu-button').catch(() => null);
    if (!button) return [];
    await userEvent.setup().click(button);
    return screen
      .getAllByRole('menuitem')
      .filter((item) => item.dataset.testid?.startsWith('admin-menu-'))
      .map((item) => `${item.dataset.testid?.replace('admin-menu-', '')} ${item.getAttribute('href')}`);
  };

  it('CAN_EDIT_CONTRACTORS without the user’s company type: no contractors in the administration menu', async () => {
    const [base, flipped] = await bothWays(
      { CAN_EDIT_CONTRACTORS: ['commercial_consumer'] },
      header,
      adminMenu,
    );
    expect(base).toContain('contractors /contractors');
    expect(flipped).toEqual(base.filter((item) => item !== 'contractors /contractors'));
  });

  it('IMPORT_COMPANY_TYPES without the user’s company type: import/export opens the export page', async () => {
    const [base, flipped] = await bothWays(
      { IMPORT_COMPANY_TYPES: ['commercial_consumer'] },
      header,
      adminMenu,
    );
    expect(base).toContain('import_export /import-export/import/0');
    expect(flipped).toContain('import_export /import-export/export/0');
  });

  it('EXPORT_COMPANY_TYPES without the user’s company type: a basic user has no import/export', async () => {
    const basic = (user: Partial<User>) => header({ ...user, ...userWith('basic', 'commercial_consumer') });
    const [base, flipped] = await bothWays({ EXPORT_COMPANY_TYPES: ['energy_supplier'] }, basic, adminMenu);
    expect(base).toContain('import_export /import-export/export/0');
    expect(flipped.some((item) => item.startsWith('import_export'))).toBe(false);
  });

  it('DASHBOARD_WATER_METERS on: a supplier’s dashboard has the water-meter row, linked to the buildings', async () => {
    const dashboard = (user: Partial<User>) => {
      fakeApi((call) =>
        call.method === 'GET' &&
        ['meters/', 'buildings/', 'readings/', 'reading_requests/'].includes(call.path)
          ? jsonResponse(200, { ...page([]), count: 3 })
          : undefined,
      );
      return renderPage(<DashboardPage />, {
        route: '/',
        path: '/',
        user: { ...user, ...userWith('scheduler', 'energy_supplier') },
      });
    };
    const waterRow = async () => {
      await screen.findByTestId('dashboard-task-meters');
      return (screen.queryByTestId('dashboard-task-water_meters') as HTMLAnchorElement | null)?.getAttribute(
        'href',
      );
    };
    const [base, flipped] = await bothWays({ DASHBOARD_WATER_METERS: true }, dashboard, waterRow);
    expect(base).toBeUndefined();
    expect(flipped).toBe('/buildings?status=active&has_no_meter_of_type_but_has_readings=water_cold');
  });
});

describe('administration lists', () => {
  const headers = (firstCell?: string) => async () => {
    const grid = await screen.findByRole('grid');
    if (firstCell) await within(grid).findByText(firstCell);
    else await within(grid).findByRole('columnheader', { name: /E-mail/ });
    return screen.getAllByRole('columnheader').map((header) => header.textContent);
  };

  it('VISIBLE_TEAMS_COLUMNS: the teams list shows the configured columns by default', async () => {
    const teams = (user: Partial<User>) => {
      fakeApi(directoryAnswers);
      return renderPage(<TeamsPage disableVirtualization />, { route: '/companies', user });
    };
    const [base, flipped] = await bothWays(
      { VISIBLE_TEAMS_COLUMNS: ['name', 'vat'] },
      teams,
      headers('Ablesedienst Demo'),
    );
    expect(base).toEqual(expect.arrayContaining(['Name', 'Address', 'Type', 'Team ID']));
    expect(base).not.toContain('VAT number');
    expect(flipped).toEqual(expect.arrayContaining(['Name', 'VAT number']));
    expect(flipped).not.toContain('Address');
  });

  it('VISIBLE_EMPLOYEE_COLUMNS: the employee table shows the configured columns by default', async () => {
    const employees = (user: Partial<User>) => {
      fakeApi(directoryAnswers);
      return renderPage(
        <EmployeesTable companyId={CONSUMER.slice(-37, -1)} manage={false} disableVirtualization />,
        {
          route: '/companies/x/employees',
          user,
        },
      );
    };
    const [base, flipped] = await bothWays({ VISIBLE_EMPLOYEE_COLUMNS: ['email'] }, employees, headers());
    expect(base).toEqual(expect.arrayContaining(['E-mail', 'Name', 'Status', 'Scheduler']));
    expect(flipped).toContain('E-mail');
    expect(flipped).not.toContain('Scheduler');
  });
});
