import { type Actor, PENDING_READING_REQUEST_STATUSES } from '@portal/contracts';
import { type Insertable, type Kysely, type SqlBool, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { buildingRowScope, companyScope, meterRowScope, readingRequestScope } from '../../auth/scope';
import type { BuildingsTable, Database, MetersTable } from '../../db/schema';

/** A building's address as the duplicate rule compares it (one building per address and owning company). */
export const addressKey = (b: { city: string; zip_code: string; street: string; street_number: string }) =>
  [b.city, b.zip_code, b.street, b.street_number].map((part) => part.trim().toLowerCase()).join('\u001f');

/** Requests a statement: a file's are made at once, after its meters, and sent a part at a time. */
const CHUNK = 5_000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/** A reading request as a file names it: its meter, reader and planned period, reason and note. */
export interface ImportedRequest {
  meterId: string;
  delegateId: string | null;
  start: string;
  end: string;
  reason: string | null;
  note: string | null;
}

/**
 * All SQL of imports, read in bulk (one query per kind of reference for the whole file) and written in
 * chunks, on the import's transaction. Every read takes the caller's scope: the companies and employees
 * they may pick, the buildings they see, the meters they see (a meter number taken by a meter they do not
 * see is only reported as taken).
 */
export class ImportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Companies the caller may pick (own, contractors) with one of these names (any case). */
  pickableCompanies(actor: Actor, names: string[]) {
    if (!names.length) return Promise.resolve([]);
    return this.db
      .selectFrom('companies as c')
      .select(['c.id', 'c.name', 'c.company_type'])
      .where(sql<SqlBool>`lower(c.name) = ANY (${sql.val(names.map((name) => name.toLowerCase()))}::text[])`)
      .where(companyScope(actor, 'c.id'))
      .execute();
  }

  /** Employees of the companies the caller may pick, by e-mail (any case). */
  pickableEmployees(actor: Actor, emails: string[]) {
    if (!emails.length) return Promise.resolve([]);
    return this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.email', 'u.role', 'u.is_active'])
      .where(
        sql<SqlBool>`lower(u.email) = ANY (${sql.val(emails.map((email) => email.toLowerCase()))}::text[])`,
      )
      .where(companyScope(actor, 'u.company_id'))
      .execute();
  }

  /** The buildings the caller sees at these addresses (`addressKey`), locked for the import. */
  async buildingsAt(actor: Actor, keys: string[]) {
    if (!keys.length) return [];
    const rows = await this.db
      .selectFrom('buildings as b')
      .selectAll('b')
      .where(
        // The expression of buildings_address_lookup_idx (migration 0025).
        sql<SqlBool>`(lower(trim(b.city)) || chr(31) || lower(trim(b.zip_code)) || chr(31) || lower(trim(b.street)) ||
          chr(31) || lower(trim(b.street_number))) = ANY (${sql.val(keys)}::text[])`,
      )
      .where(buildingRowScope(actor))
      .forUpdate()
      .execute();
    return rows.map((row) => ({ ...row, key: addressKey(row) }));
  }

  /** Meters with these numbers: the caller's view of each (`visible`) and its building's address. */
  async metersByNumber(actor: Actor, numbers: string[]) {
    if (!numbers.length) return [];
    return (
      this.db
        .selectFrom('meters as m')
        .innerJoin('buildings as b', 'b.id', 'm.building_id')
        .selectAll('m')
        .select([
          'b.city',
          'b.zip_code',
          'b.street',
          'b.street_number',
          sql<boolean>`${meterRowScope(actor)}`.as('visible'),
        ])
        // One array parameter: a file's numbers would exceed the protocol's 65 535 parameters as a list.
        .where(sql<SqlBool>`m.meter_id = ANY (${sql.val(numbers)}::text[])`)
        .forUpdate('m')
        .execute()
    );
  }

  /** New buildings of the caller's company, each with its `id`. */
  insertBuildings(actor: Actor, rows: Omit<Insertable<BuildingsTable>, 'owner_company_id' | 'owner_id'>[]) {
    return this.insertOwned(actor, 'buildings', rows);
  }

  /** New meters of the caller's company, each with its `id`. */
  insertMeters(actor: Actor, rows: Omit<Insertable<MetersTable>, 'owner_company_id' | 'owner_id'>[]) {
    return this.insertOwned(actor, 'meters', rows);
  }

  /**
   * New rows of the caller's company, one statement per set of columns (a file's rows usually share one):
   * the rows as one JSON parameter read through the table's row type, where a 1 000-row `VALUES` list of
   * 20 000 bound values took longer to build, send, parse and bind than to write. A column a row leaves
   * out keeps its default; the owner is one value of the statement, not a field of every row. Rows are
   * grouped by their keys in order (rows built by one piece of code share it): a part's rows are grouped
   * and serialized while the database waits for them.
   */
  private async insertOwned(
    actor: Actor,
    table: 'buildings' | 'meters' | 'reading_requests',
    rows: object[],
  ) {
    const byColumns = new Map<string, object[]>();
    for (const row of rows) {
      let columns = '';
      for (const column in row)
        if ((row as Record<string, unknown>)[column] !== undefined) columns += `${column},`;
      const same = byColumns.get(columns);
      if (same) same.push(row);
      else byColumns.set(columns, [row]);
    }
    for (const [columns, group] of byColumns) {
      const given = columns.split(',').filter(Boolean).map(sql.ref);
      const owner = [sql`${actor.companyId}::uuid`, sql`${actor.userId}::uuid`];
      // json, not jsonb: the text is read once into the rows, never kept as a document.
      await sql`INSERT INTO ${sql.table(table)} (${sql.join([...given, sql.ref('owner_company_id'), sql.ref('owner_id')])})
        SELECT ${sql.join([...given, ...owner])}
        FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(group)}::json)`.execute(
        this.db,
      );
    }
  }

  /** The stored values of the readings at these meters and dates, by `<meter id>\u001f<ISO date>`. */
  async readingsAt(keys: { meterId: string; date: Date }[]): Promise<Map<string, Record<string, number>>> {
    if (!keys.length) return new Map();
    const { rows } = await sql<{
      meter_id: string;
      reading_date: Date;
      values: Record<string, number> | null;
    }>`
      SELECT r.meter_id, r.reading_date,
        (SELECT jsonb_object_agg(obis, value) FROM reading_results WHERE reading_id = r.id) AS values
      FROM readings r
      JOIN unnest(${sql.val(keys.map((k) => k.meterId))}::uuid[], ${sql.val(keys.map((k) => k.date.toISOString()))}::timestamptz[])
        AS wanted(meter_id, reading_date) ON wanted.meter_id = r.meter_id AND wanted.reading_date = r.reading_date`.execute(
      this.db,
    );
    return new Map(
      rows.map((row) => [`${row.meter_id}\u001f${row.reading_date.toISOString()}`, row.values ?? {}]),
    );
  }

  /**
   * New readings by the caller (origin import), with their values; their ids in order. Each list is one
   * statement over array parameters (`unnest`): no statement of thousands of bound rows to parse.
   */
  async insertReadings(
    actor: Actor,
    readings: { meterId: string; date: Date; values: [string, number][] }[],
  ) {
    if (!readings.length) return [];
    // The ids are made here (UUIDv7, as the table's default makes them): the values name their reading
    // without relying on the order in which RETURNING would give the new rows back.
    const ids = readings.map(() => uuidv7());
    // Each reading's audit entry is written with its values at once (migration 0027), not merged.
    await sql`SELECT set_config('portal.audit_readings_by_caller', 'on', true)`.execute(this.db);
    await sql`INSERT INTO readings
        (id, meter_id, reading_date, origin, applying_person_id, owner_company_id, owner_id)
      SELECT id, meter_id, reading_date, 'import', ${actor.userId}, ${actor.companyId}, ${actor.userId}
      FROM unnest(${sql.val(ids)}::uuid[], ${sql.val(readings.map((reading) => reading.meterId))}::uuid[],
        ${sql.val(readings.map((reading) => reading.date.toISOString()))}::timestamptz[])
        AS new_reading(id, meter_id, reading_date)`.execute(this.db);
    const values = readings.flatMap((reading, i) =>
      reading.values.map(([obis, value]) => [ids[i]!, obis, String(value)] as const),
    );
    if (values.length)
      await sql`INSERT INTO reading_results (reading_id, obis, value, applied_method)
        SELECT reading_id, obis, value, 'import'
        FROM unnest(${sql.val(values.map((value) => value[0]))}::uuid[],
          ${sql.val(values.map((value) => value[1]))}::text[], ${sql.val(values.map((value) => value[2]))}::numeric[])
          AS new_value(reading_id, obis, value)`.execute(this.db);
    await sql`SELECT audit_new_readings(${sql.val(ids)}::uuid[]),
      set_config('portal.audit_readings_by_caller', '', true)`.execute(this.db);
    return ids;
  }

  /**
   * Each new reading answers its meter's open request (one the caller sees) whose planned period holds
   * its date, the earliest such; a request takes one reading. The number answered.
   */
  async answerOpenRequests(actor: Actor, readingIds: string[]): Promise<number> {
    if (!readingIds.length) return 0;
    const result = await sql`UPDATE reading_requests rr
      SET status = 'success', reading_id = pairs.reading_id, status_note = NULL, status_note_text = NULL
      FROM (
        SELECT DISTINCT ON (request_id) request_id, reading_id FROM (
          SELECT DISTINCT ON (r.id) r.id AS reading_id, open.id AS request_id, r.reading_date
          FROM readings r JOIN reading_requests open ON open.meter_id = r.meter_id
            AND open.reading_id IS NULL AND open.status IN (${sql.join([...PENDING_READING_REQUEST_STATUSES])})
            AND r.reading_date BETWEEN open.planned_reading_date AND open.planned_reading_date_end
          WHERE r.id = ANY (${sql.val(readingIds)}::uuid[])
          ORDER BY r.id, open.planned_reading_date, open.id
        ) per_reading ORDER BY request_id, reading_date
      ) pairs
      WHERE rr.id = pairs.request_id AND ${readingRequestScope(actor)}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Which of these readings are judged implausible. */
  async implausible(readingIds: string[]): Promise<string[]> {
    if (!readingIds.length) return [];
    const { rows } = await sql<{ id: string }>`SELECT id FROM readings
      WHERE id = ANY (${sql.val(readingIds)}::uuid[]) AND plausibility = 'implausible'`.execute(this.db);
    return rows.map((row) => row.id);
  }

  /**
   * The requests the caller sees with these meters, readers and planned starts (the duplicate rule), by
   * `<meter id>\u001f<delegate id or ''>\u001f<ISO start>`.
   */
  async requestsAt(actor: Actor, keys: { meterId: string; delegateId: string | null; start: string }[]) {
    const found = new Map<
      string,
      { end: string; reason: string | null; note: string | null; status: string; statusNote: string | null }
    >();
    if (!keys.length) return found;
    const { rows } = await sql<{
      meter_id: string;
      delegate_id: string | null;
      planned_reading_date: Date;
      planned_reading_date_end: Date;
      reason: string | null;
      note: string | null;
      status: string;
      status_note: string | null;
    }>`SELECT rr.meter_id, rr.delegate_id, rr.planned_reading_date, rr.planned_reading_date_end, rr.reason, rr.note,
        rr.status, rr.status_note
      FROM reading_requests rr
      JOIN unnest(${sql.val(keys.map((k) => k.meterId))}::uuid[], ${sql.val(keys.map((k) => k.delegateId))}::uuid[],
          ${sql.val(keys.map((k) => k.start))}::timestamptz[]) AS wanted(meter_id, delegate_id, start)
        ON wanted.meter_id = rr.meter_id AND wanted.delegate_id IS NOT DISTINCT FROM rr.delegate_id
          AND wanted.start = rr.planned_reading_date
      WHERE ${readingRequestScope(actor)}`.execute(this.db);
    for (const row of rows)
      found.set(
        `${row.meter_id}\u001f${row.delegate_id ?? ''}\u001f${row.planned_reading_date.toISOString()}`,
        {
          end: row.planned_reading_date_end.toISOString(),
          reason: row.reason,
          note: row.note,
          status: row.status,
          statusNote: row.status_note,
        },
      );
    return found;
  }

  /** New requests of the caller's company (origin import, status new). */
  async insertRequests(actor: Actor, requests: ImportedRequest[]) {
    for (const part of chunks(requests))
      await this.insertOwned(
        actor,
        'reading_requests',
        part.map((request) => ({
          meter_id: request.meterId,
          delegate_id: request.delegateId,
          planned_reading_date: request.start,
          planned_reading_date_end: request.end,
          reason: request.reason,
          note: request.note,
          status: 'new',
          origin: 'import',
          employee_id: actor.userId,
        })),
      );
  }
}
