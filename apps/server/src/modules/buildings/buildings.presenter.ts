import type { Building, BuildingStatus } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { objectUrl } from '../../http/origin';
import type { BuildingRow } from './buildings.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Building → API object: references as urls (employees as e-mail) with their names beside. */
export function presentBuilding(request: FastifyRequest, b: BuildingRow): Building {
  return {
    url: objectUrl(request, 'buildings', b.id),
    resource_id: b.id,
    label: b.label,
    custom_data: b.custom_data,
    note: b.note,
    lat: b.lat,
    lon: b.lon,
    country: b.country,
    state: b.state,
    zip_code: b.zip_code,
    city: b.city,
    street: b.street,
    street_number: b.street_number,
    business_entity: b.business_entity,
    business_unit: b.business_unit,
    status: (b.status || 'active') as BuildingStatus,
    date_status_change: iso(b.date_status_change),
    last_status_change: iso(b.date_status_change),
    commercial_consumer: b.commercial_consumer_id
      ? objectUrl(request, 'companies', b.commercial_consumer_id)
      : null,
    commercial_consumer_name: b.commercial_consumer_name,
    preferred_delegate: b.preferred_delegate_email,
    preferred_delegate_name: b.preferred_delegate_name,
    property_manager: b.property_manager_email,
    property_manager_name: b.property_manager_name,
    meters_count: b.meters_count,
    meters_needing_check: b.meters_needing_check,
    owner_company: objectUrl(request, 'companies', b.owner_company_id),
    owner_company_name: b.owner_company_name,
    created: b.created.toISOString(),
    modified: b.modified.toISOString(),
    owner: b.owner_id ? objectUrl(request, 'users', b.owner_id) : null,
  };
}
