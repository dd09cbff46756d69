import type { Meter, MeterStatus, PhysicalMedium } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import { type MeterRow, visibleLinks } from './meters.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function link(request: FastifyRequest, id: string | null, meterId: string | null) {
  return id && meterId ? { url: objectUrl(request, 'meters', id), resource_id: id, meter_id: meterId } : null;
}

/**
 * Meter → API object: nested building, company urls with names, links to related meters. A related meter
 * the caller does not see is not named (null, as the repository's scoped columns found it).
 */
export function presentMeter(request: FastifyRequest, m: MeterRow): Meter {
  const company = (id: string | null) => (id ? objectUrl(request, 'companies', id) : null);
  const meter = (id: string | null) => (id ? objectUrl(request, 'meters', id) : null);
  const { mainMeterId, predecessorId } = visibleLinks(m);
  return {
    url: objectUrl(request, 'meters', m.id),
    resource_id: m.id,
    building: {
      url: objectUrl(request, 'buildings', m.building_id),
      resource_id: m.building_id,
      street: m.street,
      street_number: m.street_number,
      zip_code: m.zip_code,
      city: m.city,
      business_entity: m.business_entity,
      commercial_consumer: company(m.commercial_consumer_id),
      commercial_consumer_name: m.commercial_consumer_name,
    },
    label: m.label,
    meter_id: m.meter_id,
    barcode_id: m.barcode_id,
    metering_code: m.metering_code,
    malo_code: m.malo_code,
    obis_codes: m.obis_codes,
    physical_medium: m.physical_medium as PhysicalMedium,
    physical_unit: m.physical_unit,
    note: m.note,
    factor: Number(m.factor),
    integer_digits: m.integer_digits,
    fraction_digits: m.fraction_digits,
    appearance: m.appearance,
    reading_frequency: m.reading_frequency,
    custom_reference_meter: m.custom_reference_meter,
    custom_references_counters: m.custom_references_counters ?? {},
    energy_supplier: company(m.energy_supplier_id),
    energy_supplier_name: m.energy_supplier_name,
    meter_reading_service: company(m.meter_reading_service_id),
    meter_reading_service_name: m.meter_reading_service_name,
    needs_check: m.needs_check,
    calibration_period_start: iso(m.calibration_period_start),
    calibration_period_end: iso(m.calibration_period_end),
    predecessor_meter_id: meter(predecessorId),
    predecessor: link(request, predecessorId, m.predecessor_meter_number),
    successor: link(request, m.successor_id, m.successor_meter_number),
    main_meter: meter(mainMeterId),
    main_meter_link: link(request, mainMeterId, m.main_meter_number),
    sub_meters_count: m.sub_meters_count,
    status: m.status as MeterStatus,
    date_status_change: iso(m.date_status_change),
    owner_company: objectUrl(request, 'companies', m.owner_company_id),
    owner_company_name: m.owner_company_name,
    created: m.created.toISOString(),
    modified: m.modified.toISOString(),
    owner: m.owner_id ? objectUrl(request, 'users', m.owner_id) : null,
  };
}
