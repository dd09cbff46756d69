import type { Actor, MeterStatus } from '@portal/contracts';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { type BuildingSet, linkedMeterScope, meterScope, withScope } from '../../auth/scope';
import type { Database, MetersTable } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/** A new meter's columns; the owner comes from the caller. */
export type NewMeter = Omit<Insertable<MetersTable>, 'owner_company_id' | 'owner_id'>;

/** All SQL of meters; every method, read or write, takes the caller's scope. */
export class MetersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Meters the caller sees, with their building, company names, main meter, predecessor and successor. */
  scoped(actor: Actor) {
    return this.withDisplayColumns(actor).where(meterScope(actor, 'm', 'declared'));
  }

  /**
   * All meters with the columns the API shows; the rows unscoped (only for ids that were read through the
   * scope), the related meters scoped: the main meter's and predecessor's numbers, the successor and the
   * sub-meter count come only from meters the caller sees (an object the caller cannot
   * see is not named). A number is null when there is no such meter or the caller does not see it
   * (`visibleLinks`). Names come from scalar subqueries, not joins: a page needs them for 50 rows, and
   * eight joins cost PostgreSQL more to plan (~10 ms) than the subqueries cost to run, and a subquery in
   * the select list runs for the rows of the page only, after the sort. (A join with the scope in its
   * condition hashed every meter in scope for one page; a lateral join ran the scope for every candidate
   * row of an unsorted list: minutes for 20 000 meters.) The statement declares the caller's buildings
   * once (`withScope`) for its rows; a linked meter is tested by its own building (`linkedMeterScope`).
   */
  private withDisplayColumns(actor: Actor) {
    const companyName = (column: string) =>
      sql<string | null>`(SELECT name FROM companies WHERE id = ${sql.ref(column)})`;
    const visibleSuccessor = (column: 'id' | 'meter_id') =>
      sql<string | null>`(SELECT ${sql.ref(`sm.${column}`)} FROM meters sm
        WHERE sm.predecessor_meter_id = m.id AND ${linkedMeterScope(actor, 'sm')})`;
    const visibleMeterNumber = (column: string, alias: string) =>
      sql<string | null>`(SELECT ${sql.ref(`${alias}.meter_id`)} FROM meters ${sql.table(alias)}
        WHERE ${sql.ref(`${alias}.id`)} = ${sql.ref(column)} AND ${linkedMeterScope(actor, alias)})`;
    return withScope(this.db, actor)
      .selectFrom('meters as m')
      .innerJoin('buildings as b', 'b.id', 'm.building_id')
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
        visibleMeterNumber('m.main_meter_id', 'main_m').as('main_meter_number'),
        visibleMeterNumber('m.predecessor_meter_id', 'pred_m').as('predecessor_meter_number'),
        visibleSuccessor('id').as('successor_id'),
        visibleSuccessor('meter_id').as('successor_meter_number'),
        sql<number>`(SELECT count(*)::int FROM meters sub WHERE sub.main_meter_id = m.id AND ${linkedMeterScope(actor, 'sub')})`.as(
          'sub_meters_count',
        ),
      ]);
  }

  /**
   * The list's slim rows (see `SlimRows`): the meters alone (every meter has a building, so the join
   * would not change the count). An ordering by a building column takes the full query. The rows are a
   * subquery of the display statement, which declares the scope they read.
   */
  slimList(actor: Actor) {
    return {
      rows: this.slimRows(actor, 'declared'),
      aliases: ['m'],
      display: this.withDisplayColumns(actor),
    };
  }

  /** The meters alone, in scope: `inline` for a statement of their own (a count), else `declared`. */
  slimRows(actor: Actor, set: BuildingSet) {
    return this.db
      .selectFrom('meters as m')
      .select('m.id')
      .where(meterScope(actor, 'm', set));
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('m.id', '=', id).executeTakeFirst();
  }

  /**
   * The meter, locked FOR SHARE until the transaction ends, for a new reading of it: the reading's foreign
   * key and kept counts lock the meter anyway, but only after the reading's row (and its unique key) is
   * written. A readings import locks its meters FOR UPDATE before it writes theirs; taken first here too,
   * the lock makes the two take turns (the later one then sees the earlier's reading) instead of each
   * waiting for the other.
   */
  findByIdForReading(actor: Actor, id: string) {
    return this.scoped(actor).where('m.id', '=', id).forShare('m').executeTakeFirst();
  }

  /** The meter, or 404 (also for a meter outside the scope). */
  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  /**
   * The meter holding this number, anywhere (meter numbers are unique across companies), and whether
   * the caller sees it: a 409 may name only a meter the caller sees.
   */
  findByNumber(actor: Actor, meterNumber: string) {
    return this.db
      .selectFrom('meters as m')
      .select(['m.id', sql<boolean>`${meterScope(actor)}`.as('visible')])
      .where('m.meter_id', '=', meterNumber)
      .executeTakeFirst();
  }

  /** A visible meter and the main meters above it (ids), to refuse a cycle of main meters. */
  async mainMeterChain(actor: Actor, id: string): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      WITH RECURSIVE chain(id, depth) AS (
        SELECT m.id, 0 FROM meters m WHERE m.id = ${id} AND ${meterScope(actor)}
        UNION ALL
        SELECT m.main_meter_id, chain.depth + 1 FROM meters m JOIN chain ON m.id = chain.id
        WHERE m.main_meter_id IS NOT NULL AND chain.depth < 100
      )
      SELECT id FROM chain`.execute(this.db);
    return rows.map((row) => row.id);
  }

  /** A new meter owned by the caller's company. */
  async insert(actor: Actor, values: NewMeter): Promise<string> {
    const row = await this.db
      .insertInto('meters')
      .values({ ...values, owner_company_id: actor.companyId, owner_id: actor.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(actor: Actor, id: string, values: Updateable<MetersTable>): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('meters as m')
      .set(values)
      .where('m.id', '=', id)
      .where(meterScope(actor))
      .execute();
  }

  /** A building's status passes to its meters (those the caller sees), with the deactivation date. */
  async setStatusOfBuilding(actor: Actor, buildingId: string, status: MeterStatus, date: Date | null) {
    await this.db
      .updateTable('meters as m')
      .set({ status, date_status_change: date })
      .where('m.building_id', '=', buildingId)
      .where(meterScope(actor))
      .execute();
  }

  /** Sets the reading service of a building's meters (only of those without one: `onlyEmpty`); how many. */
  async setReadingServiceOfBuilding(
    actor: Actor,
    buildingId: string,
    serviceId: string | null,
    { onlyEmpty }: { onlyEmpty: boolean },
  ): Promise<number> {
    let query = this.db
      .updateTable('meters as m')
      .set({ meter_reading_service_id: serviceId })
      .where('m.building_id', '=', buildingId)
      .where(meterScope(actor));
    if (onlyEmpty) query = query.where('m.meter_reading_service_id', 'is', null);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async delete(actor: Actor, id: string): Promise<void> {
    await this.db.deleteFrom('meters as m').where('m.id', '=', id).where(meterScope(actor)).execute();
  }
}

export type MeterRow = NonNullable<Awaited<ReturnType<MetersRepository['findById']>>>;

/**
 * A meter's main meter and predecessor as the caller may see them: the ids of its own columns when the
 * scoped number was found, else null, as if there were none. What the API shows, and what a body sent
 * back unchanged means (a hidden link is kept, not cleared, when the caller sends back the null it read).
 */
export function visibleLinks(row: MeterRow): { mainMeterId: string | null; predecessorId: string | null } {
  return {
    mainMeterId: row.main_meter_number === null ? null : row.main_meter_id,
    predecessorId: row.predecessor_meter_number === null ? null : row.predecessor_meter_id,
  };
}
