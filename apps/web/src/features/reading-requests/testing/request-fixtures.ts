import type { ReadingRequest } from '@portal/contracts';
import { BUILDING_ID, METER_ID, objectUrl, testId } from '../../../testing/resource-fixtures';

/** A new reading request of water meter W-77 (Hauptstraße 5, Berlin), created by the test user's company. */
export function requestFixture(overrides: Partial<ReadingRequest> = {}): ReadingRequest {
  const id = overrides.resource_id ?? testId('r001', '9000');
  return {
    url: objectUrl('reading_requests', id),
    resource_id: id,
    status: 'new',
    status_note: null,
    status_note_text: null,
    delegate: 'reader@demo.example',
    delegate_name: 'Lukas Weber',
    planned_reading_date: '2026-03-01T00:00:00Z',
    planned_reading_date_end: '2026-03-31T00:00:00Z',
    reason: 'Annual reading',
    note: null,
    reading: null,
    expected_values: null,
    employee: null,
    tour: null,
    overdue: false,
    origin: 'portal',
    meter: {
      url: objectUrl('meters', METER_ID),
      resource_id: METER_ID,
      meter_id: 'W-77',
      barcode_id: 'W-77',
      physical_medium: 'water',
      physical_unit: 'm^3',
      status: 'active',
      obis_codes: ['8-0:1.0.0'],
      building: {
        url: objectUrl('buildings', BUILDING_ID),
        resource_id: BUILDING_ID,
        business_entity: null,
        zip_code: '10115',
        city: 'Berlin',
        street: 'Hauptstraße',
        street_number: '5',
        property_manager: 'manager@demo.example',
        property_manager_name: 'Petra Lange',
      },
      commercial_consumer: null,
      energy_supplier: null,
      meter_reading_service: null,
    },
    created: '2026-02-01T10:00:00Z',
    modified: '2026-02-01T10:00:00Z',
    owner: null,
    owner_company_name: 'Demo Supplier',
    ...overrides,
  };
}
