import { dashboardTasks, STATISTICS_STATUSES, statisticsSchema } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, portalConfigEnv, useTestApp } from '../../../test/app';
import { actorOf } from '../../testing/demo-rows';

const RANGE = { start: '2025-06-01', end: '2026-12-31' };

describe('GET statistics/', () => {
  const t = useTestApp();
  const count = async (email: string, url: string) => {
    const response = await t.get(email, `${url}${url.includes('?') ? '&' : '?'}page_size=1`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().count as number;
  };
  const statistics = async (email: string, query = `start_date=${RANGE.start}&end_date=${RANGE.end}`) => {
    const response = await t.get(email, `/api/v2/statistics/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return statisticsSchema.parse(response.json());
  };

  it('agrees with the reading requests and readings lists, for every kind of user and both tabs', async () => {
    const inRange = `planned_reading_date_after=${RANGE.start}&planned_reading_date_before=${RANGE.end}`;
    for (const email of [
      DEMO.supplier,
      DEMO.consumer,
      DEMO.service,
      DEMO.reader,
      DEMO.admin,
      DEMO.stranger,
    ]) {
      const stats = await statistics(email);
      const me = `meter__building__property_manager__email=${encodeURIComponent(email)}`;
      for (const [tab, filter] of [
        ['reading_requests', ''],
        ['reading_requests_my_buildings', `&${me}`],
      ] as const) {
        expect(stats[tab].count, `${email} ${tab}`).toBe(
          await count(email, `/api/v2/reading_requests/?${inRange}${filter}`),
        );
        for (const bucket of ['success', 'rejected', 'new'] as const) {
          const statuses = STATISTICS_STATUSES[bucket].join(',');
          expect(stats[tab][bucket], `${email} ${tab} ${bucket}`).toBe(
            await count(email, `/api/v2/reading_requests/?status=${statuses}&${inRange}${filter}`),
          );
        }
      }
      const readings = `/api/v2/readings/?reading_date_after=${RANGE.start}&reading_date_before=${RANGE.end}&reading_request__isnull=true`;
      expect(stats.readings_without_reading_requests.count, email).toBe(await count(email, readings));
      expect(stats.readings_without_reading_requests_my_buildings.count, email).toBe(
        await count(email, `${readings}&${me}`),
      );
    }
  });

  it('counts something where there is something (the agreement above is not between zeros)', async () => {
    const consumer = await statistics(DEMO.consumer);
    expect(consumer.reading_requests.new).toBeGreaterThan(0);
    expect(consumer.reading_requests_my_buildings.count).toBeGreaterThan(0);
    expect(consumer.readings_without_reading_requests.count).toBeGreaterThan(0);
  });

  it('a reading that answers a request leaves the readings-without-request count', async () => {
    const before = await statistics(DEMO.consumer, '');
    const { rows } = await sql<{ id: string; reading: string }>`
      SELECT rr.id, r.id AS reading FROM reading_requests rr
      JOIN readings r ON r.meter_id = rr.meter_id
      JOIN users u ON u.email = ${DEMO.consumer}
      JOIN buildings b ON b.id = rr.building_id AND b.commercial_consumer_id = u.company_id
      WHERE rr.status = 'new' AND NOT EXISTS (SELECT 1 FROM reading_requests x WHERE x.reading_id = r.id)
      LIMIT 1`.execute(t.ctx.db);
    const target = rows[0]!;
    await sql`UPDATE reading_requests SET status = 'success', reading_id = ${target.reading} WHERE id = ${target.id}`.execute(
      t.ctx.db,
    );
    const after = await statistics(DEMO.consumer, '');
    expect(after.readings_without_reading_requests.count).toBe(
      before.readings_without_reading_requests.count - 1,
    );
    expect(after.reading_requests.success).toBe(before.reading_requests.success + 1);
    expect(after.reading_requests.new).toBe(before.reading_requests.new - 1);
  });

  it('filters by the configured names start_date and end_date (STATISTICS_START_FILTER, STATISTICS_END_FILTER)', async () => {
    // Days no request or reading falls on: a bound that acts empties the counts.
    const all = await statistics(DEMO.consumer, '');
    expect(all.reading_requests.count).toBeGreaterThan(0);
    expect(all.readings_without_reading_requests.count).toBeGreaterThan(0);
    for (const query of ['start_date=2999-01-01', 'end_date=1900-01-01']) {
      const bounded = await statistics(DEMO.consumer, query);
      expect(bounded.reading_requests.count, query).toBe(0);
      expect(bounded.readings_without_reading_requests.count, query).toBe(0);
    }
    // The names of the described build are the only ones: `start`/`end` are unknown parameters.
    for (const query of [`start=${RANGE.start}`, `end=${RANGE.end}`]) {
      expect((await t.get(DEMO.consumer, `/api/v2/statistics/?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers 400 for bad dates and unknown parameters, takes the web’s pagination=page_number, 401 without a token', async () => {
    for (const query of [
      'start_date=2026-13-01',
      'start_date=yesterday',
      'end_date=2026-02-30',
      'start_date=0999-01-01',
      'start_date=2026-05-01&end_date=2026-04-30',
      'from=2026-01-01',
    ]) {
      const response = await t.get(DEMO.supplier, `/api/v2/statistics/?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    for (const url of ['statistics/', 'statistics/readings_per_month/', 'autodispose/?dry_run=true&']) {
      const sep = url.endsWith('&') ? '' : '?';
      expect((await t.get(DEMO.supplier, `/api/v2/${url}${sep}pagination=page_number`)).statusCode, url).toBe(
        200,
      );
      expect((await t.get(DEMO.supplier, `/api/v2/${url}${sep}pagination=cursor`)).statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/v2/statistics/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/statistics/readings_per_month/' })).statusCode).toBe(401);
  });
});

describe('GET statistics/ with other parameter names configured', () => {
  const t = useTestApp(portalConfigEnv({ STATISTICS_START_FILTER: 'from', STATISTICS_END_FILTER: 'until' }));

  it('takes the configured names and refuses the default ones', async () => {
    const answer = async (query: string) => {
      const response = await t.get(DEMO.consumer, `/api/v2/statistics/?${query}`);
      return { status: response.statusCode, body: response.json() };
    };
    const all = await answer('');
    const from = await answer('from=2999-01-01');
    const until = await answer('until=1900-01-01');
    expect([all.status, from.status, until.status]).toEqual([200, 200, 200]);
    expect(all.body.reading_requests.count).toBeGreaterThan(0);
    expect(from.body.reading_requests.count).toBe(0);
    expect(until.body.readings_without_reading_requests.count).toBe(0);
    expect((await answer(`from=${RANGE.end}&until=${RANGE.start}`)).body).toEqual({
      until: ['The end cannot be before the start.'],
    });
    expect((await answer(`start_date=${RANGE.start}`)).status).toBe(400);
    expect((await answer(`end_date=${RANGE.end}`)).status).toBe(400);
  });
});

describe('GET statistics/readings_per_month/', () => {
  const t = useTestApp();

  it('gives twelve months, oldest first, by origin, summing to the readings list of those months', async () => {
    const response = await t.get(DEMO.consumer, '/api/v2/statistics/readings_per_month/');
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as {
      results: { month: string; portal: number; app: number; import: number }[];
    };
    expect(results).toHaveLength(12);
    const now = new Date();
    expect(results[11]!.month).toBe(now.toISOString().slice(0, 7));
    expect([...results.map((r) => r.month)].sort()).toEqual(results.map((r) => r.month));
    const total = results.reduce((sum, r) => sum + r.portal + r.app + r.import, 0);
    const list = await t.get(
      DEMO.consumer,
      `/api/v2/readings/?reading_date_after=${results[0]!.month}-01&page_size=1`,
    );
    expect(total).toBe(list.json().count);
    expect(total).toBeGreaterThan(0);
  });

  it('counts a reading taken by OCR as the app’s, and my_buildings only in managed buildings', async () => {
    const month = () =>
      t.get(DEMO.consumer, '/api/v2/statistics/readings_per_month/').then((r) => r.json().results[11]);
    const before = await month();
    const meter = (
      await t.get(DEMO.consumer, '/api/v2/meters/?status=active&physical_medium=water_cold&page_size=1')
    ).json().results[0];
    // The app's OCR readings come through their own path (not POST readings/, which takes the portal's
    // methods): the repository's insert, as that path will use it.
    const id = await t.ctx.data.readings.insert(await actorOf(t, DEMO.consumer), {
      meterId: meter.resource_id,
      readingDate: new Date(),
      type: 'periodic',
      results: meter.obis_codes.map((obis: string) => ({
        obis,
        value: 99999,
        applied_method: 'ocr' as const,
      })),
      imageMetas: [],
    });
    expect((await t.get(DEMO.consumer, `/api/v2/readings/${id}/`)).json().origin).toBe('app');
    const after = await month();
    expect(after.app).toBe(before.app + 1);
    expect(after.portal).toBe(before.portal);

    const mine = (
      await t.get(DEMO.consumer, '/api/v2/statistics/readings_per_month/?my_buildings=true')
    ).json();
    const all = (await t.get(DEMO.consumer, '/api/v2/statistics/readings_per_month/')).json();
    const sum = (rows: { portal: number }[]) => rows.reduce((s, r) => s + r.portal, 0);
    expect(sum(mine.results)).toBeGreaterThan(0);
    expect(sum(mine.results)).toBeLessThan(sum(all.results));
    expect(
      (await t.get(DEMO.consumer, '/api/v2/statistics/readings_per_month/?my_buildings=yes')).statusCode,
    ).toBe(400);
  });
});

describe('GET autodispose/', () => {
  const t = useTestApp();

  /** An undispatched new request on a meter of a building with a preferred delegate, seen by the consumer. */
  const undispatched = async (managedByConsumer: boolean) => {
    const { rows } = await sql<{ meter: string; delegate: string }>`
      SELECT m.id AS meter, b.preferred_delegate_id AS delegate FROM meters m
      JOIN buildings b ON b.id = m.building_id AND b.preferred_delegate_id IS NOT NULL
      JOIN users u ON u.email = ${DEMO.consumer}
      WHERE b.commercial_consumer_id = u.company_id AND m.status = 'active'
        AND (b.property_manager_id = u.id) = ${managedByConsumer}
      LIMIT 1`.execute(t.ctx.db);
    const response = await t.send(DEMO.consumer, 'POST', '/api/v2/reading_requests/', {
      meter: rows[0]!.meter,
      planned_reading_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      planned_reading_date_end: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().resource_id as string, delegate: rows[0]!.delegate };
  };
  const dispose = (query: string, email: string = DEMO.consumer) =>
    t.get(email, `/api/v2/autodispose/?${query}`);

  it('counts in a dry run exactly what it then assigns, to the preferred delegate, and nothing twice', async () => {
    const managed = await undispatched(true);
    const other = await undispatched(false);
    const own = (await dispose('dry_run=true&all_buildings=false')).json().count;
    const all = (await dispose('dry_run=true&all_buildings=true')).json().count;
    expect(own).toBeGreaterThanOrEqual(1);
    expect(all).toBeGreaterThanOrEqual(own + 1);

    const run = await dispose('all_buildings=false');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ count: own, message: expect.stringContaining(String(own)) });
    const delegateOf = async (id: string) =>
      (
        await t.ctx.db
          .selectFrom('reading_requests')
          .select('delegate_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).delegate_id;
    expect(await delegateOf(managed.id)).toBe(managed.delegate);
    expect(await delegateOf(other.id)).toBeNull();

    expect((await dispose('dry_run=true&all_buildings=true')).json().count).toBe(all - own);
    expect((await dispose('all_buildings=true')).json().count).toBe(all - own);
    expect(await delegateOf(other.id)).toBe(other.delegate);
    expect((await dispose('dry_run=true&all_buildings=true')).json().count).toBe(0);
  });

  it('changes nothing when a row fails midway (one statement, one transaction)', async () => {
    await undispatched(true);
    await undispatched(false);
    const before = (await dispose('dry_run=true&all_buildings=true')).json().count;
    expect(before).toBeGreaterThanOrEqual(2);
    // The last of the candidates (by id) refuses its delegate.
    await sql`CREATE FUNCTION fail_dispose() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF OLD.delegate_id IS NULL AND NEW.delegate_id IS NOT NULL AND OLD.id = (SELECT max(id) FROM reading_requests
        WHERE delegate_id IS NULL AND status = 'new') THEN RAISE EXCEPTION 'planted failure'; END IF; RETURN NEW; END $$`.execute(
      t.ctx.db,
    );
    await sql`CREATE TRIGGER fail_dispose BEFORE UPDATE ON reading_requests FOR EACH ROW EXECUTE FUNCTION fail_dispose()`.execute(
      t.ctx.db,
    );
    try {
      expect((await dispose('all_buildings=true')).statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_dispose ON reading_requests`.execute(t.ctx.db);
      await sql`DROP FUNCTION fail_dispose()`.execute(t.ctx.db);
    }
    expect((await dispose('dry_run=true&all_buildings=true')).json().count).toBe(before);
  });

  it('refuses meter readers and the companies administration (403), bad flags (400), no token (401)', async () => {
    expect((await dispose('dry_run=true', DEMO.reader)).statusCode).toBe(403);
    expect((await dispose('dry_run=true', DEMO.admin)).statusCode).toBe(403);
    expect((await dispose('dry_run=maybe')).statusCode).toBe(400);
    expect((await dispose('all_buildings=1&x=2')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v2/autodispose/?dry_run=true' })).statusCode).toBe(401);
  });

  it('never reaches another company’s requests', async () => {
    const { id } = await undispatched(false);
    await dispose('all_buildings=true', DEMO.stranger);
    const row = await t.ctx.db
      .selectFrom('reading_requests')
      .select('delegate_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.delegate_id).toBeNull();
  });
});

describe('POST companies/{id}/finalize-reading-period/', () => {
  const t = useTestApp();
  const companyOf = async (email: string) =>
    (
      await t.ctx.db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).company_id;
  const finalize = async (email: string, companyId: string, body: object = {}) =>
    t.send(email, 'POST', `/api/v2/companies/${companyId}/finalize-reading-period/`, body);
  const pendingOwnedBy = async (companyId: string) =>
    Number(
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM reading_requests
          WHERE owner_company_id = ${companyId} AND status IN ('new', 'postponed', 'postponed_notified')`.execute(
          t.ctx.db,
        )
      ).rows[0]!.n,
    );

  it('refuses: no token 401, basic user and meter reader 403, a contractor 403, an unseen company 404, bad body 400', async () => {
    const consumer = await companyOf(DEMO.consumer);
    const service = await companyOf(DEMO.service);
    const stranger = await companyOf(DEMO.stranger);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v2/companies/${consumer}/finalize-reading-period/` }))
        .statusCode,
    ).toBe(401);
    expect((await finalize(DEMO.basic, consumer)).statusCode).toBe(403);
    expect((await finalize(DEMO.reader, service)).statusCode).toBe(403);
    expect((await finalize(DEMO.consumer, service)).statusCode).toBe(403);
    expect((await finalize(DEMO.consumer, stranger)).statusCode).toBe(404);
    expect((await finalize(DEMO.consumer, 'not-a-uuid')).statusCode).toBe(404);
    expect((await finalize(DEMO.consumer, consumer, { energy_supplier_id: 'x' })).statusCode).toBe(400);
    expect((await finalize(DEMO.consumer, consumer, { energy_supplier_id: service })).statusCode).toBe(400);
    expect(
      (await finalize(DEMO.consumer, consumer, { energy_supplier_id: await companyOf(DEMO.stranger) }))
        .statusCode,
    ).toBe(400);
    expect(await pendingOwnedBy(consumer)).toBeGreaterThan(0);
  });

  it('changes nothing when a row fails midway (one transaction)', async () => {
    const supplier = await companyOf(DEMO.supplier);
    const before = await pendingOwnedBy(supplier);
    expect(before).toBeGreaterThan(1);
    await sql`CREATE FUNCTION fail_finalize() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.status = 'rejected' AND OLD.planned_reading_date = (SELECT max(planned_reading_date)
        FROM reading_requests WHERE owner_company_id = OLD.owner_company_id AND status = 'new')
        THEN RAISE EXCEPTION 'planted failure'; END IF; RETURN NEW; END $$`.execute(t.ctx.db);
    await sql`CREATE TRIGGER fail_finalize BEFORE UPDATE ON reading_requests FOR EACH ROW EXECUTE FUNCTION fail_finalize()`.execute(
      t.ctx.db,
    );
    try {
      expect((await finalize(DEMO.supplier, supplier)).statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_finalize ON reading_requests`.execute(t.ctx.db);
      await sql`DROP FUNCTION fail_finalize()`.execute(t.ctx.db);
    }
    expect(await pendingOwnedBy(supplier)).toBe(before);
  });

  it('leaves alone a request of its own the company no longer sees (finalize acts only in the scope)', async () => {
    const supplier = await companyOf(DEMO.supplier);
    const consumer = await companyOf(DEMO.consumer);
    // A meter of a building the consumer owns or consumes, supplied by the supplier, and no other link of
    // the supplier to that building: once the consumer removes the supplier, the supplier sees none of it.
    const { rows } = await sql<{ meter: string; building: string }>`
      SELECT m.id AS meter, m.building_id AS building FROM meters m JOIN buildings b ON b.id = m.building_id
      WHERE m.energy_supplier_id = ${supplier} AND (b.commercial_consumer_id = ${consumer} OR b.owner_company_id = ${consumer})
        AND b.owner_company_id <> ${supplier} AND b.commercial_consumer_id IS DISTINCT FROM ${supplier}
        AND NOT EXISTS (SELECT 1 FROM meters o WHERE o.building_id = b.id AND o.meter_reading_service_id = ${supplier})
      ORDER BY m.id LIMIT 1`.execute(t.ctx.db);
    const { meter, building } = rows[0]!;
    const ordered = await t.send(DEMO.supplier, 'POST', '/api/v2/reading_requests/', {
      meter,
      planned_reading_date: '2099-05-01T00:00:00Z',
      planned_reading_date_end: '2099-05-14T23:59:59Z',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const request = ordered.json().resource_id as string;
    const buildingMeters = await sql<{ id: string }>`SELECT id FROM meters WHERE building_id = ${building}
      AND energy_supplier_id = ${supplier}`.execute(t.ctx.db);
    for (const { id } of buildingMeters.rows)
      expect(
        (await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${id}/`, { energy_supplier: null })).statusCode,
      ).toBe(200);
    expect((await t.get(DEMO.supplier, `/api/v2/reading_requests/${request}/`)).statusCode).toBe(404);
    expect((await finalize(DEMO.supplier, supplier)).statusCode).toBe(200);
    const after = await sql<{
      status: string;
    }>`SELECT status FROM reading_requests WHERE id = ${request}`.execute(t.ctx.db);
    expect(after.rows[0]!.status).toBe('new');
    // The supplier back on the meters: the request is the supplier's to finalize again (the next tests).
    for (const { id } of buildingMeters.rows)
      expect(
        (await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${id}/`, { energy_supplier: supplier }))
          .statusCode,
      ).toBe(200);
  });

  it('rejects the company’s own pending requests as reading not performed', async () => {
    const supplier = await companyOf(DEMO.supplier);
    const before = await pendingOwnedBy(supplier);
    const response = await finalize(DEMO.supplier, supplier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: before });
    expect(await pendingOwnedBy(supplier)).toBe(0);
    const notes = await t.get(
      DEMO.supplier,
      '/api/v2/reading_requests/?status=rejected&status_note=reading_period_finalized&page_size=1',
    );
    expect(notes.json().count).toBeGreaterThanOrEqual(before);
    expect((await finalize(DEMO.supplier, supplier)).json()).toEqual({ count: 0 });
  });

  it("with an energy supplier: the pending requests of that supplier's meters the company sees", async () => {
    const consumer = await companyOf(DEMO.consumer);
    const supplier = await companyOf(DEMO.supplier);
    const listed = (
      await t.get(
        DEMO.consumer,
        `/api/v2/reading_requests/?status=new,postponed,postponed_notified&energy_supplier=${supplier}&page_size=1`,
      )
    ).json().count;
    const response = await finalize(DEMO.consumer, consumer, { energy_supplier_id: supplier });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ count: listed });
    const left = await t.get(
      DEMO.consumer,
      `/api/v2/reading_requests/?status=new,postponed,postponed_notified&energy_supplier=${supplier}&page_size=1`,
    );
    expect(left.json().count).toBe(0);
  });

  it('needs the import mode ALL', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'portal-config-')), 'config.json');
    writeFileSync(file, JSON.stringify({ IMPORT_MODES: ['BASE'] }));
    const { createTestApp } = await import('../../../test/app');
    const other = await createTestApp({ PORTAL_CONFIG_FILE: file });
    try {
      const company = await companyOf(DEMO.supplier);
      const response = await other.send(
        DEMO.supplier,
        'POST',
        `/api/v2/companies/${company}/finalize-reading-period/`,
        {},
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toContain('ALL');
    } finally {
      await other.close();
    }
  });
});

describe('the task rows’ counting calls', () => {
  const t = useTestApp();

  it('answer every demo user with a count, for every row they see', async () => {
    for (const email of Object.values(DEMO)) {
      const actor = await actorOf(t, email);
      const tasks = dashboardTasks({ ...actor, email }, { DASHBOARD_WATER_METERS: true });
      expect(tasks.length).toBeGreaterThan(1);
      for (const task of tasks) {
        const query = new URLSearchParams({ ...task.query, page_size: '1' });
        const response = await t.get(email, `/api/v2/${task.endpoint}?${query}`);
        expect(response.statusCode, `${email} ${task.key} ${response.body}`).toBe(200);
        expect(typeof response.json().count).toBe('number');
      }
    }
  });

  it('filter what they say: managed buildings’ meters, sub-meters’ requests, contractors’ requests', async () => {
    const consumer = await actorOf(t, DEMO.consumer);
    const managed = await sql<{ n: number }>`SELECT count(*)::int AS n FROM meters m
      JOIN buildings b ON b.id = m.building_id WHERE b.property_manager_id = ${consumer.userId}`.execute(
      t.ctx.db,
    );
    const meters = await t.get(
      DEMO.consumer,
      `/api/v2/meters/?building__property_manager__email=${encodeURIComponent(DEMO.consumer.toUpperCase())}&page_size=1`,
    );
    expect(meters.json().count).toBe(managed.rows[0]!.n);
    expect(managed.rows[0]!.n).toBeGreaterThan(0);

    const subMeterRequests = (
      await t.get(DEMO.consumer, '/api/v2/reading_requests/?meter__main_meter__isnull=false&page_size=100')
    ).json().results as { meter: { resource_id: string } }[];
    expect(subMeterRequests.length).toBeGreaterThan(0);
    const mains = await t.ctx.db
      .selectFrom('meters')
      .select('main_meter_id')
      .where(
        'id',
        'in',
        subMeterRequests.map((r) => r.meter.resource_id),
      )
      .execute();
    expect(mains.every((m) => m.main_meter_id !== null)).toBe(true);

    const contractors = (
      await sql<{
        name: string;
      }>`SELECT c.name FROM company_contractors cc JOIN companies c ON c.id = cc.contractor_id
        WHERE cc.company_id = ${consumer.companyId}`.execute(t.ctx.db)
    ).rows.map((row) => row.name);
    const byContractors = (
      await t.get(DEMO.consumer, '/api/v2/reading_requests/?created_by_contractor=true&page_size=100')
    ).json().results as { owner_company_name: string }[];
    const notByContractors = (
      await t.get(DEMO.consumer, '/api/v2/reading_requests/?created_by_contractor=false&page_size=100')
    ).json().results as { owner_company_name: string }[];
    expect(byContractors.length).toBeGreaterThan(0);
    expect(byContractors.every((r) => contractors.includes(r.owner_company_name))).toBe(true);
    expect(notByContractors.some((r) => contractors.includes(r.owner_company_name))).toBe(false);
  });
});
