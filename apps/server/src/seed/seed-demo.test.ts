import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHYSICAL_MEDIA, READING_REQUEST_STATUSES } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { type DatabaseHandle, openPglite } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { DiskImageStore } from '../storage/image-store';
import { DEMO_PASSWORD, type SeedSummary, seedDemo } from './demo-seed';

const REFERENCE = new Date('2026-03-15T00:00:00Z');
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ACCOUNTS = [
  ['admin@demo.example', 'admin', 'Demo Administration', 'companies_administration'],
  ['supplier@demo.example', 'scheduler', 'Stadtwerke Demo', 'energy_supplier'],
  ['consumer@demo.example', 'scheduler', 'Hausverwaltung Demo', 'commercial_consumer'],
  ['basic@demo.example', 'basic', 'Hausverwaltung Demo', 'commercial_consumer'],
  ['service@demo.example', 'scheduler', 'Ablesedienst Demo', 'meter_reading_service'],
  ['reader@demo.example', 'meter_reader', 'Ablesedienst Demo', 'meter_reading_service'],
  ['stranger@demo.example', 'scheduler', 'Fremdwerk Demo', 'energy_supplier'],
] as const;

let handle: DatabaseHandle;
let imageDir: string;
let store: DiskImageStore;
let summary: SeedSummary;

beforeAll(async () => {
  handle = await openPglite(null);
  await migrateToLatest(handle.db);
  imageDir = mkdtempSync(join(tmpdir(), 'seed-demo-'));
  store = new DiskImageStore(imageDir);
  summary = await seedDemo(handle.db, { imageStore: store, referenceDate: REFERENCE });
});

afterAll(async () => {
  await handle?.close();
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
});

async function rows<T>(query: string): Promise<T[]> {
  return (await sql.raw<T>(query).execute(handle.db)).rows;
}

