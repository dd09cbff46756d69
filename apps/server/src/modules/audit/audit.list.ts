import { AUDITED_OBJECT_TYPES } from '@portal/contracts';
import { z } from 'zod';
import { after, before, exact, reference } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/** An object's history: newest first (the order the changes were recorded in). */
export const historyList: ListDefinition<'at', never> = {
  ordering: { at: 'a.id' },
  defaultOrdering: '-at',
  tieBreaker: 'a.id',
  filters: {},
};

/** GET audit/: every change, by the acting company, the object and the date. */
export const auditList: ListDefinition<'at'> = {
  ...historyList,
  filters: {
    actor_company: reference('a.actor_company_id'),
    object_type: exact('a.object_type', z.enum(AUDITED_OBJECT_TYPES)),
    object_id: reference('a.object_id'),
    at_after: after('a.at'),
    at_before: before('a.at'),
  },
};
