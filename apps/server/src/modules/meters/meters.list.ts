import {
  BARCODE_QUERY,
  METER_DEFAULT_ORDERING,
  METER_STATUSES,
  type MeterFilter,
  type MeterOrdering,
  PHYSICAL_MEDIA,
} from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { buildingManagedBy, custom, exact, flag, inList, isNull, reference } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/** GET meters/: every filter of the spec's call table; default order meter_id. */
export const metersList: ListDefinition<MeterOrdering, MeterFilter> = {
  ordering: {
    meter_id: 'm.meter_id',
    label: 'm.label',
    physical_medium: 'm.physical_medium',
    status: 'm.status',
    created: 'm.created',
    modified: 'm.modified',
    needs_check: 'm.needs_check',
    building__zip_code: 'b.zip_code',
    building__city: 'b.city',
    building__street: 'b.street',
    // Output columns of the display query (scalar subqueries there).
    energy_supplier_name: 'energy_supplier_name',
    meter_reading_service_name: 'meter_reading_service_name',
  },
  defaultOrdering: METER_DEFAULT_ORDERING,
  tieBreaker: 'm.id',
  searchColumn: 'm.search_text',
  filters: {
    building__id: reference('m.building_id'),
    building: reference('m.building_id'),
    needs_check: flag('m.needs_check'),
    main_meter: reference('m.main_meter_id'),
    main_meter__isnull: isNull('m.main_meter_id'),
    meter_reading_service: reference('m.meter_reading_service_id'),
    meter_reading_service__isnull: isNull('m.meter_reading_service_id'),
    energy_supplier: reference('m.energy_supplier_id'),
    energy_supplier__isnull: isNull('m.energy_supplier_id'),
    physical_medium: exact('m.physical_medium', z.enum(PHYSICAL_MEDIA)),
    physical_medium__in: inList('m.physical_medium', z.enum(PHYSICAL_MEDIA)),
    status: exact('m.status', z.enum(METER_STATUSES)),
    predecessor_meter_id: reference('m.predecessor_meter_id'),
    // A subquery, not the joined building: the list counts and pages meters without that join.
    building__business_entity: custom(
      z.string().max(100),
      (entity) => sql<SqlBool>`m.building_id IN (SELECT id FROM buildings WHERE business_entity = ${entity})`,
    ),
    building__property_manager__email: buildingManagedBy('m.building_id'),
    meter_id: exact('m.meter_id', z.string().max(100)),
    barcode_id: exact('m.barcode_id', BARCODE_QUERY),
    id__in: inList('m.id', z.uuid()),
  },
};
