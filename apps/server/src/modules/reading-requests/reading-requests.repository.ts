import {
  type Actor,
  PENDING_READING_REQUEST_STATUSES,
  SUCCESS_READING_REQUEST_STATUSES,
} from '@portal/contracts';
import { type Expression, type Insertable, type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import { readingRequestScope } from '../../auth/scope';
import type { Database, ReadingRequestsTable } from '../../db/schema';
import { foundOrNotFound } from '../../http/errors';

/** A new request's columns; the orderer and owner come from the caller. */
export type NewReadingRequest = Omit<
  Insertable<ReadingRequestsTable>,
  'status' | 'employee_id' | 'owner_company_id' | 'owner_id'
>;

/**
 * Requests `rr` (joined to their building `b`) that go to the building's preferred delegate: undispatched,
 * pending, in a building that has one, unless that would make a twin of another request (same meter,
 * delegate and planned start). Automatic disposal and the reading schedule both assign with this.
 */
const FOR_PREFERRED_DELEGATE = sql<SqlBool>`rr.delegate_id IS NULL
  AND rr.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
  AND b.preferred_delegate_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM reading_requests twin WHERE twin.meter_id = rr.meter_id
    AND twin.delegate_id = b.preferred_delegate_id AND twin.planned_reading_date = rr.planned_reading_date)`;

/** Assigns the requests `which` selects among those above to their building's preferred delegate. */
export const assignToPreferredDelegate = (which: Expression<SqlBool>) => sql`
  UPDATE reading_requests rr SET delegate_id = b.preferred_delegate_id
  FROM buildings b
  WHERE b.id = rr.building_id AND ${FOR_PREFERRED_DELEGATE} AND ${which}`;

/** All SQL of reading requests; every method, read or write, takes the caller's scope. */
export class ReadingRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Requests the caller sees (`readingRequestScope`), with their meter, its building and companies, and the delegate. */
  scoped(actor: Actor) {
    return this.withDisplayColumns().where(readingRequestScope(actor));
  }

  /** All requests with the columns the API shows, unscoped: only for ids that were read through the scope. */
  private withDisplayColumns() {
    const companyName = (column: string) =>
      sql<string | null>`(SELECT name FROM companies WHERE id = ${sql.ref(column)})`;
    return this.db
      .selectFrom('reading_requests as rr')
      .innerJoin('meters as m', 'm.id', 'rr.meter_id')
      .innerJoin('buildings as b', 'b.id', 'm.building_id')
      .leftJoin('users as d', 'd.id', 'rr.delegate_id')
      .leftJoin('users as pm', 'pm.id', 'b.property_manager_id')
      .selectAll('rr')
      .select([
        'm.meter_id as meter_number',
        'm.barcode_id',
        'm.physical_medium',
        'm.physical_unit',
        'm.status as meter_status',
        'm.obis_codes',
        'm.building_id',
        'm.energy_supplier_id',
        'm.meter_reading_service_id',
        'b.business_entity',
        'b.zip_code',
        'b.city',
        'b.street',
        'b.street_number',
        'b.commercial_consumer_id',
        'pm.email as property_manager_email',
        'pm.name as property_manager_name',
        'd.email as delegate_email',
        'd.name as delegate_name',
        companyName('b.commercial_consumer_id').as('commercial_consumer_name'),
        companyName('m.energy_supplier_id').as('energy_supplier_name'),
        companyName('m.meter_reading_service_id').as('meter_reading_service_name'),
        sql<string>`(SELECT name FROM companies WHERE id = rr.owner_company_id)`.as('owner_company_name'),
      ]);
  }

  /**
   * The list's slim rows (see `SlimRows`): the requests with the meter, building and delegate the
   * filters, search and orderings read, without the display columns, property manager and company
   * names. A company's scope is checked on the request's own copy of its meter's building
   * (`readingRequestScope`: `rr.building_id`, kept by triggers, migrations 0007 and 0010), so
   * the plan starts from the company's buildings and their pending requests (an index per building)
   * instead of joining all of its meters to all candidates. Meter, building and delegate are left joins
   * (every request has its meter, every meter its building: the rows are the same), which PostgreSQL
   * drops when no condition or ordering reads them.
   */
  slimList(actor: Actor) {
    return {
      rows: this.db
        .selectFrom('reading_requests as rr')
        .leftJoin('meters as m', (join) =>
          // The building too: the meter then comes from meters (building_id) INCLUDE (id, search_text)
          // alone, next to the building's other meters, instead of from the table.
          join.onRef('m.building_id', '=', 'rr.building_id').onRef('m.id', '=', 'rr.meter_id'),
        )
        .leftJoin('buildings as b', 'b.id', 'm.building_id')
        .leftJoin('users as d', 'd.id', 'rr.delegate_id')
        .select('rr.id')
        .where(readingRequestScope(actor)),
      aliases: ['rr', 'm', 'b', 'd'],
      display: this.withDisplayColumns(),
    };
  }

  /**
   * The requests alone, in scope, for counts that filter on the request's own columns (the dashboard's
   * task rows): without the slim rows' left joins, which PostgreSQL drops but whose join columns it
   * still fetches, so the building index alone serves them (a filter on a joined table fails here).
   */
  ownRows(actor: Actor) {
    return this.db.selectFrom('reading_requests as rr').select('rr.id').where(readingRequestScope(actor));
  }

  findById(actor: Actor, id: string) {
    return this.scoped(actor).where('rr.id', '=', id).executeTakeFirst();
  }

  findByIdOrThrow(actor: Actor, id: string) {
    return foundOrNotFound(this.findById(actor, id));
  }

  /** The request the duplicate rule (meter, delegate, planned start) finds, if the caller sees it. */
  findDuplicate(actor: Actor, meterId: string, delegateId: string | null, plannedStart: Date) {
    return this.db
      .selectFrom('reading_requests as rr')
      .select('rr.id')
      .where('rr.meter_id', '=', meterId)
      .where(sql<SqlBool>`rr.delegate_id IS NOT DISTINCT FROM ${delegateId}`)
      .where('rr.planned_reading_date', '=', plannedStart)
      .where(readingRequestScope(actor))
      .executeTakeFirst();
  }

  async update(actor: Actor, id: string, values: Updateable<ReadingRequestsTable>): Promise<void> {
    await this.db
      .updateTable('reading_requests as rr')
      .set(values)
      .where('rr.id', '=', id)
      .where(readingRequestScope(actor))
      .execute();
  }

  /**
   * Links the reading and sets success, only while no reading answers the request: a conditional update,
   * so of two answers at once one wins (the other waits for its commit and then matches nothing). True
   * when this call answered the request.
   */
  async answer(actor: Actor, id: string, readingId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('reading_requests as rr')
      .set({ status: 'success', reading_id: readingId, status_note: null, status_note_text: null })
      .where('rr.id', '=', id)
      .where('rr.reading_id', 'is', null)
      .where('rr.status', 'not in', SUCCESS_READING_REQUEST_STATUSES)
      .where(readingRequestScope(actor))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Automatic disposal: the caller's requests (all they see, or only in the buildings they manage) that
   * go to their building's preferred delegate; counted (the dry run) or assigned. The number.
   */
  async toPreferredDelegates(actor: Actor, managedOnly: boolean, dryRun: boolean): Promise<number> {
    const which = sql<SqlBool>`${readingRequestScope(actor)}
      ${managedOnly ? sql`AND b.property_manager_id = ${actor.userId}` : sql``}`;
    if (dryRun) {
      const { rows } = await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM reading_requests rr JOIN buildings b ON b.id = rr.building_id
        WHERE ${FOR_PREFERRED_DELEGATE} AND ${which}`.execute(this.db);
      return rows[0]!.count;
    }
    const result = await assignToPreferredDelegate(which).execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Requests the caller sees that a reading answered go back to new (the reading is being deleted). */
  async reopenAnsweredBy(actor: Actor, readingId: string): Promise<void> {
    await this.db
      .updateTable('reading_requests as rr')
      .set({ status: 'new', reading_id: null })
      .where('rr.reading_id', '=', readingId)
      .where(readingRequestScope(actor))
      .execute();
  }

  async delete(actor: Actor, id: string): Promise<void> {
    await this.db
      .deleteFrom('reading_requests as rr')
      .where('rr.id', '=', id)
      .where(readingRequestScope(actor))
      .execute();
  }

  /** A new request, ordered by the caller and owned by their company, in state `new`. */
  async insert(actor: Actor, values: NewReadingRequest): Promise<string> {
    const row = await this.db
      .insertInto('reading_requests')
      .values({
        ...values,
        status: 'new',
        employee_id: actor.userId,
        owner_company_id: actor.companyId,
        owner_id: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

export type ReadingRequestRow = NonNullable<Awaited<ReturnType<ReadingRequestsRepository['findById']>>>;