async function companyId(name: string): Promise<string> {
  const row = await handle.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seedDemo', () => {
  it('creates the demo accounts with their roles, companies and password', async () => {
    for (const [email, role, company, type] of ACCOUNTS) {
      const user = await handle.db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'users.role',
          'users.name',
          'users.is_active',
          'users.password_hash',
          'users.webportal_settings',
        ])
        .select(['companies.name as company', 'companies.company_type'])
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      expect({ email, role: user.role, company: user.company, type: user.company_type }).toEqual({
        email,
        role,
        company,
        type,
      });
      expect(user.is_active).toBe(true);
      expect(user.name).toMatch(/^\S+ \S+$/);
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
      if (role === 'scheduler')
        expect(user.webportal_settings).toEqual({ can_create_new_meter_from_scratch: true });
    }
    const inactive = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE NOT is_active`,
    );
    expect(inactive[0]!.count).toBe(1);
  });

  it('reports the row counts it inserted', async () => {
    for (const [table, count] of Object.entries(summary.tables)) {
      const [row] = await rows<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
      expect({ table, count: row!.count }).toEqual({ table, count });
    }
  });

  it('fills buildings in many cities and meters of all 19 media', async () => {
    const [stats] = await rows<{ buildings: number; cities: number; meters: number; inactive: number }>(`
      SELECT (SELECT count(*)::int FROM buildings) AS buildings, (SELECT count(DISTINCT city)::int FROM buildings) AS cities,
             (SELECT count(*)::int FROM meters) AS meters, (SELECT count(*)::int FROM buildings WHERE status = 'inactive') AS inactive`);
    expect(stats!.buildings).toBeGreaterThanOrEqual(40);
    expect(stats!.cities).toBeGreaterThanOrEqual(10);
    expect(stats!.meters).toBeGreaterThanOrEqual(150);
    expect(stats!.inactive).toBe(3);
    const [owners] = await rows<{ supplier: number; reader: number; needsCheck: number }>(`
      SELECT (SELECT count(*)::int FROM buildings b JOIN companies c ON c.id = b.owner_company_id WHERE c.name = 'Stadtwerke Demo') AS supplier,
             (SELECT count(*)::int FROM buildings b JOIN users u ON u.id = b.preferred_delegate_id WHERE u.email = 'reader@demo.example') AS reader,
             (SELECT count(*)::int FROM meters WHERE needs_check) AS "needsCheck"`);
    expect(owners!.supplier).toBeGreaterThanOrEqual(8);
    expect(owners!.reader).toBeGreaterThanOrEqual(8);
    expect(owners!.needsCheck).toBe(8);
    const media = await rows<{ physical_medium: string }>(
      `SELECT DISTINCT physical_medium FROM meters ORDER BY 1`,
    );
    expect(media.map((m) => m.physical_medium)).toEqual([...PHYSICAL_MEDIA].sort());
    const activeInInactive = await rows(`
      SELECT m.id FROM meters m JOIN buildings b ON b.id = m.building_id WHERE b.status = 'inactive' AND m.status <> 'inactive'`);
    expect(activeInInactive).toHaveLength(0);
    const [ids] = await rows<{ id: string }>(`SELECT id FROM meters ORDER BY random() LIMIT 1`);
    expect(ids!.id).toMatch(UUID_V7);
  });

  it('has reading requests in every status, overdue and future ones, success linked to readings', async () => {
    const statuses = await rows<{ status: string }>(`SELECT DISTINCT status FROM reading_requests`);
    expect(statuses.map((s) => s.status).sort()).toEqual([...READING_REQUEST_STATUSES].sort());
    const [counts] = await rows<{
      overdue: number;
      future: number;
      reader: number;
      finalized: number;
      badLinks: number;
    }>(`
      SELECT count(*) FILTER (WHERE status = 'new' AND planned_reading_date_end < '${REFERENCE.toISOString()}')::int AS overdue,
             count(*) FILTER (WHERE status = 'new' AND planned_reading_date > '${REFERENCE.toISOString()}')::int AS future,
             count(*) FILTER (WHERE delegate_id = (SELECT id FROM users WHERE email = 'reader@demo.example'))::int AS reader,
             count(*) FILTER (WHERE status = 'rejected' AND status_note = 'reading_period_finalized')::int AS finalized,
             count(*) FILTER (WHERE status LIKE 'success%' AND NOT EXISTS (
               SELECT 1 FROM readings r WHERE r.id = q.reading_id AND r.meter_id = q.meter_id
                 AND r.reading_date BETWEEN q.planned_reading_date AND q.planned_reading_date_end))::int AS "badLinks"
      FROM reading_requests q`);
    expect(counts!.overdue).toBeGreaterThanOrEqual(3);
    expect(counts!.future).toBeGreaterThanOrEqual(3);
    expect(counts!.reader).toBeGreaterThanOrEqual(10);
    expect(counts!.finalized).toBeGreaterThanOrEqual(1);
    expect(counts!.badLinks).toBe(0);
  });

  it('keeps reading values strictly increasing per meter and OBIS code', async () => {
    const falling = await rows(`
      SELECT * FROM (
        SELECT rr.value, lag(rr.value) OVER (PARTITION BY r.meter_id, rr.obis ORDER BY r.reading_date) AS previous
        FROM readings r JOIN reading_results rr ON rr.reading_id = r.id) v
      WHERE v.value <= v.previous`);
    expect(falling).toHaveLength(0);
    const [late] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM readings WHERE reading_date >= '${REFERENCE.toISOString()}'`,
    );
    expect(late!.count).toBe(0);
  });

  it('makes the three related companies contractors of each other, both ways, and Fremdwerk of nobody', async () => {
    const related = await Promise.all(
      ['Stadtwerke Demo', 'Hausverwaltung Demo', 'Ablesedienst Demo'].map(companyId),
    );
    const pairs = await handle.db
      .selectFrom('company_contractors')
      .select(['company_id', 'contractor_id'])
      .execute();
    for (const a of related) {
      for (const b of related.filter((id) => id !== a))
        expect(pairs).toContainEqual({ company_id: a, contractor_id: b });
    }
    const fremdwerk = await companyId('Fremdwerk Demo');
    expect(pairs.filter((p) => p.company_id === fremdwerk || p.contractor_id === fremdwerk)).toHaveLength(0);
  });

  it('has one replaced meter chain with replacement readings on the same date', async () => {
    const chain = await rows<{ old_status: string; old_change: Date | null; out_date: Date; in_date: Date }>(`
      SELECT o.status AS old_status, o.date_status_change AS old_change,
             (SELECT reading_date FROM readings WHERE meter_id = o.id AND type = 'meter_replacement_out') AS out_date,
             (SELECT reading_date FROM readings WHERE meter_id = n.id AND type = 'meter_replacement_in') AS in_date
      FROM meters n JOIN meters o ON o.id = n.predecessor_meter_id`);
    expect(chain).toHaveLength(1);
    expect(chain[0]!.old_status).toBe('inactive');
    expect(chain[0]!.old_change).not.toBeNull();
    expect(chain[0]!.out_date).toEqual(chain[0]!.in_date);
  });

  it('has main meters with two to four sub-meters in the same building', async () => {
    const mains = await rows<{ subs: number; buildings: number; media: number }>(`
      SELECT count(s.id)::int AS subs, count(DISTINCT s.building_id)::int AS buildings,
             count(DISTINCT s.physical_medium)::int AS media, min(m.building_id::text) = max(s.building_id::text) AS same
      FROM meters m JOIN meters s ON s.main_meter_id = m.id GROUP BY m.id`);
    const good = mains.filter((m) => m.subs >= 2 && m.subs <= 4 && m.buildings === 1 && m.media === 1);
    expect(good.length).toBeGreaterThanOrEqual(4);
    const [strays] = await rows<{ count: number }>(`
      SELECT count(*)::int AS count FROM meters s JOIN meters m ON m.id = s.main_meter_id WHERE m.building_id <> s.building_id`);
    expect(strays!.count).toBe(0);
  });

  it('stores the photos as valid PNG files in the image store', async () => {
    const images = await handle.db
      .selectFrom('images')
      .innerJoin('reading_image_metas', 'reading_image_metas.image_id', 'images.id')
      .select(['images.sha256', 'images.size_bytes', 'images.content_type', 'reading_image_metas.obis'])
      .execute();
    expect(images.length).toBeGreaterThanOrEqual(25);
    for (const image of images) {
      const file = await store.read(image.sha256);
      expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(file.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([320, 120]);
      expect(file.length).toBe(image.size_bytes);
      expect(image.content_type).toBe('image/png');
      expect(image.obis).toHaveLength(1);
    }
  });

  it('walls Fremdwerk Demo off from the other companies', async () => {
    const fremdwerk = await companyId('Fremdwerk Demo');
    const leaks = await rows(`
      SELECT 'foreign meter in Fremdwerk building' AS leak FROM meters m JOIN buildings b ON b.id = m.building_id
        WHERE b.owner_company_id = '${fremdwerk}' AND (m.energy_supplier_id IS DISTINCT FROM '${fremdwerk}' OR m.meter_reading_service_id IS NOT NULL)
      UNION ALL
      SELECT 'other building references Fremdwerk' FROM buildings b LEFT JOIN meters m ON m.building_id = b.id
        WHERE b.owner_company_id <> '${fremdwerk}' AND ('${fremdwerk}' IN (b.commercial_consumer_id, m.energy_supplier_id, m.meter_reading_service_id)
          OR b.preferred_delegate_id IN (SELECT id FROM users WHERE company_id = '${fremdwerk}')
          OR b.property_manager_id IN (SELECT id FROM users WHERE company_id = '${fremdwerk}'))
      UNION ALL
      SELECT 'Fremdwerk staff on another company''s reading' FROM readings r JOIN meters m ON m.id = r.meter_id
        WHERE (m.owner_company_id = '${fremdwerk}') <> (r.owner_company_id = '${fremdwerk}')
      UNION ALL
      SELECT 'mixed request' FROM reading_requests q JOIN meters m ON m.id = q.meter_id
        WHERE (m.owner_company_id = '${fremdwerk}') <> (q.owner_company_id = '${fremdwerk}')`);
    expect(leaks).toEqual([]);
    const [own] = await rows<{ buildings: number; meters: number }>(`
      SELECT count(DISTINCT b.id)::int AS buildings, count(m.id)::int AS meters
      FROM buildings b LEFT JOIN meters m ON m.building_id = b.id WHERE b.owner_company_id = '${fremdwerk}'`);
    expect(own).toEqual({ buildings: 3, meters: 8 });
  });

  it('refuses to seed a database that already holds data', async () => {
    const before = summary.tables.meters;
    await expect(seedDemo(handle.db, { imageStore: store, referenceDate: REFERENCE })).rejects.toThrow(
      /empty database/,
    );
    const [after] = await rows<{ count: number }>(`SELECT count(*)::int AS count FROM meters`);
    expect(after!.count).toBe(before);
  });

  it('produces identical data for the same reference date', async () => {
    const other = await openPglite(null);
    const otherDir = mkdtempSync(join(tmpdir(), 'seed-demo-'));
    try {
      await migrateToLatest(other.db);
      await seedDemo(other.db, { imageStore: new DiskImageStore(otherDir), referenceDate: REFERENCE });
      const snapshot = async (db: DatabaseHandle['db']) => {
        const run = async (query: string) => (await sql.raw(query).execute(db)).rows;
        return {
          companies: await run(`SELECT * FROM companies ORDER BY id`),
          users: await run(
            `SELECT id, email, name, role, company_id, is_active, created FROM users ORDER BY id`,
          ),
          buildings: await run(`SELECT * FROM buildings ORDER BY id`),
          meters: await run(`SELECT * FROM meters ORDER BY id`),
          readings: await run(`SELECT * FROM readings ORDER BY id`),
          results: await run(`SELECT * FROM reading_results ORDER BY reading_id, obis`),
          requests: await run(`SELECT * FROM reading_requests ORDER BY id`),
          images: await run(`SELECT * FROM images ORDER BY id`),
          metas: await run(`SELECT * FROM reading_image_metas ORDER BY id`),
        };
      };
      const [first, second] = [await snapshot(handle.db), await snapshot(other.db)];
      expect(second.meters.length).toBe(summary.tables.meters);
      expect(second).toEqual(first);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
