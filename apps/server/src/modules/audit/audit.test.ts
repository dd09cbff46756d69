import type { HistoryEntry } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../../test/app';
import { actorOf, companyIds, listedMeter } from '../../testing/demo-rows';

/**
 * The audit trail (migration 0015): written by triggers in the transaction of each change, with the actor
 * the transaction was opened for; read per object (`<object>/history/`) by whoever sees the object, and
 * in full (`audit/`) by the companies administration only.
 */
describe('audit trail', () => {
  const t = useTestApp();
  const history = async (email: string, path: string) => {
    const response = await t.get(email, `${path}history/`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results as HistoryEntry[];
  };
  const auditRows = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(t.ctx.db)).rows[0]!.n;

  it('records who changed a meter, and each field before → after, for those who see it', async () => {
    const { meter } = await listedMeter(t, DEMO.consumer);
    const before = (await t.get(DEMO.consumer, `/api/v2/meters/${meter}/`)).json();
    const patched = await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter}/`, { status: 'inactive' });
    expect(patched.statusCode, patched.body).toBe(200);

    const [latest] = await history(DEMO.consumer, `/api/v2/meters/${meter}/`);
    expect(latest).toMatchObject({
      action: 'update',
      object_type: 'meters',
      object_id: meter,
      actor: { kind: 'user', name: DEMO.consumer, company_name: 'Hausverwaltung Demo' },
    });
    expect(latest!.changes).toContainEqual({ field: 'status', before: before.status, after: 'inactive' });
    expect(latest!.changes.map((change) => change.field)).not.toContain('modified');

    // Another company's user does not see the meter, nor its history; without a token: 401.
    expect((await t.get(DEMO.stranger, `/api/v2/meters/${meter}/history/`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v2/meters/${meter}/history/` })).statusCode).toBe(401);
    expect((await t.get(DEMO.consumer, `/api/v2/meters/not-a-uuid/history/`)).statusCode).toBe(404);
  });

  it('records a reading with its values as one entry per transaction; an edit names only what changed', async () => {
    const { meter } = await listedMeter(t, DEMO.supplier);
    const { obis_codes: obis } = (await t.get(DEMO.supplier, `/api/v2/meters/${meter}/`)).json();
    const created = await t.send(DEMO.supplier, 'POST', '/api/v2/readings/', {
      meter,
      reading_date: '2026-01-15T10:00:00Z',
      results: [{ obis: obis[0], value: 1234.5, applied_method: 'manual' }],
      image_metas: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const reading = created.json();
    const edited = await t.send(DEMO.supplier, 'PATCH', `/api/v2/readings/${reading.resource_id}/`, {
      ...reading,
      results: [{ obis: obis[0], value: 1240, applied_method: 'manual' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const entries = await history(DEMO.supplier, `/api/v2/readings/${reading.resource_id}/`);
    const valueChanges = entries.flatMap((entry) =>
      entry.changes.filter((change) => change.field === `results[${obis[0]}].value`),
    );
    expect(valueChanges).toEqual([
      { field: `results[${obis[0]}].value`, before: 1234.5, after: 1240 },
      { field: `results[${obis[0]}].value`, before: null, after: 1234.5 },
    ]);
    // One entry per transaction: the reading with its values as created; the edit names only what changed.
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ action: 'insert', actor: { kind: 'user', name: DEMO.supplier } });
    expect(entries[0]!.changes.map((change) => change.field)).toEqual([`results[${obis[0]}].value`]);
  });

  it('records a new object with every field it was given (one statement: one entry per row), nothing derived', async () => {
    const created = await t.send(DEMO.basic, 'POST', '/api/v2/buildings/', {
      street: 'Auditweg',
      street_number: '3',
      zip_code: '12345',
      city: 'Musterstadt',
      note: 'neu',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [entry] = await history(DEMO.basic, `/api/v2/buildings/${created.json().resource_id}/`);
    expect(entry).toMatchObject({ action: 'insert', actor: { kind: 'user', name: DEMO.basic } });
    const fields = Object.fromEntries(
      entry!.changes.map((change) => [change.field, [change.before, change.after]]),
    );
    expect(fields).toMatchObject({
      street: [null, 'Auditweg'],
      city: [null, 'Musterstadt'],
      note: [null, 'neu'],
    });
    for (const derived of ['id', 'created', 'modified', 'search_text', 'label'])
      expect(Object.keys(fields)).not.toContain(derived);
  });

  it('stores a new object’s entry as its values, turned into pairs when its transaction changes it again', async () => {
    const { building } = await listedMeter(t, DEMO.supplier);
    const made = await t.ctx.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string; meter_id: string }>`INSERT INTO meters (building_id, meter_id,
          obis_codes, physical_medium, physical_unit, owner_company_id)
        SELECT b.id, number, '{1-0:1.8.0}', 'electricity', 'kWh', b.owner_company_id
        FROM buildings b, unnest(ARRAY['PLAIN-1', 'PLAIN-2']) number WHERE b.id = ${building}
        RETURNING id, meter_id`.execute(trx);
      await sql`UPDATE meters SET label = 'changed', physical_unit = 'MWh' WHERE meter_id = 'PLAIN-2'`.execute(
        trx,
      );
      return Object.fromEntries(rows.map((row) => [row.meter_id, row.id]));
    });
    const stored = await sql<{ object_id: string; plain: boolean; changes: Record<string, unknown> }>`
      SELECT object_id, plain, changes FROM audit_log WHERE object_id IN (${made['PLAIN-1']}, ${made['PLAIN-2']})`.execute(
      t.ctx.db,
    );
    const entry = (id: string) => stored.rows.find((row) => row.object_id === id)!;
    expect(stored.rows).toHaveLength(2);
    expect(entry(made['PLAIN-1']!)).toMatchObject({
      plain: true,
      changes: { physical_unit: 'kWh', label: null },
    });
    expect(entry(made['PLAIN-2']!)).toMatchObject({
      plain: false,
      changes: { physical_unit: [null, 'MWh'], label: [null, 'changed'] },
    });
    for (const [number, unit] of [
      ['PLAIN-1', 'kWh'],
      ['PLAIN-2', 'MWh'],
    ] as const) {
      const [shown] = await history(DEMO.admin, `/api/v2/meters/${made[number]}/`);
      expect(shown).toMatchObject({ action: 'insert' });
      expect(shown!.changes).toContainEqual({ field: 'physical_unit', before: null, after: unit });
      expect(shown!.changes.map((change) => change.field)).not.toContain(
        number === 'PLAIN-1' ? 'label' : 'id',
      );
    }
  });

  it('names what a change links to: a contractor added to a team shows with its name to those who see it', async () => {
    const ids = await companyIds(t);
    const consumer = ids['Hausverwaltung Demo']!;
    const fremd = ids['Fremdwerk Demo']!;
    const url = `/api/v2/companies/${consumer}/`;
    const original = (await t.get(DEMO.consumer, url)).json().contractors.map((c: { url: string }) => c.url);
    const added = await t.send(DEMO.consumer, 'PATCH', url, { contractors: [...original, fremd] });
    expect(added.statusCode, added.body).toBe(200);
    // The administration sees every company (a team sees a contractor only once it is one, history-scope.test.ts).
    const [latest] = await history(DEMO.admin, url);
    expect(latest!.changes.map((change) => change.field)).toContainEqual(
      expect.stringMatching(new RegExp(`^contractors\\[${fremd}\\]`)),
    );
    expect(latest!.labels).toEqual({ [fremd]: 'Fremdwerk Demo' });
    await t.send(DEMO.consumer, 'PATCH', url, { contractors: original });
  });

  it('a failed change leaves no audit row: the trail is written in the transaction of the change', async () => {
    const actor = await actorOf(t, DEMO.consumer);
    const { meter } = await listedMeter(t, DEMO.consumer);
    const rows = await auditRows();
    await t.ctx.data.transaction(actor, (data) => data.meters.update(actor, meter, { status: 'inactive' }));
    expect(await auditRows()).toBe(rows + 1);
    await expect(
      t.ctx.data.transaction(actor, async (data) => {
        await data.meters.update(actor, meter, { status: 'active' });
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    expect(await auditRows()).toBe(rows + 1);
  });

  it('a bulk change leaves one row per object, all of one transaction, for the user who made it', async () => {
    const consumer = (await companyIds(t))['Hausverwaltung Demo']!;
    const pending = await sql<{ id: string }>`SELECT id FROM reading_requests
      WHERE owner_company_id = ${consumer} AND status IN ('new', 'postponed', 'postponed_notified')`.execute(
      t.ctx.db,
    );
    expect(pending.rows.length).toBeGreaterThan(1);
    const finalized = await t.send(
      DEMO.consumer,
      'POST',
      `/api/v2/companies/${consumer}/finalize-reading-period/`,
      {},
    );
    expect(finalized.statusCode, finalized.body).toBe(200);
    const rows = await sql<{
      object_id: string;
      transaction_id: string;
      actor_kind: string;
      status: unknown;
    }>`
      SELECT object_id, transaction_id::text, actor_kind, changes -> 'status' AS status FROM audit_log
      WHERE object_type = 'reading_requests' AND action = 'update' AND object_id IN (${sql.join(pending.rows.map((row) => row.id))})`.execute(
      t.ctx.db,
    );
    expect(rows.rows.length).toBe(pending.rows.length);
    expect(new Set(rows.rows.map((row) => row.transaction_id)).size).toBe(1);
    expect(rows.rows.every((row) => row.actor_kind === 'user')).toBe(true);
    expect(rows.rows[0]!.status).toEqual([expect.any(String), 'rejected']);
  });

  it('records a password change without the hash, and a direct database write as the database role', async () => {
    const { userId } = await actorOf(t, DEMO.basic);
    const changed = await t.send(DEMO.basic, 'PATCH', `/api/v2/users/${userId}/`, {
      old_password: DEMO_PASSWORD,
      password: 'An0ther-long-Secret-2027',
      password_repeat: 'An0ther-long-Secret-2027',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = (
      await sql<{ changes: Record<string, unknown>; actor_kind: string }>`SELECT changes, actor_kind
        FROM audit_log WHERE object_type = 'users' AND object_id = ${userId} ORDER BY id DESC LIMIT 1`.execute(
        t.ctx.db,
      )
    ).rows;
    expect(row!.actor_kind).toBe('user');
    expect(row!.changes.password_hash).toEqual([null, null]);
    const [shown] = await history(DEMO.consumer, `/api/v2/employees/${userId}/`);
    expect(shown!.changes.find((change) => change.field === 'password_hash')).toEqual({
      field: 'password_hash',
      before: null,
      after: null,
    });
    expect(JSON.stringify(row!.changes)).not.toMatch(/scrypt|\$/);

    const { meter } = await listedMeter(t, DEMO.consumer);
    await sql`UPDATE meters SET note = 'fixed by hand' WHERE id = ${meter}`.execute(t.ctx.db);
    const [latest] = await history(DEMO.consumer, `/api/v2/meters/${meter}/`);
    expect(latest!.actor.kind).toBe('database');
    expect(latest!.changes.find((change) => change.field === 'note')?.after).toBe('fixed by hand');
  });

  it('GET audit/: the administration reads every company’s changes, filtered; others 403', async () => {
    const consumer = (await companyIds(t))['Hausverwaltung Demo']!;
    const { meter } = await listedMeter(t, DEMO.consumer);
    const patched = await t.send(DEMO.consumer, 'PATCH', `/api/v2/meters/${meter}/`, { status: 'active' });
    expect(patched.statusCode, patched.body).toBe(200);

    const all = await t.get(DEMO.admin, `/api/v2/audit/?actor_company=${consumer}&object_type=meters`);
    expect(all.statusCode, all.body).toBe(200);
    const results = all.json().results as HistoryEntry[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((entry) => entry.actor.company === consumer && entry.object_type === 'meters')).toBe(
      true,
    );
    expect((await t.get(DEMO.admin, '/api/v2/audit/?at_after=yesterday')).statusCode).toBe(400);
    expect((await t.get(DEMO.admin, '/api/v2/audit/?object_type=passwords')).statusCode).toBe(400);
    expect((await t.get(DEMO.consumer, '/api/v2/audit/')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v2/audit/' })).statusCode).toBe(401);
  });
});
