import { SCHEDULER_ROLES } from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { booleanParam, custom, flag, reference } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/** GET employees/: filters and orderings (`co` is the employee's company), default order email. */
export const employeesList: ListDefinition = {
  ordering: {
    email: 'u.email',
    name: 'u.name',
    company_name: 'co.name',
    last_login: 'u.last_login',
    created: 'u.created',
  },
  defaultOrdering: 'email',
  tieBreaker: 'u.id',
  searchColumn: sql<string>`lower(u.email || ' ' || u.name)`,
  filters: {
    email: custom(z.string().max(254), (email) => sql<SqlBool>`lower(u.email) = lower(${email})`),
    is_scheduler: custom(booleanParam, (scheduler) =>
      scheduler
        ? sql<SqlBool>`u.role IN (${sql.join(SCHEDULER_ROLES)})`
        : sql<SqlBool>`u.role NOT IN (${sql.join(SCHEDULER_ROLES)})`,
    ),
    is_active: flag('u.is_active'),
    company: reference('u.company_id'),
    company_name: custom(z.string().max(100), (name) => sql<SqlBool>`co.name = ${name}`),
  },
};
