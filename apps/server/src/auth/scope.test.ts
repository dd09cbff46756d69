import type { Actor } from '@portal/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../test/app';
import { actorOf } from '../testing/demo-rows';
import {
  buildingRowScope,
  buildingScope,
  linkedMeterScope,
  meterRowScope,
  meterScope,
  readingRequestScope,
  readingScope,
  withScope,
} from './scope';

describe('tenancy scope', () => {
  const t = useTestApp();
  const actors = {} as Record<keyof typeof DEMO, Actor>;

  beforeAll(async () => {
    for (const [key, email] of Object.entries(DEMO) as Array<[keyof typeof DEMO, string]>)
      actors[key] = await actorOf(t, email);
  });

  const visibleBuildings = (actor: Actor) =>
    t.ctx.db
      .selectFrom('buildings as b')
      .select(['b.id', 'b.owner_company_id', 'b.preferred_delegate_id'])
      .where(buildingScope(actor))
      .execute();
  const count = async (table: string, alias: string, condition: ReturnType<typeof meterScope>) => {
    const result = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} AS ${sql.raw(alias)} WHERE ${condition}`.execute(
      t.ctx.db,
    );
    return result.rows[0]!.n;
  };

  it('shows the administration everything', async () => {
    const all = await t.ctx.db.selectFrom('buildings').select('id').execute();
    expect(await visibleBuildings(actors.admin)).toHaveLength(all.length);
  });

  it("keeps Fremdwerk's buildings to Fremdwerk, and the others' away from it", async () => {
    const stranger = await visibleBuildings(actors.stranger);
    expect(stranger.length).toBeGreaterThan(0);
    expect(stranger.every((b) => b.owner_company_id === actors.stranger.companyId)).toBe(true);
    for (const key of ['supplier', 'consumer', 'basic', 'service', 'reader'] as const) {
      const seen = await visibleBuildings(actors[key]);
      expect(
        seen.some((b) => b.owner_company_id === actors.stranger.companyId),
        key,
      ).toBe(false);
    }
  });

  it('gives companies their owned, consumed, supplied and read buildings', async () => {
    expect((await visibleBuildings(actors.consumer)).length).toBeGreaterThan(30);
    expect(await visibleBuildings(actors.basic)).toEqual(await visibleBuildings(actors.consumer));
    expect((await visibleBuildings(actors.supplier)).length).toBeGreaterThan(8);
    expect((await visibleBuildings(actors.service)).length).toBeGreaterThan(0);
  });

  it('limits a meter reader to their buildings and their requests', async () => {
    const buildings = await visibleBuildings(actors.reader);
    expect(buildings.length).toBeGreaterThan(0);
    expect(buildings.length).toBeLessThan((await visibleBuildings(actors.service)).length);
    const requests = await t.ctx.db
      .selectFrom('reading_requests as rr')
      .select('rr.delegate_id')
      .where(readingRequestScope(actors.reader))
      .execute();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((request) => request.delegate_id === actors.reader.userId)).toBe(true);
  });

  it('scopes meters, requests and readings consistently', async () => {
    for (const key of ['supplier', 'consumer', 'service', 'reader', 'stranger'] as const) {
      const meters = await count('meters', 'm', meterScope(actors[key]));
      const readings = await count('readings', 'r', readingScope(actors[key]));
      expect(meters, key).toBeGreaterThan(0);
      expect(readings, key).toBeGreaterThan(0);
      expect(await count('reading_requests', 'rr', readingRequestScope(actors[key])), key).toBeGreaterThan(0);
    }
    expect(await count('meters', 'm', meterScope(actors.stranger))).toBeLessThan(
      await count('meters', 'm', meterScope(actors.admin)),
    );
  });

  it('finds the same buildings and meters row by row as through the company’s list', async () => {
    const ids = async (query: ReturnType<typeof sql<{ id: string }>>) =>
      (await query.execute(t.ctx.db)).rows.map((row) => row.id).sort();
    for (const key of Object.keys(DEMO) as Array<keyof typeof DEMO>) {
      const actor = actors[key];
      const buildings = await ids(
        sql<{ id: string }>`SELECT b.id FROM buildings b WHERE ${buildingScope(actor)}`,
      );
      expect(buildings.length, key).toBeGreaterThan(0);
      expect(await ids(sql`SELECT b.id FROM buildings b WHERE ${buildingRowScope(actor)}`), key).toEqual(
        buildings,
      );
      const meters = await ids(sql<{ id: string }>`SELECT m.id FROM meters m WHERE ${meterScope(actor)}`);
      expect(
        await ids(
          sql`SELECT m.id FROM meters m JOIN buildings b ON b.id = m.building_id WHERE ${meterRowScope(actor)}`,
        ),
        key,
      ).toEqual(meters);
      expect(await ids(sql`SELECT lm.id FROM meters lm WHERE ${linkedMeterScope(actor, 'lm')}`), key).toEqual(
        meters,
      );
    }
  });

  it('holds the same rows in a statement that declares the company’s buildings once', async () => {
    const scopes = [
      ['buildings', 'b', buildingScope],
      ['meters', 'm', meterScope],
      ['reading_requests', 'rr', readingRequestScope],
      ['readings', 'r', readingScope],
    ] as const;
    for (const key of Object.keys(DEMO) as Array<keyof typeof DEMO>) {
      const actor = actors[key];
      for (const [table, alias, scope] of scopes) {
        const ids = (from: typeof t.ctx.db, set: 'inline' | 'declared') =>
          from
            .selectFrom(sql<{ id: string }>`${sql.table(table)}`.as(alias))
            .select(sql<string>`${sql.ref(`${alias}.id`)}`.as('id'))
            .where(scope(actor, alias, set))
            .execute()
            .then((rows) => rows.map((row) => row.id).sort());
        const inline = await ids(t.ctx.db, 'inline');
        expect(inline.length, `${key} ${table}`).toBeGreaterThan(0);
        expect(
          await ids(withScope(t.ctx.db, actor) as typeof t.ctx.db, 'declared'),
          `${key} ${table}`,
        ).toEqual(inline);
      }
    }
  });

  it('fails a statement that tests the declared buildings without declaring them', async () => {
    const undeclared = t.ctx.db
      .selectFrom('meters as m')
      .select('m.id')
      .where(meterScope(actors.supplier, 'm', 'declared'))
      .execute();
    await expect(undeclared).rejects.toThrow(/scope_buildings/);
  });
});
