import type {
  Building,
  EmployeeListItem,
  HistoryEntry,
  Job,
  Meter,
  Paginated,
  Reading,
} from '@portal/contracts';
import { COMPANY_ID } from './session-fixtures';

/**
 * Buildings, meters, readings and employees as the API answers them, for the tests of every feature. The
 * signed-in test user's company (session-fixtures) owns them. Pass overrides for what a test looks at.
 */
const API = 'http://localhost/api/v2';

/** A UUIDv7-shaped test id: `n` in the last group, `group` (e.g. '9000') in the fourth. */
export const testId = (n: number | string, group = '8000') =>
  `0190a1b2-0000-7000-${group}-${String(n).padStart(12, '0')}`;

/** An object url, e.g. objectUrl('meters', id). */
export const objectUrl = (collection: string, id: string) => `${API}/${collection}/${id}/`;

export const OWN_COMPANY = objectUrl('companies', COMPANY_ID);
export const OTHER_COMPANY = objectUrl('companies', testId('c2'));
export const CONSUMER = objectUrl('companies', testId('c3'));

/** Owned by the test user's company, created and last changed at the start of 2026. */
const OWNED = {
  owner_company: OWN_COMPANY,
  owner_company_name: 'Demo Supplier',
  owner: null,
  created: '2026-01-01T10:00:00Z',
  modified: '2026-02-01T10:00:00Z',
};

export const BUILDING_ID = testId('b001');
export const BUILDING_URL = objectUrl('buildings', BUILDING_ID);
export const METER_ID = testId('a001');
export const NEW_METER_ID = testId('a002');

