import {
  type Actor,
  BUILDING_DEFAULT_ORDERING,
  BUILDING_STATUSES,
  type BuildingFilter,
  type BuildingOrdering,
  isMeterReader,
  PHYSICAL_MEDIA,
  READING_REQUEST_STATUSES,
} from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { readingRequestScope } from '../../auth/scope';
import { booleanParam, custom, exact, inList, isNull, reference, userByEmail } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/**
 * GET buildings/: the spec's filters, whitelisted orderings, default order zip_code. For a meter reader
 * the request-status filter looks only at requests in their scope (their own). Other users see every
 * request of a building they see, so the scope would add nothing but cost there.
 */
export const buildingsList = (actor?: Actor): ListDefinition<BuildingOrdering, BuildingFilter> => ({
  ordering: {
    zip_code: 'b.zip_code',
    city: 'b.city',
    street: 'b.street',
    street_number: 'b.street_number',
    label: 'b.label',
    status: 'b.status',
    business_entity: 'b.business_entity',
    date_status_change: 'b.date_status_change',
    created: 'b.created',
    modified: 'b.modified',
    commercial_consumer_name: 'cc.name',
    preferred_delegate_name: 'pd.name',
    property_manager_name: 'pm.name',
  },
  defaultOrdering: BUILDING_DEFAULT_ORDERING,
  tieBreaker: 'b.id',
  searchColumn: 'b.search_text',
  filters: {
    status: exact('b.status', z.enum(BUILDING_STATUSES)),
    city: exact('b.city', z.string().max(100)),
    zip_code: exact('b.zip_code', z.string().max(10)),
    business_entity: exact('b.business_entity', z.string().max(100)),
    preferred_delegate: userByEmail('b.preferred_delegate_id'),
    property_manager: userByEmail('b.property_manager_id'),
    // The spec's list also takes these camel-case names (links from other screens use them).
    preferredDelegate: userByEmail('b.preferred_delegate_id'),
    propertyManager: userByEmail('b.property_manager_id'),
    preferred_delegate__isnull: isNull('b.preferred_delegate_id'),
    property_manager__isnull: isNull('b.property_manager_id'),
    commercial_consumer: reference('b.commercial_consumer_id'),
    commercial_consumer__isnull: isNull('b.commercial_consumer_id'),
    // "No reading service": no meter of the building has one; "has": at least one has.
    meters_reading_service__isnull: custom(booleanParam, (none) => {
      const exists = sql<SqlBool>`EXISTS (SELECT 1 FROM meters m WHERE m.building_id = b.id AND m.meter_reading_service_id IS NOT NULL)`;
      return none ? sql<SqlBool>`NOT ${exists}` : exists;
    }),
    reading_requests_status: custom(
      z
        .string()
        .transform((value) => value.split(',').filter(Boolean))
        .pipe(z.array(z.enum(READING_REQUEST_STATUSES)).min(1).max(10)),
      (statuses) => sql<SqlBool>`EXISTS (SELECT 1 FROM reading_requests rr JOIN meters m ON m.id = rr.meter_id
        WHERE m.building_id = b.id AND rr.status IN (${sql.join(statuses)})
        ${actor && isMeterReader(actor) ? sql`AND ${readingRequestScope(actor, 'rr')}` : sql``})`,
    ),
    // No active meter of the medium left, but readings of such a meter exist.
    has_no_meter_of_type_but_has_readings: custom(
      z.enum(PHYSICAL_MEDIA),
      (
        medium,
      ) => sql<SqlBool>`NOT EXISTS (SELECT 1 FROM meters m WHERE m.building_id = b.id AND m.physical_medium = ${medium} AND m.status = 'active')
        AND EXISTS (SELECT 1 FROM readings r JOIN meters m ON m.id = r.meter_id WHERE m.building_id = b.id AND m.physical_medium = ${medium})`,
    ),
    id__in: inList('b.id', z.uuid()),
  },
});
