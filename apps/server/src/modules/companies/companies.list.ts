import {
  type Actor,
  COMPANY_TYPES,
  CONTRACT_STATUSES,
  CONTRACTOR_CANDIDATES_FILTER,
  EXISTING_VAT_FILTER,
} from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { booleanParam, custom, exact, reference } from '../../http/filters';
import type { ListDefinition } from '../../http/list';

/**
 * GET companies/: filters and orderings, default order name. `contractors=true` keeps the caller's
 * contractors; without a caller (the querystring schema) that filter has nothing to compare.
 * `get_existing_companies_with_vat` is answered by the route from every team (the duplicate-VAT check);
 * `contractor_candidates=true` lists every team a contractor may be (the contractors form); here both
 * only name the parameter.
 */
export const companiesList = (actor?: Actor): ListDefinition => ({
  ordering: {
    name: 'c.name',
    address: 'c.address',
    company_type: 'c.company_type',
    custom_reference: 'c.custom_reference',
    vat: 'c.vat',
    contract_status: 'c.contract_status',
    expiration_date: 'c.expiration_date',
    created: 'c.created',
  },
  defaultOrdering: 'name',
  tieBreaker: 'c.id',
  searchColumn: sql<string>`lower(c.name || ' ' || c.address || ' ' || coalesce(c.custom_reference, ''))`,
  filters: {
    company_type: exact('c.company_type', z.enum(COMPANY_TYPES)),
    contract_status: exact('c.contract_status', z.enum(CONTRACT_STATUSES)),
    contractors: custom(booleanParam, (only) => {
      if (!only) return sql<SqlBool>`true`;
      const own = actor?.companyId ?? null;
      return sql<SqlBool>`c.id IN (SELECT contractor_id FROM company_contractors WHERE company_id = ${own})`;
    }),
    name: exact('c.name', z.string().max(100)),
    id: reference('c.id'),
    [EXISTING_VAT_FILTER]: custom(z.string().trim().min(1).max(50), () => sql<SqlBool>`true`),
    [CONTRACTOR_CANDIDATES_FILTER]: custom(booleanParam, () => sql<SqlBool>`true`),
  },
});
