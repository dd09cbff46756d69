import {
  PHYSICAL_MEDIA,
  PLAUSIBILITY_STATES,
  READING_DEFAULT_ORDERING,
  READING_TYPES,
  type ReadingFilter,
  type ReadingOrdering,
} from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import {
  after,
  before,
  booleanParam,
  buildingManagedBy,
  custom,
  exact,
  inList,
  reference,
  userByEmail,
} from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/** GET readings/: the spec's filters, newest first, search over the meter's numbers and label. */
export const readingsList: ListDefinition<ReadingOrdering, ReadingFilter> = {
  ordering: {
    reading_date: 'r.reading_date',
    created: 'r.created',
    type: 'r.type',
    meter__meter_id: 'm.meter_id',
  },
  defaultOrdering: READING_DEFAULT_ORDERING,
  tieBreaker: 'r.id',
  searchColumn: 'm.search_text',
  filters: {
    meter_resource_id: exact('r.meter_id', z.uuid()),
    meter: reference('r.meter_id'),
    meter__building__id: reference('m.building_id'),
    physical_medium: inList('m.physical_medium', z.enum(PHYSICAL_MEDIA)),
    applying_person: userByEmail('r.applying_person_id'),
    reading_date_after: after('r.reading_date'),
    reading_date_before: before('r.reading_date'),
    type: exact('r.type', z.enum(READING_TYPES)),
    plausibility: exact('r.plausibility', z.enum(PLAUSIBILITY_STATES)),
    reading_request__isnull: custom(booleanParam, (withoutRequest) => {
      const answers = sql<SqlBool>`EXISTS (SELECT 1 FROM reading_requests answered WHERE answered.reading_id = r.id)`;
      return withoutRequest ? sql<SqlBool>`NOT ${answers}` : answers;
    }),
    meter__building__property_manager__email: buildingManagedBy('m.building_id'),
  },
};
