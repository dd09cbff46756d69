import type { Actor } from '@portal/contracts';
import type { Insertable, Updateable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import { buildingScope } from '../../auth/scope';
import type { BuildingsTable, Database } from '../../db/schema';

/** All SQL of buildings; every read takes the caller's scope, so others' buildings do not exist here. */
export class BuildingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Buildings the caller sees, with the names the list and detail show; meter counts per row. */
  scoped(actor: Actor, db: Kysely<Database> = this.db) {
    return this.withDisplayColumns(db).where(buildingScope(actor));
  }

  /** All buildings with the columns the API shows: only for ids that were read through the scope. */
  withDisplayColumns(db: Kysely<Database> = this.db) {
    return db
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

  findById(actor: Actor, id: string, db: Kysely<Database> = this.db) {
    return this.scoped(actor, db).where('b.id', '=', id).executeTakeFirst();
  }

  /** The building with the same address in the same owning company (the duplicate rule). */
  findDuplicate(
    ownerCompanyId: string,
    address: { city: string; zip_code: string; street: string; street_number: string },
    exceptId?: string,
  ) {
    let query = this.db
      .selectFrom('buildings')
      .select('id')
      .where('owner_company_id', '=', ownerCompanyId)
      .where(sql`lower(city)`, '=', address.city.toLowerCase())
      .where(sql`lower(zip_code)`, '=', address.zip_code.toLowerCase())
      .where(sql`lower(street)`, '=', address.street.toLowerCase())
      .where(sql`lower(street_number)`, '=', address.street_number.toLowerCase());
    if (exceptId) query = query.where('id', '<>', exceptId);
    return query.executeTakeFirst();
  }

  async insert(db: Kysely<Database>, values: Insertable<BuildingsTable>): Promise<string> {
    const row = await db.insertInto('buildings').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Kysely<Database>, id: string, values: Updateable<BuildingsTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await db.updateTable('buildings').set(values).where('id', '=', id).execute();
  }

  /** A building's status passes to all its meters, with the deactivation date. */
  async cascadeStatus(db: Kysely<Database>, id: string, status: string, date: Date | null): Promise<void> {
    await db
      .updateTable('meters')
      .set({ status, date_status_change: date })
      .where('building_id', '=', id)
      .execute();
  }

  async setMetersReadingService(
    db: Kysely<Database>,
    id: string,
    serviceId: string | null,
    onlyEmpty: boolean,
  ): Promise<number> {
    let query = db
      .updateTable('meters')
      .set({ meter_reading_service_id: serviceId })
      .where('building_id', '=', id);
    if (onlyEmpty) query = query.where('meter_reading_service_id', 'is', null);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('buildings').where('id', '=', id).execute();
  }
}

export type BuildingRow = NonNullable<Awaited<ReturnType<BuildingsRepository['findById']>>>;
