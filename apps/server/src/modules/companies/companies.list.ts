import {
  type Actor,
  COMPANY_TYPES,
  CONTRACT_STATUSES,
  CONTRACTOR_CANDIDATES_FILTER,
  CONTRACTOR_LINK_DIRECTIONS,
  CONTRACTOR_LINK_STATUSES,
  EXISTING_VAT_FILTER,
} from '@portal/contracts';
import { type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { contractorsOf } from '../../auth/scope';
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
      return sql<SqlBool>`c.id IN (${contractorsOf(actor?.companyId ?? null)})`;
    }),
    name: exact('c.name', z.string().max(100)),
    id: reference('c.id'),
    [EXISTING_VAT_FILTER]: custom(z.string().trim().min(1).max(50), () => sql<SqlBool>`true`),
    [CONTRACTOR_CANDIDATES_FILTER]: custom(booleanParam, () => sql<SqlBool>`true`),
  },
});

/**
 * The companies list over teams beyond the caller's scope (`contractor_candidates=true`, a VAT number):
 * ordered, searched and filtered by what the candidate view shows, so no answer's order or count tells
 * anything of a VAT number, contract or team ID.
 */
export const candidatesList: ListDefinition = {
  ordering: { name: 'c.name', company_type: 'c.company_type' },
  defaultOrdering: 'name',
  tieBreaker: 'c.id',
  searchColumn: sql<string>`lower(c.name)`,
  filters: {
    company_type: exact('c.company_type', z.enum(COMPANY_TYPES)),
    name: exact('c.name', z.string().max(100)),
    id: reference('c.id'),
  },
};

/** GET companies/{id}/contractor_links/: the team's links both ways, pending first, then by the other team's name. */
export const contractorLinksList: ListDefinition = {
  ordering: { status: 'k.status_rank', name: 'k.name', created: 'k.created', direction: 'k.direction' },
  defaultOrdering: 'status',
  tieBreaker: 'k.link_key',
  filters: {
    status: exact('k.status', z.enum(CONTRACTOR_LINK_STATUSES)),
    direction: exact('k.direction', z.enum(CONTRACTOR_LINK_DIRECTIONS)),
  },
};
