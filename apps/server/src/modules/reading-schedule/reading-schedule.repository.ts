import { PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { assignToPreferredDelegate } from '../reading-requests/reading-requests.repository';

/** Any number, the same in every instance: the key of the schedule's advisory lock. */
export const SCHEDULE_LOCK_KEY = 7_100_421_001;

/** A frequency's next firing: every active meter with this `reading_frequency` is due then. */
export interface DueFiring {
  frequency: string;
  start: Date;
}

/**
 * The reading schedule's SQL. Unscoped by design: it is the system's own job, run by no user, over all
 * companies' active meters; the requests it creates belong to the meter's owner company.
 */
export class ReadingScheduleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The distinct frequencies of active meters (a handful: each is evaluated once, not per meter). */
  async frequencies(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('meters')
      .select('reading_frequency')
      .distinct()
      .where('status', '=', 'active')
      .where('reading_frequency', 'is not', null)
      .execute();
    return rows.map((row) => row.reading_frequency!);
  }

  /**
   * Takes the schedule's lock for the current transaction; false when another instance holds it (that
   * one runs the schedule now).
   */
  async tryLock(): Promise<boolean> {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_xact_lock(${SCHEDULE_LOCK_KEY}::bigint) AS locked`.execute(this.db);
    return rows[0]!.locked;
  }

  /**
   * Creates a new request for every active meter whose frequency fires at one of `firings`, planned
   * from that moment for `windowDays`, dispatched to the building's preferred delegate (or undispatched).
   * A meter gets none when it already has a request planned for that moment (any status: a rejected
   * one is an answer too) or a pending one whose period covers it. Returns the meters due and the
   * requests created.
   */
  async createDue(firings: DueFiring[], windowDays: number) {
    if (firings.length === 0) return { metersDue: 0, created: 0 };
    const { rows } = await sql<{ meters_due: number; created: string[] }>`
      WITH due AS (
        SELECT m.id AS meter_id, m.owner_company_id, f.start,
               f.start + make_interval(days => ${windowDays}) AS finish
        FROM unnest(${firings.map((f) => f.frequency)}::text[], ${firings.map((f) => f.start.toISOString())}::timestamptz[])
          AS f(frequency, start)
        JOIN meters m ON m.reading_frequency = f.frequency AND m.status = 'active'
      ), created AS (
        INSERT INTO reading_requests (meter_id, status, planned_reading_date,
          planned_reading_date_end, owner_company_id, origin)
        SELECT due.meter_id, 'new', due.start, due.finish, due.owner_company_id, 'schedule'
        FROM due
        WHERE NOT EXISTS (
          SELECT 1 FROM reading_requests rr WHERE rr.meter_id = due.meter_id
            AND (rr.planned_reading_date = due.start
              OR (rr.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
                  AND rr.planned_reading_date <= due.finish AND rr.planned_reading_date_end >= due.start)))
        ON CONFLICT DO NOTHING
        RETURNING id
      )
      SELECT (SELECT count(*) FROM due)::int AS meters_due, ARRAY(SELECT id FROM created) AS created`.execute(
      this.db,
    );
    const created = rows[0]!.created;
    // Dispatched as automatic disposal dispatches: to the building's preferred delegate.
    if (created.length)
      await assignToPreferredDelegate(sql<SqlBool>`rr.id = ANY(${created}::uuid[])`).execute(this.db);
    return { metersDue: rows[0]!.meters_due, created: created.length };
  }

  async recordRun(run: {
    started: Date;
    lookAheadUntil: Date;
    metersDue: number;
    created: number;
    error: string | null;
    instance: string;
  }) {
    await this.db
      .insertInto('reading_schedule_runs')
      .values({
        started: run.started,
        finished: new Date(),
        look_ahead_until: run.lookAheadUntil,
        meters_due: run.metersDue,
        requests_created: run.created,
        error: run.error,
        instance: run.instance,
      })
      .execute();
  }

  /** When the last successful run started, if any. */
  async lastSuccessfulRun(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('reading_schedule_runs')
      .select((eb) => eb.fn.max('started').as('started'))
      .where('error', 'is', null)
      .executeTakeFirst();
    return row?.started ? new Date(row.started) : null;
  }
}
