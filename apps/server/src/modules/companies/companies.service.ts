import {
  type Actor,
  CONTRACTOR_LINK_DECISIONS,
  type CompanyPatch,
  type CompanyWrite,
  type ContractorLinkDecision,
  consentsToContractorLink,
  judgeTeamWrite,
  message,
  newTeamExpiration,
  referenceId,
  type StoredTeam,
  TEAM_FEATURES_FIELD,
} from '@portal/contracts';
import type { Updateable } from 'kysely';
import type { AppContext, RequestAuth } from '../../context';
import type { CompaniesTable } from '../../db/schema';
import { badRequest, conflict, notFound, onUniqueViolation } from '../../http/errors';
import { enforceVerdict } from '../../http/verdict';
import type { DataAccess } from '../data-access';
import { authorizeTeam } from './companies.policy';
import type { CompanyRow } from './companies.presenter';

const DUPLICATE = 'A team with this name and address already exists.';

/** A team as the write rules (`judgeTeamWrite`) compare it: by the API's names. */
const storedTeam = (team: CompanyRow): StoredTeam => ({
  company_type: team.company_type,
  custom_reference: team.custom_reference,
  [TEAM_FEATURES_FIELD]: team.enabled_features,
  expiration_date: team.expiration_date,
});

/** Teams: the creation hierarchy, who edits what, contractors, duplicates (spec §5, §6). */
export class CompaniesService {
  constructor(private readonly ctx: AppContext) {}

  private get config() {
    return this.ctx.config.portal;
  }

  async get(actor: Actor, id: string, data: DataAccess = this.ctx.data): Promise<CompanyRow> {
    const team = await data.companies.findByIdOrThrow(actor, id);
    return { ...team, contractors: await data.companies.contractors(actor, id) };
  }

  async create(auth: RequestAuth, body: CompanyWrite): Promise<CompanyRow> {
    const { actor } = auth;
    authorizeTeam(actor, this.config, 'create', { id: '', company_type: body.company_type });
    enforceVerdict(judgeTeamWrite({ actor, config: this.config, stored: null, change: body }));
    return this.translateConflicts(actor, body, () =>
      this.ctx.data.transaction(actor, async (data) => {
        const id = await data.companies.insert(actor, {
          name: body.name,
          company_type: body.company_type,
          address: body.address,
          vat: body.vat ?? null,
          custom_reference: body.custom_reference ?? null,
          contract_status: body.contract_status,
          expiration_date:
            body.expiration_date !== undefined
              ? body.expiration_date
              : newTeamExpiration(this.config.TEAM_EXPIRATION_DAYS),
          enabled_features: body[TEAM_FEATURES_FIELD] ?? [],
        });
        // The new team is the creator's to link (consentsToContractorLink): agreed at once.
        if (this.config.ADD_OWN_CONTRACTORS_ON_CREATION && actor.companyType !== 'companies_administration')
          await data.companies.addContractors(actor.companyId, [id], new Set([id]));
        if (body.contractors) await this.setContractors(data, actor, id, body.contractors);
        return this.get(actor, id, data);
      }),
    );
  }

  /** PUT: the whole form; the type cannot change. */
  async replace(auth: RequestAuth, id: string, body: CompanyWrite): Promise<CompanyRow> {
    const { company_type, ...fields } = body;
    const team = await this.get(auth.actor, id);
    // The type is judged before who may edit: a PUT naming another type is refused as a value (400).
    enforceVerdict(
      judgeTeamWrite({
        actor: auth.actor,
        config: this.config,
        stored: storedTeam(team),
        change: { company_type },
      }),
    );
    return this.patch(auth, id, fields);
  }

  async patch(auth: RequestAuth, id: string, body: CompanyPatch): Promise<CompanyRow> {
    const { actor } = auth;
    const team = await this.get(actor, id);
    // Features and the expiration date are the administration's alone (judgeTeamWrite), the
    // contractors also the own company's, the rest the team editors'.
    const { contractors, expiration_date, [TEAM_FEATURES_FIELD]: features, ...fields } = body;
    if (Object.values(fields).some((value) => value !== undefined))
      authorizeTeam(actor, this.config, 'edit', team);
    if (contractors !== undefined) authorizeTeam(actor, this.config, 'editContractors', team);
    enforceVerdict(judgeTeamWrite({ actor, config: this.config, stored: storedTeam(team), change: body }));

    const values: Updateable<CompaniesTable> = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.address !== undefined) values.address = body.address;
    if (body.vat !== undefined) values.vat = body.vat;
    if (body.custom_reference !== undefined) values.custom_reference = body.custom_reference;
    if (body.contract_status !== undefined) values.contract_status = body.contract_status;
    if (body.expiration_date !== undefined) values.expiration_date = body.expiration_date;
    if (body[TEAM_FEATURES_FIELD] !== undefined) values.enabled_features = body[TEAM_FEATURES_FIELD];
    return this.translateConflicts(
      actor,
      { name: body.name ?? team.name, address: body.address ?? team.address },
      () =>
        this.ctx.data.transaction(actor, async (data) => {
          await data.companies.update(actor, id, values);
          if (contractors !== undefined) await this.setContractors(data, actor, id, contractors);
          return this.get(actor, id, data);
        }),
    );
  }

  /**
   * The team's contractor links become the references: existing teams (not the administration), never the
   * team itself. A new link is pending until the contractor accepts it, unless the caller consents for it.
   */
  private async setContractors(data: DataAccess, actor: Actor, teamId: string, references: string[]) {
    const ids = [...new Set(references.map(referenceId))];
    const existing = await data.companies.contractorCandidates(ids);
    const unknown = ids.filter((id) => !existing.has(id) || id === teamId);
    if (unknown.length > 0)
      throw badRequest({ contractors: [message('teams.notContractor', { names: unknown.join(', ') })] });
    const agreed = new Set(ids.filter((id) => consentsToContractorLink(actor, { id, ...existing.get(id)! })));
    await data.companies.setContractors(teamId, ids, agreed);
  }

  /**
   * The team's answer to the link `otherId` asked of it: accepted, or declined (also ending an accepted
   * link). 403 for anyone but the team's schedulers and the administration; 404 when there is no such link.
   */
  async decideLink(auth: RequestAuth, teamId: string, otherId: string, decision: ContractorLinkDecision) {
    const { actor } = auth;
    const team = await this.ctx.data.companies.findByIdOrThrow(actor, teamId);
    authorizeTeam(actor, this.config, 'decideLinks', team);
    await this.ctx.data.transaction(actor, async (data) => {
      if (!(await data.companies.decideLink(otherId, teamId, CONTRACTOR_LINK_DECISIONS[decision])))
        throw notFound();
    });
  }

  /** A duplicate name and address answers 409, with the url of the existing team when the caller sees it. */
  private translateConflicts<T>(
    actor: Actor,
    team: { name: string; address: string },
    work: () => Promise<T>,
  ) {
    return onUniqueViolation(work, async (constraint) => {
      if (constraint !== 'companies_name_address_key') return undefined;
      const existing = await this.ctx.data.companies.findByNameAndAddress(actor, team.name, team.address);
      return conflict(DUPLICATE, existing ? { collection: 'companies', id: existing.id } : undefined);
    });
  }
}
