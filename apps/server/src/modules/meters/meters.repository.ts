import type { Actor } from '@portal/contracts';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { meterScope } from '../../auth/scope';
import type { Database, MetersTable } from '../../db/schema';

/** All SQL of meters; every read takes the caller's scope. */
export class MetersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Meters the caller sees, with their building, company names, main meter, predecessor and successor. */
  scoped(actor: Actor, db: Kysely<Database> = this.db) {
    return this.withDisplayColumns(db).where(meterScope(actor));
  }

  /**
   * All meters with the columns the API shows: only for ids that were read through the scope.
   * Names come from scalar subqueries, not joins: a page needs them for 50 rows, and eight joins cost
   * PostgreSQL more to plan (~10 ms) than the subqueries cost to run. The successor, two columns of
   * one row, stays a join.
   */
  withDisplayColumns(db: Kysely<Database> = this.db) {
    const companyName = (column: string) =>
      sql<string | null>`(SELECT name FROM companies WHERE id = ${sql.ref(column)})`;
    const meterNumber = (column: string) =>
      sql<string | null>`(SELECT meter_id FROM meters WHERE id = ${sql.ref(column)})`;
    return db
      .selectFrom('meters as m')
      .innerJoin('buildings as b', 'b.id', 'm.building_id')
      .leftJoin('meters as sm', 'sm.predecessor_meter_id', 'm.id')
      .selectAll('m')
      .select([
        'b.street',
        'b.street_number',
        'b.zip_code',
        'b.city',
        'b.business_entity',
        'b.commercial_consumer_id',
        companyName('b.commercial_consumer_id').as('commercial_consumer_name'),
        sql<string>`(SELECT name FROM companies WHERE id = m.owner_company_id)`.as('owner_company_name'),
        companyName('m.energy_supplier_id').as('energy_supplier_name'),
        companyName('m.meter_reading_service_id').as('meter_reading_service_name'),
        meterNumber('m.main_meter_id').as('main_meter_number'),
        meterNumber('m.predecessor_meter_id').as('predecessor_meter_number'),
        'sm.id as successor_id',
        'sm.meter_id as successor_meter_number',
        sql<number>`(SELECT count(*)::int FROM meters sub WHERE sub.main_meter_id = m.id)`.as(
          'sub_meters_count',
        ),
      ]);
  }

  /**
   * The list's slim rows (see `SlimRows`): the meters alone (every meter has a building, so the join
   * would not change the count). An ordering by a building column takes the full query.
   */
  slimList(actor: Actor) {
    return {
      rows: this.db.selectFrom('meters as m').select('m.id').where(meterScope(actor)),
      aliases: ['m'],
      display: this.withDisplayColumns(),
    };
  }

  findById(actor: Actor, id: string, db: Kysely<Database> = this.db) {
    return this.scoped(actor, db).where('m.id', '=', id).executeTakeFirst();
  }

  /** Is this meter number taken (anywhere: meter numbers are unique)? */
  findByNumber(meterNumber: string, db: Kysely<Database> = this.db) {
    return db.selectFrom('meters').select('id').where('meter_id', '=', meterNumber).executeTakeFirst();
  }

  /** The meter and the main meters above it (ids), to refuse a cycle of main meters. */
  async mainMeterChain(id: string): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      WITH RECURSIVE chain(id, depth) AS (
        SELECT id, 0 FROM meters WHERE id = ${id}
        UNION ALL
        SELECT m.main_meter_id, chain.depth + 1 FROM meters m JOIN chain ON m.id = chain.id
        WHERE m.main_meter_id IS NOT NULL AND chain.depth < 100
      )
      SELECT id FROM chain`.execute(this.db);
    return rows.map((row) => row.id);
  }

  async insert(db: Kysely<Database>, values: Insertable<MetersTable>): Promise<string> {
    return (await db.insertInto('meters').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async update(db: Kysely<Database>, id: string, values: Updateable<MetersTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await db.updateTable('meters').set(values).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('meters').where('id', '=', id).execute();
  }
}

export type MeterRow = NonNullable<Awaited<ReturnType<MetersRepository['findById']>>>;
