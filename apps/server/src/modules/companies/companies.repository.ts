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
 * All SQL of teams (companies) and their contractors. Reads take the caller's scope (`teamScope`: own, contractors, created),
 * except `withVat`, `candidates` and `contractorCandidates`, which say why; contractor writes follow the service's check.
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
   * Every team with this VAT number, by name and type only (the duplicate-VAT warning of a team creator,
   * spec §5): the one read that reaches beyond the caller's teams, and the route allows it only to those
   * who may create teams with the VAT feature on.
   */
  withVat(vat: string) {
    return this.db.selectFrom('companies as c').select(TEAM_COLUMNS).where('c.vat', '=', vat.trim());
  }

  /**
   * Every team that may be a contractor (any but the administration): what a company picks its
   * contractors from (the route allows it to those who may edit contractors).
   */
  candidates() {
    return this.db
      .selectFrom('companies as c')
      .select(TEAM_COLUMNS)
      .select(createdByCompany)
      .where('c.company_type', '<>', 'companies_administration');
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

  /** A team's contractors the caller sees. */
  contractors(actor: Actor, companyId: string) {
    return this.scoped(actor)
      .innerJoin('company_contractors as cc', 'cc.contractor_id', 'c.id')
      .where('cc.company_id', '=', companyId)
      .orderBy('c.name')
      .orderBy('c.id')
      .execute();
  }

  /**
   * The ids among `ids` of teams that may be contractors (any team but the administration): a company
   * picks its contractors among all teams, and sees them once they are its contractors.
   */
  async contractorCandidates(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('companies as c')
      .select('c.id')
      .where('c.id', 'in', ids)
      .where('c.company_type', '<>', 'companies_administration')
      .execute();
    return new Set(rows.map((row) => row.id));
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

  /** A team's contractors become exactly `contractorIds` (the service checked the caller may edit them). */
  async setContractors(companyId: string, contractorIds: string[]): Promise<void> {
    // One list at a time per team: two saves at once would each keep the other's additions (a mix).
    await this.db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    let removal = this.db.deleteFrom('company_contractors').where('company_id', '=', companyId);
    if (contractorIds.length > 0) removal = removal.where('contractor_id', 'not in', contractorIds);
    await removal.execute();
    await this.addContractors(companyId, contractorIds);
  }

  async addContractors(companyId: string, contractorIds: string[]): Promise<void> {
    if (contractorIds.length === 0) return;
    await this.db
      .insertInto('company_contractors')
      .values(contractorIds.map((contractor_id) => ({ company_id: companyId, contractor_id })))
      .onConflict((oc) => oc.columns(['company_id', 'contractor_id']).doNothing())
      .execute();
  }
}
