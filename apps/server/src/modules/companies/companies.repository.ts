import type { Actor } from '@portal/contracts';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { teamScope } from '../../auth/scope';
import type { CompaniesTable, Database } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

const TEAM_COLUMNS = [
  'c.id',
  'c.name',
  'c.company_type',
  'c.custom_reference',
  'c.address',
  'c.vat',
  'c.contract_status',
  'c.expiration_date',
  'c.enabled_features',
  'c.created',
  'c.modified',
] as const;
/** The company of the team's creator: who may edit it besides itself (canEditTeam). */
const createdByCompany = sql<string | null>`(SELECT company_id FROM users WHERE id = c.owner_id)`.as(
  'created_by_company',
);

/**
 * All SQL of teams (companies) and their contractor links. Reads take the caller's scope (`teamScope`: own, accepted
 * contractors, created), except `withVat`, `candidates`, `contractorCandidates` and `links`, which show other teams
 * in the candidate view and say why; link writes follow the service's check.
 */
export class CompaniesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The teams the caller sees (alias `c`): their own, its contractors, those it created; all for the administration. */
  scoped(actor: Actor) {
    return this.db
      .selectFrom('companies as c')
      .select(TEAM_COLUMNS)
      .select(createdByCompany)
      .where(teamScope(actor));
  }

  /**
   * Every team with this VAT number, in the candidate view (the duplicate-VAT warning of a team creator,
   * spec §5): a read beyond the caller's teams, allowed by the route only to those who may create teams
   * with the VAT feature on.
   */
  withVat(vat: string) {
    return this.candidateView().where('c.vat', '=', vat.trim());
  }

  /**
   * Every team that may be a contractor (any but the administration), in the candidate view: what a
   * company picks its contractors from (the route allows it to those who may edit contractors).
   */
  candidates() {
    return this.candidateView().where('c.company_type', '<>', 'companies_administration');
  }

  /** Teams beyond the caller's scope show what is needed to choose one, nothing of their contract. */
  private candidateView() {
    return this.db
      .selectFrom('companies as c')
      .select(['c.id', 'c.name', 'c.company_type', 'c.address', sql<true>`true`.as('candidate')]);
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('c.id', '=', id).executeTakeFirst();
  }

  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  findByNameAndAddress(actor: Actor, name: string, address: string) {
    return this.scoped(actor).where('c.name', '=', name).where('c.address', '=', address).executeTakeFirst();
  }

  /** A team's contractors the caller sees: those that accepted the link. */
  contractors(actor: Actor, companyId: string) {
    return this.scoped(actor)
      .innerJoin('company_contractors as cc', 'cc.contractor_id', 'c.id')
      .where('cc.company_id', '=', companyId)
      .where('cc.status', '=', 'accepted')
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
  }

  /**
   * The ids among `ids` of teams that may be contractors (any team but the administration), each with the
   * company whose user created it (who links it without asking): a company asks any team to be its
   * contractor, and sees it once the team accepted.
   */
  async contractorCandidates(ids: string[]): Promise<Map<string, { createdByCompanyId: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('companies as c')
      .select(['c.id', createdByCompany])
      .where('c.id', 'in', ids)
      .where('c.company_type', '<>', 'companies_administration')
      .execute();
    return new Map(rows.map((row) => [row.id, { createdByCompanyId: row.created_by_company }]));
  }

  /**
   * A team's contractor links both ways, with the other team in the candidate view: those it asked for
   * (`outgoing`) and those it was asked for (`incoming`). The route shows them to who sees the team's links.
   */
  links(teamId: string) {
    const side = (direction: 'outgoing' | 'incoming') => {
      const [own, other] =
        direction === 'outgoing'
          ? (['company_id', 'contractor_id'] as const)
          : (['contractor_id', 'company_id'] as const);
      return this.db
        .selectFrom('company_contractors as l')
        .innerJoin('companies as o', 'o.id', `l.${other}`)
        .where(`l.${own}`, '=', teamId)
        .select([
          sql.lit(direction).as('direction'),
          sql<string>`${direction} || ':' || o.id`.as('link_key'),
          // Pending first (waiting for an answer), then accepted, then declined; by name within each.
          sql<string>`(CASE l.status WHEN 'pending' THEN '0' WHEN 'accepted' THEN '1' ELSE '2' END) || lower(o.name)`.as(
            'status_rank',
          ),
          'o.id',
          'o.name',
          'o.company_type',
          'o.address',
          'l.status',
          'l.created',
        ]);
    };
    return this.db.selectFrom(side('outgoing').unionAll(side('incoming')).as('k')).selectAll('k');
  }

  /**
   * The contractor's decision on the link `companyId` asked of it; false when there is no such link. A
   * declined link stays (the asking company sees the answer) until that company removes it.
   */
  async decideLink(
    companyId: string,
    contractorId: string,
    status: 'accepted' | 'declined',
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('company_contractors')
      .set({ status })
      .where('company_id', '=', companyId)
      .where('contractor_id', '=', contractorId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A new team, stamped with its creator; its id. */
  async insert(actor: Actor, values: Omit<Insertable<CompaniesTable>, 'owner_id'>): Promise<string> {
    const row = await this.db
      .insertInto('companies')
      .values({ ...values, owner_id: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(actor: Actor, id: string, values: Updateable<CompaniesTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('companies as c')
      .set(values)
      .where('c.id', '=', id)
      .where(teamScope(actor))
      .execute();
  }

  /**
   * A team's contractor links become exactly `contractorIds` (the service checked the caller may edit
   * them): links kept keep their status, new ones are `accepted` when in `agreed`, otherwise `pending`.
   */
  async setContractors(
    companyId: string,
    contractorIds: string[],
    agreed: ReadonlySet<string>,
  ): Promise<void> {
    // One list at a time per team: two saves at once would each keep the other's additions (a mix).
    await this.db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    let removal = this.db.deleteFrom('company_contractors').where('company_id', '=', companyId);
    if (contractorIds.length > 0) removal = removal.where('contractor_id', 'not in', contractorIds);
    await removal.execute();
    await this.addContractors(companyId, contractorIds, agreed);
  }

  async addContractors(
    companyId: string,
    contractorIds: string[],
    agreed: ReadonlySet<string>,
  ): Promise<void> {
    if (contractorIds.length === 0) return;
    await this.db
      .insertInto('company_contractors')
      .values(
        contractorIds.map((contractor_id) => ({
          company_id: companyId,
          contractor_id,
          status: agreed.has(contractor_id) ? ('accepted' as const) : ('pending' as const),
        })),
      )
      .onConflict((oc) => oc.columns(['company_id', 'contractor_id']).doNothing())
      .execute();
  }
}
