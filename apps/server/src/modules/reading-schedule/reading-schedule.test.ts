import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';
import { dueFirings } from './reading-schedule.due';
import { SCHEDULE_LOCK_KEY } from './reading-schedule.repository';
import { runReadingSchedule } from './reading-schedule.run';
import { catchUpReadingSchedule, scheduleDue } from './reading-schedule.timer';

const CONFIG = { cron: null, lookAheadDays: 14, windowDays: 10 };
const NOW = new Date();

describe('dueFirings', () => {
  it('gives each frequency its next firing within the look-ahead, in UTC, and skips what croner cannot read', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const until = new Date('2026-12-07T10:00:00Z');
    expect(dueFirings(['0 6 * * *', '0 8 1 */3 *', '0 7 1 12 *', 'not a cron'], now, until)).toEqual([
      { frequency: '0 6 * * *', start: new Date('2026-11-24T06:00:00Z') },
      { frequency: '0 7 1 12 *', start: new Date('2026-12-01T07:00:00Z') },
    ]);
  });
});

describe('the reading schedule', () => {
  const t = useTestApp();
  let meters: { id: string; preferred: string | null }[];

  beforeAll(async () => {
    // Only our meters have a frequency (the demo's own are cleared), all firing daily at 06:00 UTC.
    await sql`UPDATE meters SET reading_frequency = NULL`.execute(t.ctx.db);
    const { rows } = await sql<{ id: string; preferred: string | null }>`
      SELECT m.id, b.preferred_delegate_id AS preferred FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE m.status = 'active' AND NOT EXISTS (SELECT 1 FROM reading_requests rr WHERE rr.meter_id = m.id
        AND rr.status IN ('new', 'postponed', 'postponed_notified'))
      ORDER BY b.preferred_delegate_id IS NULL, m.id LIMIT 4`.execute(t.ctx.db);
    meters = rows;
    await sql`UPDATE meters SET reading_frequency = '0 6 * * *' WHERE id IN (${sql.join(
      rows.slice(0, 3).map((m) => m.id),
    )})`.execute(t.ctx.db);
  });

  const requestsOf = (meterId: string) =>
    t.ctx.db
      .selectFrom('reading_requests')
      .selectAll()
      .where('meter_id', '=', meterId)
      .where('origin', '=', 'schedule')
      .execute();

  it('creates the next request of each due meter, dispatched to the preferred delegate, once', async () => {
    const first = await runReadingSchedule(t.ctx, CONFIG, NOW);
    expect(first).toMatchObject({ ran: true, metersDue: 3, created: 3 });
    const [request] = await requestsOf(meters[0]!.id);
    expect(request).toMatchObject({ status: 'new', delegate_id: meters[0]!.preferred });
    expect(meters[0]!.preferred).not.toBeNull();
    const start = new Date(request!.planned_reading_date);
    expect(start.getUTCHours()).toBe(6);
    expect(start > NOW && start.getTime() - NOW.getTime() <= 86_400_000).toBe(true);
    expect(new Date(request!.planned_reading_date_end).getTime() - start.getTime()).toBe(10 * 86_400_000);
    // The audit trail names the schedule as the creator (migration 0015).
    const audit = await sql<{ action: string; actor_kind: string; actor_label: string }>`SELECT action,
      actor_kind, actor_label FROM audit_log WHERE object_type = 'reading_requests' AND object_id = ${request!.id}
      ORDER BY id`.execute(t.ctx.db);
    expect(audit.rows[0]?.action).toBe('insert');
    for (const row of audit.rows)
      expect(row).toMatchObject({ actor_kind: 'system', actor_label: 'reading-schedule' });

    expect(await runReadingSchedule(t.ctx, CONFIG, NOW)).toMatchObject({
      ran: true,
      metersDue: 3,
      created: 0,
    });
    // Re-dispatched to someone else, or rejected: still not created again for the same moment.
    await t.ctx.db
      .updateTable('reading_requests')
      .set({ delegate_id: null, status: 'rejected', status_note: 'meter_defect' })
      .where('id', '=', request!.id)
      .execute();
    expect(await runReadingSchedule(t.ctx, CONFIG, NOW)).toMatchObject({ created: 0 });
    for (const meter of meters.slice(0, 3)) expect(await requestsOf(meter.id)).toHaveLength(1);
  });

  it('creates each request once when two instances run at the same moment', async () => {
    await sql`UPDATE meters SET reading_frequency = '30 5 * * *' WHERE id = ${meters[3]!.id}`.execute(
      t.ctx.db,
    );
    const runs = await Promise.all([
      runReadingSchedule(t.ctx, CONFIG, NOW),
      runReadingSchedule(t.ctx, CONFIG, NOW),
    ]);
    const created = runs.reduce((sum, run) => sum + (run.ran ? run.created : 0), 0);
    expect(created).toBe(1);
    expect(await requestsOf(meters[3]!.id)).toHaveLength(1);
  });

  it('leaves a meter alone while a pending request of it covers the firing, and skips inactive meters', async () => {
    await sql`UPDATE meters SET reading_frequency = '0 4 * * *' WHERE id = ${meters[3]!.id}`.execute(
      t.ctx.db,
    );
    expect(await runReadingSchedule(t.ctx, CONFIG, NOW)).toMatchObject({ created: 0 });
    await sql`UPDATE reading_requests SET status = 'success' WHERE meter_id = ${meters[3]!.id}`.execute(
      t.ctx.db,
    );
    await sql`UPDATE meters SET status = 'inactive' WHERE id = ${meters[3]!.id}`.execute(t.ctx.db);
    expect(await runReadingSchedule(t.ctx, CONFIG, NOW)).toMatchObject({ metersDue: 3, created: 0 });
  });

  it('records its runs, and the created requests are listed with origin=schedule', async () => {
    const runs = await t.ctx.db.selectFrom('reading_schedule_runs').selectAll().orderBy('started').execute();
    expect(runs.length).toBeGreaterThanOrEqual(5);
    expect(runs.map((run) => run.requests_created).reduce((a, b) => a + b, 0)).toBe(4);
    expect(runs.every((run) => run.error === null && run.finished !== null)).toBe(true);
    const listed = await t.get(DEMO.admin, '/api/v2/reading_requests/?origin=schedule&page_size=1');
    expect(listed.json().count).toBe(4);
    const row = (await t.get(DEMO.admin, '/api/v2/reading_requests/?origin=schedule')).json().results[0];
    expect(row.origin).toBe('schedule');
    expect((await t.get(DEMO.admin, '/api/v2/reading_requests/?origin=robot')).statusCode).toBe(400);
  });
});

