import {
  COMPANY_TYPES,
  CONTRACT_STATUSES,
  CONTRACTOR_CANDIDATES_FILTER,
  CONTRACTOR_LINK_DECISIONS,
  type ContractorLinkDecision,
  companyPatchSchema,
  companySchema,
  companyWriteSchema,
  contractorLinkSchema,
  EXISTING_VAT_FILTER,
  PRODUCT_FEATURES,
  paginatedSchema,
  TEAM_FEATURES_FIELD,
  teamReadOnlyOnEdit,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema, paginate } from '../../http/list';
import { ERROR_RESPONSES, idParams } from '../../http/options-metadata';
import { registerResourceRoutes } from '../../http/resource-routes';
import { candidatesList, companiesList, contractorLinksList } from './companies.list';
import { authorizeTeam, mayTeam } from './companies.policy';
import {
  type CandidateRow,
  type CompanyRow,
  presentCandidate,
  presentCompany,
  presentContractorLink,
  presentTeam,
  type TeamRow,
} from './companies.presenter';
import { CompaniesService } from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  const service = new CompaniesService(app.ctx);
  const { data } = app.ctx;
  const config = app.ctx.config.portal;

  registerResourceRoutes<
    TeamRow | CompanyRow | CandidateRow,
    typeof companyWriteSchema,
    typeof companyPatchSchema
  >(app, {
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
        if (typeof vat === 'string') authorizeTeam(actor, config, 'checkVat');
        if (candidates) authorizeTeam(actor, config, 'listCandidates');
        if (typeof vat === 'string')
          return paginate(request, data.companies.withVat(vat), candidatesList, query);
        if (candidates) return paginate(request, data.companies.candidates(), candidatesList, query);
        return paginate(request, data.companies.scoped(actor), companiesList(actor), query);
      },
    },
    service,
    present: (request, row) =>
      'candidate' in row
        ? presentCandidate(request, row)
        : 'contractors' in row
          ? presentTeam(request, row)
          : presentCompany(request, row),
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
    readOnlyOnEdit: () => teamReadOnlyOnEdit(config),
    summaries: {
      list: 'Teams the user sees (own, accepted contractors, created; all for the administration); `contractor_candidates=true` or a VAT number: every such team by url, name, company_type and city only',
      create: 'New team, in the creation hierarchy (409 for a name and address that exist)',
      replace: 'Save the team form (the type cannot change)',
      patch:
        'Change name, address, VAT, team ID, contract status, contractors; features and expiration: the administration. `contractors` is the list of links the team asks for: a new one is pending (it grants nothing) until the contractor accepts it at `companies/{contractor}/contractor_links/{team}/accept/`, unless the administration sets it, the contractor is the caller’s company or a team it created',
      options: 'DRF metadata with company_type, contract_status and feature choices',
      objectOptions: 'DRF metadata; PUT only when the user may edit this team',
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const linkTags = ['companies'];

  r.get('/api/v2/companies/:id/contractor_links/', {
    schema: {
      tags: linkTags,
      summary:
        'The team’s contractor links both ways (outgoing: asked by it, incoming: asked of it), pending first; the other team by url, name, company_type and city only. For the team’s schedulers, who edit its contractors, and the administration',
      params: idParams,
      querystring: listQuerySchema(contractorLinksList),
      response: { 200: paginatedSchema(contractorLinkSchema), ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const { actor } = request.auth;
      const team = await service.get(actor, request.params.id);
      authorizeTeam(actor, config, 'viewLinks', team);
      const mayDecide = mayTeam(actor, config, 'decideLinks', team);
      const found = await paginate(
        request,
        data.companies.links(team.id),
        contractorLinksList,
        request.query,
      );
      return {
        ...found,
        results: found.results.map((link) => presentContractorLink(request, link, mayDecide)),
      };
    },
  });

  for (const decision of Object.keys(CONTRACTOR_LINK_DECISIONS) as ContractorLinkDecision[]) {
    r.post(`/api/v2/companies/:id/contractor_links/:company/${decision}/`, {
      schema: {
        tags: linkTags,
        summary:
          decision === 'accept'
            ? 'The team agrees to be the contractor of `company`, which asked: the link grants from now on (its schedulers; the administration)'
            : 'The team refuses to be, or stops being, the contractor of `company`: the link grants nothing from now on, also to tokens already issued',
        params: z.object({ id: z.uuid(), company: z.uuid() }),
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
      handler: async (request, reply) => {
        await service.decideLink(request.auth, request.params.id, request.params.company, decision);
        return reply.status(204).send(null);
      },
    });
  }
}
