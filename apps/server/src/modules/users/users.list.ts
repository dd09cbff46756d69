import { ROLES } from '@portal/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import { exact, flag, reference } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/** GET users/ (the companies administration): search by e-mail or company, active, ordering; default e-mail. */
export const usersList: ListDefinition = {
  ordering: {
    email: 'u.email',
    name: 'u.name',
    company_name: 'co.name',
    is_active: 'u.is_active',
    last_login: 'u.last_login',
  },
  defaultOrdering: 'email',
  tieBreaker: 'u.id',
  searchColumn: sql<string>`lower(u.email || ' ' || co.name)`,
  filters: {
    is_active: flag('u.is_active'),
    role: exact('u.role', z.enum(ROLES)),
    company: reference('u.company_id'),
  },
};