/** A building as GET buildings/{id}/ answers it: Hauptstraße 5, 10115 Berlin. */
export function buildingFixture(overrides: Partial<Building> = {}): Building {
  const id = overrides.resource_id ?? BUILDING_ID;
  return {
    url: objectUrl('buildings', id),
    resource_id: id,
    label: null,
    custom_data: {},
    note: null,
    lat: null,
    lon: null,
    country: null,
    state: null,
    zip_code: '10115',
    city: 'Berlin',
    street: 'Hauptstraße',
    street_number: '5',
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
    meters_count: 1,
    meters_needing_check: 0,
    ...OWNED,
    modified: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** Building number `n` of a list: House n, Hauptstraße n, 1000n Berlin, Germany, two meters. */
export function numberedBuilding(n: number, overrides: Partial<Building> = {}): Building {
  return buildingFixture({
    resource_id: testId(n),
    label: `House ${n}`,
    country: 'Germany',
    zip_code: `1000${n}`,
    street_number: String(n),
    meters_count: 2,
    ...overrides,
  });
}

/** A meter as GET meters/{id}/ answers it: E-1001 (Cellar), electricity, in `buildingFixture()`. */
export function meterFixture(overrides: Partial<Meter> = {}): Meter {
  const id = overrides.resource_id ?? METER_ID;
  const building = buildingFixture();
  return {
    url: objectUrl('meters', id),
    resource_id: id,
    building: {
      url: building.url,
      resource_id: building.resource_id,
      street: building.street,
      street_number: building.street_number,
      zip_code: building.zip_code,
      city: building.city,
      business_entity: null,
      commercial_consumer: null,
      commercial_consumer_name: null,
    },
    label: 'Cellar',
    meter_id: 'E-1001',
    barcode_id: 'E-1001',
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
    ...OWNED,
    ...overrides,
  };
}

/** Meter number `n` of a list: M-n, "Meter label n". */
export function numberedMeter(n: number, overrides: Partial<Meter> = {}): Meter {
  return meterFixture({
    resource_id: testId(n, '9000'),
    meter_id: `M-${n}`,
    label: `Meter label ${n}`,
    ...overrides,
  });
}

/** A reading of `meterFixture()`: 1234.5 kWh on 1 March 2026, 100 kWh in 30 days. */
export function readingFixture(overrides: Partial<Reading> = {}): Reading {
  return {
    url: objectUrl('readings', 'r1'),
    resource_id: testId('e001'),
    meter: objectUrl('meters', METER_ID),
    meter_id: 'E-1001',
    physical_medium: 'electricity',
    physical_unit: 'kWh',
    building: BUILDING_URL,
    building_address: { street: 'Hauptstraße', street_number: '5', zip_code: '10115', city: 'Berlin' },
    reading_date: '2026-03-01T10:00:00Z',
    type: 'manual',
    note: null,
    results: [
      {
        obis: '1-1:1.8.0',
        value: 1234.5,
        applied_method: 'manual',
        consumption: 100,
        consumptionAverage: 3.33,
        plausibility: 'ok',
        plausibility_reasons: [],
      },
    ],
    image_metas: [],
    applying_person: 'reader@demo.example',
    applying_person_name: 'Rita Reader',
    diffDays: 30,
    consumption: { '1-1:1.8.0': 100 },
    consumptionAverage: { '1-1:1.8.0': 3.33 },
    plausibility: 'ok',
    origin: 'portal',
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-01T10:00:00Z',
    owner: null,
    ...overrides,
  };
}

/** An active employee of the own company (a scheduler becomes a property manager, others delegates). */
export function employeeFixture(email: string, name: string, scheduler = false): EmployeeListItem {
  return {
    url: objectUrl('employees', email),
    resource_id: testId('e000'),
    email,
    is_active: true,
    has_password: true,
    employee: { name, is_scheduler: scheduler, is_external: false, uses_sso: false },
    company: OWN_COMPANY,
    company_name: 'Demo Supplier',
  };
}

/** Two delegates and a property manager. */
export const EMPLOYEES = [
  employeeFixture('reader@demo.example', 'Lukas Weber'),
  employeeFixture('anna@demo.example', 'Anna Schulz'),
  employeeFixture('manager@demo.example', 'Petra Lange', true),
];

/** One recorded change as GET <collection>/{id}/history/ answers it: a user set the meter inactive. */
export function historyEntryFixture(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: '101',
    at: '2026-03-02T12:30:00Z',
    transaction_id: '5001',
    action: 'update',
    object_type: 'meters',
    object_id: METER_ID,
    actor: {
      kind: 'user',
      name: 'consumer@demo.example',
      company: COMPANY_ID,
      company_name: 'Hausverwaltung Demo',
    },
    changes: [{ field: 'status', before: 'active', after: 'inactive' }],
    labels: {},
    ...overrides,
  };
}

/** One page of a list answer. */
export const page = <T>(results: T[], count = results.length): Paginated<T> => ({
  count,
  next: null,
  previous: null,
  results,
});

/** An import or export job as `jobs/{id}/` answers it: by default a finished one-row import of meters.csv. */
export function jobFixture(overrides: Partial<Job> = {}): Job {
  const resourceId = overrides.resource_id ?? testId('a001');
  return {
    url: objectUrl('jobs', resourceId),
    resource_id: resourceId,
    kind: 'import',
    mode: 'BASE',
    dry_run: false,
    file_name: 'meters.csv',
    state: 'succeeded',
    rows_done: 1,
    rows_total: 1,
    messages: [],
    result: null,
    created_by: null,
    created: '2026-03-01T10:00:00.000Z',
    finished: null,
    ...overrides,
  };
}

/** A reading a month after `readingFixture()` whose value dropped below it: judged implausible. */
export function droppedReadingFixture(overrides: Partial<Reading> = {}): Reading {
  const base = readingFixture();
  return readingFixture({
    reading_date: '2026-04-01T10:00:00Z',
    results: [
      {
        ...base.results[0]!,
        value: 1000,
        plausibility: 'implausible',
        plausibility_reasons: ['negative_consumption'],
      },
    ],
    plausibility: 'implausible',
    ...overrides,
  });
}
