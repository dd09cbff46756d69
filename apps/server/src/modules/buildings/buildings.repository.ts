import type { Actor } from '@portal/contracts';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { buildingScope } from '../../auth/scope';
import type { BuildingsTable, Database } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/** A new building's columns; the owner comes from the caller. */
export type NewBuilding = Omit<Insertable<BuildingsTable>, 'owner_company_id' | 'owner_id'>;

/** The columns of the duplicate rule (one building per address and owning company, in any case). */
export interface BuildingAddress {
  city: string;
  zip_code: string;
  street: string;
  street_number: string;
}

/** All SQL of buildings; every method, read or write, takes the caller's scope. */
export class BuildingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Buildings the caller sees, with the names the list and detail show; meter counts per row. */
  scoped(actor: Actor) {
    return this.withDisplayColumns().where(buildingScope(actor));
  }

  /** All buildings with the columns the API shows, unscoped: only for ids that were read through the scope. */
  private withDisplayColumns() {
    return this.db
      .selectFrom('buildings as b')
      .innerJoin('companies as oc', 'oc.id', 'b.owner_company_id')
      .leftJoin('companies as cc', 'cc.id', 'b.commercial_consumer_id')
      .leftJoin('users as pd', 'pd.id', 'b.preferred_delegate_id')
      .leftJoin('users as pm', 'pm.id', 'b.property_manager_id')
      .selectAll('b')
      .select([
        'oc.name as owner_company_name',
        'cc.name as commercial_consumer_name',
        'pd.email as preferred_delegate_email',
        'pd.name as preferred_delegate_name',
        'pm.email as property_manager_email',
        'pm.name as property_manager_name',
        sql<number>`(SELECT count(*)::int FROM meters m WHERE m.building_id = b.id)`.as('meters_count'),
        sql<number>`(SELECT count(*)::int FROM meters m WHERE m.building_id = b.id AND m.needs_check)`.as(
          'meters_needing_check',
        ),
      ]);
  }

  /** The list's slim rows (see `SlimRows`): the buildings alone, which every filter reads. */
  slimList(actor: Actor) {
    return {
      rows: this.db.selectFrom('buildings as b').select('b.id').where(buildingScope(actor)),
      aliases: ['b'],
      display: this.withDisplayColumns(),
    };
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('b.id', '=', id).executeTakeFirst();
  }

  /** The building, or 404 (also for a building outside the scope). */
  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  /**
   * The building at this address in this owning company (the duplicate rule holds across scopes), and
   * whether the caller sees it: a 409 may name only a building the caller sees.
   */
  findDuplicate(actor: Actor, ownerCompanyId: string, address: BuildingAddress, exceptId?: string) {
    let query = this.db
      .selectFrom('buildings as b')
      .select(['b.id', sql<boolean>`${buildingScope(actor)}`.as('visible')])
      .where('b.owner_company_id', '=', ownerCompanyId)
      .where(sql`lower(b.city)`, '=', address.city.toLowerCase())
      .where(sql`lower(b.zip_code)`, '=', address.zip_code.toLowerCase())
      .where(sql`lower(b.street)`, '=', address.street.toLowerCase())
      .where(sql`lower(b.street_number)`, '=', address.street_number.toLowerCase());
    if (exceptId) query = query.where('b.id', '<>', exceptId);
    return query.executeTakeFirst();
  }

  /** A new building owned by the caller's company. */
  async insert(actor: Actor, values: NewBuilding): Promise<string> {
    const row = await this.db
      .insertInto('buildings')
      .values({ ...values, owner_company_id: actor.companyId, owner_id: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(actor: Actor, id: string, values: Updateable<BuildingsTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('buildings as b')
      .set(values)
      .where('b.id', '=', id)
      .where(buildingScope(actor))
      .execute();
  }

  /** Deletes the building (its meters and their readings go with it). */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.deleteFrom('buildings as b').where('b.id', '=', id).where(buildingScope(actor)).execute();
  }

  /*
   * The bulk writes on a building's meters. Each touches only meters the caller sees (for a building
   * in scope: all of its meters); outside the scope, nothing.
   */
}

export type BuildingRow = NonNullable<Awaited<ReturnType<BuildingsRepository['findById']>>>;
