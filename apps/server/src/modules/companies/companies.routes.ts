import {
  COMPANY_TYPES,
  CONTRACT_STATUSES,
  CONTRACTOR_CANDIDATES_FILTER,
  canCreateTeams,
  canEditContractors,
  companyPatchSchema,
  companySchema,
  companyWriteSchema,
  EXISTING_VAT_FILTER,
  PRODUCT_FEATURES,
  TEAM_FEATURES_FIELD,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../http/errors';
import { listQuerySchema, paginate } from '../../http/list';
import { registerResourceRoutes } from '../../http/resource-routes';
import { companiesList } from './companies.list';
import { mayTeam } from './companies.policy';
import { type CompanyRow, presentCompany, presentTeam, type TeamRow } from './companies.presenter';
import { CompaniesService } from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  const service = new CompaniesService(app.ctx);
  const { data } = app.ctx;
  const config = app.ctx.config.portal;

  registerResourceRoutes<TeamRow | CompanyRow, typeof companyWriteSchema, typeof companyPatchSchema>(app, {
    collection: 'companies',
    tags: ['companies'],
    schemas: { object: companySchema, write: companyWriteSchema, patch: companyPatchSchema },
    list: {
      query: listQuerySchema(companiesList()),
      page: (request, query) => {
        const { actor } = request.auth;
        const vat = (query as Record<string, unknown>)[EXISTING_VAT_FILTER];
        const candidates = (query as Record<string, unknown>)[CONTRACTOR_CANDIDATES_FILTER] === true;
        // The duplicate-VAT check looks at every team, for those who create teams with the VAT feature;
        // the contractors form at every team that may be a contractor, for those who edit contractors.
        if (typeof vat === 'string' && !(config.TEAM_VAT && canCreateTeams(actor, config))) throw forbidden();
        if (candidates && !(canEditContractors(actor, config) || canCreateTeams(actor, config)))
          throw forbidden();
        const base =
          typeof vat === 'string'
            ? data.companies.withVat(vat)
            : candidates
              ? data.companies.candidates()
              : data.companies.scoped(actor);
        return paginate(request, base, companiesList(actor), query);
      },
    },
    service,
    present: (request, row) =>
      'contractors' in row ? presentTeam(request, row) : presentCompany(request, row),
    metadata: {
      name: 'Company',
      writable: companyWriteSchema,
      readable: companySchema,
      choices: {
        company_type: COMPANY_TYPES,
        contract_status: CONTRACT_STATUSES,
        [TEAM_FEATURES_FIELD]: PRODUCT_FEATURES,
      },
    },
    mayEdit: (auth, team) => mayTeam(auth.actor, config, 'edit', team),
    readOnlyOnEdit: () => ['company_type'],
    summaries: {
      list: 'Teams the user sees (own, contractors, created; all for the administration), or every team with a VAT number',
      create: 'New team, in the creation hierarchy (409 for a name and address that exist)',
      replace: 'Save the team form (the type cannot change)',
      patch:
        'Change name, address, VAT, team ID, contract status, contractors; features and expiration: the administration',
      options: 'DRF metadata with company_type, contract_status and feature choices',
      objectOptions: 'DRF metadata; PUT only when the user may edit this team',
    },
  });
}
