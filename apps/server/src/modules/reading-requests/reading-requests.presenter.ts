import type { ReadingRequest } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import type { ReadingRequestRow } from './reading-requests.repository';

/** Reading request → API object, with its meter nested. */
export function presentReadingRequest(request: FastifyRequest, row: ReadingRequestRow): ReadingRequest {
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
    reading: row.reading_id ? objectUrl(request, 'readings', row.reading_id) : null,
    overdue: row.status === 'new' && row.planned_reading_date_end.getTime() < Date.now(),
    meter: {
      url: objectUrl(request, 'meters', row.meter_id),
      resource_id: row.meter_id,
      meter_id: row.meter_number,
      physical_medium: row.physical_medium,
      physical_unit: row.physical_unit,
      status: row.meter_status,
      obis_codes: row.obis_codes,
    },
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
    owner: row.owner_id ? objectUrl(request, 'users', row.owner_id) : null,
  };
}
