import {
  BARCODE_QUERY,
  METER_STATUSES,
  overdueDate,
  PENDING_READING_REQUEST_STATUSES,
  PHYSICAL_MEDIA,
  READING_REQUEST_DEFAULT_ORDERING,
  READING_REQUEST_ORIGINS,
  READING_REQUEST_STATUSES,
  type ReadingRequestFilter,
  type ReadingRequestOrdering,
  STATUS_NOTES,
} from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { contractorsOf } from '../../auth/scope';
import {
  after,
  before,
  booleanParam,
  custom,
  exact,
  inList,
  isNull,
  reference,
  userByEmail,
} from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/**
 * GET reading_requests/: the spec's filters (comma-joined lists for status and status note), orderings on
 * the visible columns, search over meter number, address and delegate. Overdue: still pending and planned
 * to end before today minus the configuration's OVERDUE_BEFORE_DAYS. `created_by_contractor` reads the
 * caller's company's contractors, hence the company id (any value builds the same query schema).
 */
export const readingRequestsList = (
  overdueBeforeDays: number,
  callerCompanyId: string,
): ListDefinition<ReadingRequestOrdering, ReadingRequestFilter> => ({
  ordering: {
    planned_reading_date: 'rr.planned_reading_date',
    planned_reading_date_end: 'rr.planned_reading_date_end',
    created: 'rr.created',
    modified: 'rr.modified',
    status: 'rr.status',
    status_note: 'rr.status_note',
    reason: 'rr.reason',
    delegate_name: 'd.name',
    meter__meter_id: 'm.meter_id',
    meter__physical_medium: 'm.physical_medium',
    meter__building__zip_code: 'b.zip_code',
    meter__building__city: 'b.city',
    meter__building__street: 'b.street',
  },
  defaultOrdering: READING_REQUEST_DEFAULT_ORDERING,
  tieBreaker: 'rr.id',
  // The request's copy of its meter's and building's text (migration 0013), then the delegate's.
  searchColumn: sql<string>`(rr.search_text || ' ' || lower(coalesce(d.name, '') || ' ' || coalesce(d.email, '')))`,
  filters: {
    status: inList('rr.status', z.enum(READING_REQUEST_STATUSES)),
    status_note: inList('rr.status_note', z.enum(STATUS_NOTES)),
    delegate: userByEmail('rr.delegate_id'),
    delegate__isnull: isNull('rr.delegate_id'),
    meter__building__property_manager__email: userByEmail('b.property_manager_id'),
    meter__status: exact('m.status', z.enum(METER_STATUSES)),
    physical_medium: inList('m.physical_medium', z.enum(PHYSICAL_MEDIA)),
    energy_supplier: reference('m.energy_supplier_id'),
    commercial_consumer: reference('b.commercial_consumer_id'),
    meter_reading_service: reference('m.meter_reading_service_id'),
    created_after: after('rr.created'),
    created_before: before('rr.created'),
    planned_reading_date_after: after('rr.planned_reading_date'),
    planned_reading_date_before: before('rr.planned_reading_date'),
    overdue: custom(booleanParam, (overdue) => {
      const condition = sql<SqlBool>`(rr.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
        AND rr.planned_reading_date_end < ${overdueDate(overdueBeforeDays)})`;
      return overdue ? condition : sql<SqlBool>`NOT ${condition}`;
    }),
    meter: reference('rr.meter_id'),
    meter__barcode_id: exact('m.barcode_id', BARCODE_QUERY),
    // The request's copy of whether its meter has a main meter (migration 0014): the pending index has it.
    meter__main_meter__isnull: custom(booleanParam, (isNull) =>
      isNull ? sql<SqlBool>`NOT rr.sub_meter` : sql<SqlBool>`rr.sub_meter`,
    ),
    created_by_contractor: custom(booleanParam, (byContractor) => {
      const contractors = sql<SqlBool>`rr.owner_company_id IN (${contractorsOf(callerCompanyId)})`;
      return byContractor ? contractors : sql<SqlBool>`NOT ${contractors}`;
    }),
    origin: inList('rr.origin', z.enum(READING_REQUEST_ORIGINS)),
  },
});