describe('scheduleDue', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('is due when no run succeeded since the latest firing before now', () => {
    expect(scheduleDue('0 2 * * *', null, now)).toBe(true);
    expect(scheduleDue('0 2 * * *', new Date('2026-11-24T01:59:59Z'), now)).toBe(true);
    expect(scheduleDue('0 2 * * *', new Date('2026-11-24T02:00:00Z'), now)).toBe(false);
    // Weekly (Mondays): Sunday's success is before Monday's firing; Monday's is not.
    expect(scheduleDue('0 2 * * 1', new Date('2026-11-22T02:00:00Z'), now)).toBe(true);
    expect(scheduleDue('0 2 * * 1', new Date('2026-11-23T02:05:00Z'), now)).toBe(false);
  });
});

describe('a firing that no process completed', () => {
  const t = useTestApp();
  const config = { cron: '0 2 * * *', lookAheadDays: 14, windowDays: 10 };
  // Two days on: the latest firing is after every run recorded so far.
  const later = new Date(Date.now() + 2 * 86_400_000);

  beforeAll(async () => {
    await sql`UPDATE meters SET reading_frequency = NULL`.execute(t.ctx.db);
  });

  it.skipIf(inject('testDatabase').kind !== 'postgres')(
    'is run by another process once the process running it died',
    async () => {
      // A process that took the schedule's lock, then died: its connection ends mid-transaction.
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.ctx.db);
      const url = new URL((inject('testDatabase') as { url: string }).url);
      url.pathname = `/${rows[0]!.name}`;
      const dying = new pg.Client({ connectionString: url.toString() });
      dying.on('error', () => {});
      await dying.connect();
      await dying.query('BEGIN');
      await dying.query('SELECT pg_advisory_xact_lock($1::bigint)', [SCHEDULE_LOCK_KEY]);
      const pid = (await dying.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

      expect(await catchUpReadingSchedule(t.ctx, config, later)).toEqual({ ran: false, reason: 'locked' });
      await sql`SELECT pg_terminate_backend(${pid}, 5000)`.execute(t.ctx.db);
      await dying.end().catch(() => {});
      expect(await catchUpReadingSchedule(t.ctx, config, later)).toMatchObject({ ran: true });
      expect(await catchUpReadingSchedule(t.ctx, config, later)).toBeNull();
    },
  );

  it('runs a firing a server was down for, once', async () => {
    const muchLater = new Date(later.getTime() + 86_400_000);
    expect(await catchUpReadingSchedule(t.ctx, config, muchLater)).toMatchObject({ ran: true });
    expect(await catchUpReadingSchedule(t.ctx, config, muchLater)).toBeNull();
  });
});
