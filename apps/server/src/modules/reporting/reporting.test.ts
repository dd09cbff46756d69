import {
  isOverdue,
  REJECTED_READING_REQUEST_STATUSES,
  REPORT_COLUMNS,
  SUCCESS_READING_REQUEST_STATUSES,
} from '@portal/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

/** RFC 4180 records → arrays of cells (enough for the report: quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      cells.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      records.push([...cells, cell]);
      cells = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return records;
}

const FORMULA_NAME = '=HYPERLINK("x")';
const inYear = (date: Date, year: number) => date.getUTCFullYear() === year;

describe('GET reporting/ (annual report)', () => {
  const t = useTestApp();
  const report = (year: string | number, email: string = DEMO.admin) =>
    t.get(email, `/api/v2/reporting/?year=${encodeURIComponent(year)}&pagination=page_number`);

  beforeAll(async () => {
    // What the demo seed lacks: a company whose name is a formula, scheduled requests, imported readings.
    await t.ctx.db
      .insertInto('companies')
      .values({ name: FORMULA_NAME, company_type: 'energy_supplier' })
      .execute();
    await sql`UPDATE reading_requests SET origin = 'schedule'
      WHERE id IN (SELECT id FROM reading_requests WHERE reading_id IS NOT NULL ORDER BY id LIMIT 40)`.execute(
      t.ctx.db,
    );
    await sql`UPDATE reading_requests SET origin = 'schedule' WHERE id IN
      (SELECT id FROM reading_requests WHERE reading_id IS NULL ORDER BY id LIMIT 10)`.execute(t.ctx.db);
    await sql`UPDATE readings SET origin = 'import' WHERE id IN (SELECT id FROM readings ORDER BY id DESC LIMIT 25)`.execute(
      t.ctx.db,
    );
    // Pending requests on the edge of 2025: overdue at its end; overdue only since; not there at its end.
    const edges = [
      ['2025-06-01', '2025-12-01', '2025-12-15'],
      ['2025-06-01', '2026-02-01', '2026-03-01'],
      ['2026-02-01', '2025-12-01', '2025-12-20'],
    ];
    const pending = await t.ctx.db
      .selectFrom('reading_requests')
      .select('id')
      .where('status', '=', 'new')
      .orderBy('id')
      .limit(edges.length)
      .execute();
    for (const [i, [created, start, end]] of edges.entries())
      await t.ctx.db
        .updateTable('reading_requests')
        .set({
          created: new Date(`${created}T12:00:00Z`),
          planned_reading_date: start!,
          planned_reading_date_end: end!,
        })
        .where('id', '=', pending[i]!.id)
        .execute();
  });

  /** The report's rows as the definitions in REPORT_COLUMNS say, tallied in JavaScript from the plain rows. */
  async function expectedRows(year: number, now: Date) {
    const db = t.ctx.db;
    const [companies, buildings, meters, requests, readings] = await Promise.all([
      db
        .selectFrom('companies')
        .selectAll()
        .where('company_type', '!=', 'companies_administration')
        .execute(),
      db.selectFrom('buildings').select('owner_company_id').execute(),
      db.selectFrom('meters').select(['owner_company_id', 'status']).execute(),
      db.selectFrom('reading_requests').selectAll().execute(),
      db
        .selectFrom('readings')
        .select(['id', 'owner_company_id', 'reading_date', 'origin', 'plausibility'])
        .execute(),
    ]);
    const scheduled = new Set(requests.filter((q) => q.origin === 'schedule').map((q) => q.reading_id));
    const end = new Date(Date.UTC(year + 1, 0, 1));
    const asOf = end < now ? end : now;
    const days = t.ctx.config.portal.OVERDUE_BEFORE_DAYS;
    const has = (list: readonly string[], value: string) => list.includes(value);
    companies.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    return companies.map((c) => {
      const own = <T extends { owner_company_id: string }>(rows: T[]) =>
        rows.filter((row) => row.owner_company_id === c.id);
      const created = own(requests).filter((q) => inYear(q.created, year));
      const dated = own(readings).filter((r) => inYear(r.reading_date, year));
      const figures: Record<string, string | number> = {
        company_name: c.name,
        company_type: c.company_type,
        custom_reference: c.custom_reference ?? '',
        buildings: own(buildings).length,
        active_meters: own(meters).filter((m) => m.status === 'active').length,
        requests_created: created.length,
        requests_succeeded: created.filter((q) => has(SUCCESS_READING_REQUEST_STATUSES, q.status)).length,
        requests_rejected: created.filter((q) => has(REJECTED_READING_REQUEST_STATUSES, q.status)).length,
        requests_overdue: own(requests).filter((q) => q.created < end && isOverdue(q, days, asOf)).length,
        readings_portal: dated.filter((r) => r.origin === 'portal').length,
        readings_app: dated.filter((r) => r.origin === 'app').length,
        readings_import: dated.filter((r) => r.origin === 'import').length,
        readings_schedule: dated.filter((r) => scheduled.has(r.id)).length,
        readings_implausible: dated.filter((r) => r.plausibility === 'implausible').length,
      };
      return REPORT_COLUMNS.map((column) => String(figures[column]));
    });
  }

  it('answers a CSV file named by date and year, a row per company with the counts of its own rows', async () => {
    for (const year of [2025, 2026]) {
      const response = await report(year);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${today}_annual-report_${year}.csv"`,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header).toEqual([...REPORT_COLUMNS]);
      // The formula's cell is defused; compared without its leading quote.
      const plain = rows.map((row) =>
        row[0] === `'${FORMULA_NAME}` ? [FORMULA_NAME, ...row.slice(1)] : row,
      );
      expect(plain).toEqual(await expectedRows(year, new Date()));
    }
  });

  it('counts what the demo data holds: every company but the administration, all readings of the year', async () => {
    const rows = parseCsv((await report(2026)).body.slice(1)).slice(1);
    const column = (name: string) => REPORT_COLUMNS.indexOf(name as (typeof REPORT_COLUMNS)[number]);
    const total = (name: string) => rows.reduce((sum, row) => sum + Number(row[column(name)]), 0);
    const names = rows.map((row) => row[0]);
    expect(names).toContain('Hausverwaltung Demo');
    expect(names).toContain('Fremdwerk Demo');
    expect(rows.map((row) => row[1])).not.toContain('companies_administration');

    const { n: readings } = await t.ctx.db
      .selectFrom('readings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reading_date', '>=', new Date('2026-01-01T00:00:00Z'))
      .where('reading_date', '<', new Date('2027-01-01T00:00:00Z'))
      .executeTakeFirstOrThrow();
    expect(total('readings_portal') + total('readings_app') + total('readings_import')).toBe(
      Number(readings),
    );
    expect(total('buildings')).toBe(47); // seed README: 44 buildings + 3 for Fremdwerk
    // The test's changes show: scheduled readings, imported ones; the seed has overdue requests.
    expect(total('readings_schedule')).toBeGreaterThan(0);
    expect(total('readings_import')).toBeGreaterThan(0);
    expect(total('requests_overdue')).toBeGreaterThan(0);
    // A year before the data: no requests or readings, the buildings and meters all the same.
    const early = parseCsv((await report(2020)).body.slice(1)).slice(1);
    expect(early.map((row) => row.slice(5).every((cell) => cell === '0'))).not.toContain(false);
    expect(early.map((row) => row.slice(0, 5))).toEqual(rows.map((row) => row.slice(0, 5)));
  });

  it('writes a text cell that starts a formula so that no spreadsheet program runs it', async () => {
    const { body } = await report(2026);
    expect(body).toContain(`\r\n"'=HYPERLINK(""x"")",energy_supplier,,0,0,`);
    expect(body).not.toMatch(/(^|\r\n|,)"?=/);
  });

  it('takes only a year from 2020 to the current one (400 with the field)', async () => {
    const current = new Date().getUTCFullYear();
    for (const year of [
      '2019',
      String(current + 1),
      '2025.5',
      'Infinity',
      ' 2025 ',
      'NaN',
      '',
      '02025',
      '-2025',
    ]) {
      const response = await report(year);
      expect(response.statusCode, year).toBe(400);
      expect(response.json().year, year).toEqual([`Enter a year from 2020 to ${current}.`]);
    }
    const missing = await t.get(DEMO.admin, '/api/v2/reporting/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('year');
    expect((await report(2020)).statusCode).toBe(200);
    expect((await report(current)).statusCode).toBe(200);
  });

  it('is the companies administration’s only: 401 without a token, 403 for every other user', async () => {
    expect((await t.app.inject({ url: '/api/v2/reporting/?year=2026' })).statusCode).toBe(401);
    for (const email of [DEMO.supplier, DEMO.consumer, DEMO.service, DEMO.reader, DEMO.basic]) {
      const response = await report(2026, email);
      expect(response.statusCode, email).toBe(403);
      expect(response.json().detail).toBe(
        'Only the companies administration may download the annual report.',
      );
    }
  });

  it('is described in the OpenAPI document as a CSV answer', async () => {
    const document = (await t.app.inject({ url: '/api/v2/docs/json' })).json();
    const operation = document.paths['/api/v2/reporting/'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toContain('year');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv']);
  });
});
