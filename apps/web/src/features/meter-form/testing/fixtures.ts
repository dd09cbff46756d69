import type { Building, Meter } from '@portal/contracts';

export const METER_ID = '0190a1b2-0000-7000-8000-00000000a001';
export const NEW_METER_ID = '0190a1b2-0000-7000-8000-00000000a002';
export const BUILDING_ID = '0190a1b2-0000-7000-8000-00000000b001';
const COMPANY_ID = '0190a1b2-0000-7000-8000-0000000000c1';
const origin = 'http://localhost/api/v2';
export const BUILDING_URL = `${origin}/buildings/${BUILDING_ID}/`;

/** A meter as GET meters/{id}/ answers it. */
export function meterFixture(overrides: Partial<Meter> = {}): Meter {
  const id = overrides.resource_id ?? METER_ID;
  return {
    url: `${origin}/meters/${id}/`,
    resource_id: id,
    building: {
      url: BUILDING_URL,
      resource_id: BUILDING_ID,
      street: 'Hauptstraße',
      street_number: '5',
      zip_code: '10115',
      city: 'Berlin',
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
    owner_company: `${origin}/companies/${COMPANY_ID}/`,
    owner_company_name: 'Demo Supplier',
    created: '2026-01-01T10:00:00Z',
    modified: '2026-02-01T10:00:00Z',
    owner: null,
    ...overrides,
  };
}

/** The building of a new meter, as GET buildings/{id}/ answers it. */
export function buildingFixture(): Building {
  return {
    url: BUILDING_URL,
    resource_id: BUILDING_ID,
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
    owner_company: `${origin}/companies/${COMPANY_ID}/`,
    owner_company_name: 'Demo Supplier',
    created: '2026-01-01T10:00:00Z',
    modified: '2026-01-01T10:00:00Z',
    owner: null,
  };
}
