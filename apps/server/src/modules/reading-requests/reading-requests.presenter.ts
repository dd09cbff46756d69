import { isOverdue, type ReadingRequest } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import type { ReadingRequestRecord } from './reading-requests.service';

/** Expected values as stored (an import's list of {obis, low, high}), or null. */
function storedExpectedValues(stored: unknown): ReadingRequest['expected_values'] {
  return Array.isArray(stored) ? (stored as ReadingRequest['expected_values']) : null;
}

/** Reading request → API object: the meter with its building and companies nested, the answering reading. */
export function presentReadingRequest(
  request: FastifyRequest,
  { row, reading, expected }: ReadingRequestRecord,
  overdueBeforeDays: number,
): ReadingRequest {
  const url = (collection: string, id: string | null) => (id ? objectUrl(request, collection, id) : null);
  const company = (id: string | null, name: string | null) =>
    id && name ? { url: objectUrl(request, 'companies', id), name } : null;
  return {
    url: objectUrl(request, 'reading_requests', row.id),
    resource_id: row.id,
    status: row.status,
    status_note: row.status_note,
    status_note_text: row.status_note_text,
    delegate: row.delegate_email,
    delegate_name: row.delegate_name,
    planned_reading_date: row.planned_reading_date.toISOString(),
    planned_reading_date_end: row.planned_reading_date_end.toISOString(),
    reason: row.reason,
    note: row.note,
    reading:
      row.reading_id && reading
        ? {
            url: objectUrl(request, 'readings', row.reading_id),
            reading_date: reading.reading_date.toISOString(),
            results: reading.results.map((result) => ({ ...result, value: Number(result.value) })),
          }
        : null,
    expected_values: storedExpectedValues(row.expected_values) ?? expected,
    employee: url('users', row.employee_id),
    tour: row.tour,
    overdue: isOverdue(row, overdueBeforeDays),
    origin: row.origin,
    meter: {
      url: objectUrl(request, 'meters', row.meter_id),
      resource_id: row.meter_id,
      meter_id: row.meter_number,
      barcode_id: row.barcode_id,
      physical_medium: row.physical_medium,
      physical_unit: row.physical_unit,
      status: row.meter_status,
      obis_codes: row.obis_codes,
      building: {
        url: objectUrl(request, 'buildings', row.building_id),
        resource_id: row.building_id,
        business_entity: row.business_entity,
        zip_code: row.zip_code,
        city: row.city,
        street: row.street,
        street_number: row.street_number,
        property_manager: row.property_manager_email,
        property_manager_name: row.property_manager_name,
      },
      commercial_consumer: company(row.commercial_consumer_id, row.commercial_consumer_name),
      energy_supplier: company(row.energy_supplier_id, row.energy_supplier_name),
      meter_reading_service: company(row.meter_reading_service_id, row.meter_reading_service_name),
    },
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    owner: url('users', row.owner_id),
    owner_company_name: row.owner_company_name,
  };
}
