import type { Building, Meter, Reading } from '@portal/contracts';

export const METER_ID = '0190a1b2-0000-7000-8000-00000000a001';
export const BUILDING_ID = '0190a1b2-0000-7000-8000-00000000b001';
export const OWN_COMPANY_ID = '0190a1b2-0000-7000-8000-0000000000c1';
const origin = 'http://localhost/api/v2';

/** A meter as GET meters/{id}/ answers it, owned by the test user's company. */
export function meterFixture(overrides: Partial<Meter> = {}): Meter {
  const id = overrides.resource_id ?? METER_ID;
  return {
    url: `${origin}/meters/${id}/`,
    resource_id: id,
    building: {
      url: `${origin}/buildings/${BUILDING_ID}/`,
      resource_id: BUILDING_ID,
      street: 'Hauptstraße',
      street_number: '5',
      zip_code: '10115',
      city: 'Berlin',
      business_entity: null,
      commercial_consumer: null,
      commercial_consumer_name: null,
    },
    label: null,
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
    fraction_digits: 1,
    appearance: 'auto',
    reading_frequency: '0 0 1 * *',
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
    owner_company: `${origin}/companies/${OWN_COMPANY_ID}/`,
    owner_company_name: 'Demo Supplier',
    created: '2026-01-01T10:00:00Z',
    modified: '2026-02-01T10:00:00Z',
    owner: null,
    ...overrides,
  };
}

export function page<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export function buildingFixture(id: string, street: string, overrides: Partial<Building> = {}): Building {
  return {
    ...({} as Building),
    url: `${origin}/buildings/${id}/`,
    resource_id: id,
    label: null,
    street,
    street_number: '1',
    zip_code: '20095',
    city: 'Hamburg',
    ...overrides,
  };
}

export function readingFixture(overrides: Partial<Reading> = {}): Reading {
  return {
    url: `${origin}/readings/r1/`,
    resource_id: '0190a1b2-0000-7000-8000-00000000e001',
    meter: `${origin}/meters/${METER_ID}/`,
    meter_id: 'E-1001',
    physical_unit: 'kWh',
    building: `${origin}/buildings/${BUILDING_ID}/`,
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
      },
    ],
    image_metas: [],
    applying_person: 'reader@demo.example',
    applying_person_name: 'Rita Reader',
    diffDays: 30,
    consumption: { '1-1:1.8.0': 100 },
    consumptionAverage: { '1-1:1.8.0': 3.33 },
    created: '2026-03-01T10:00:00Z',
    modified: '2026-03-01T10:00:00Z',
    owner: null,
    ...overrides,
  };
}
