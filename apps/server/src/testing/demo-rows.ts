import type { Actor } from '@portal/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../../test/app';

/**
 * Rows of the demo seed that tests start from, looked up the same way everywhere (one set of factories
 * instead of a copy per test file).
 */

/** Company ids by name ('Hausverwaltung Demo', 'Fremdwerk Demo' …). */
export async function companyIds(t: TestApp): Promise<Record<string, string>> {
  const rows = await t.ctx.db.selectFrom('companies').select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** The permission facts of a demo account, as authentication builds them. */
export async function actorOf(t: TestApp, email: string): Promise<Actor> {
  const user = await t.ctx.db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.role', 'u.company_id', 'c.company_type'])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return {
    userId: user.id,
    role: user.role as Actor['role'],
    companyId: user.company_id,
    companyType: user.company_type as Actor['companyType'],
  };
}

/** A new commercial consumer team created by `email` (a team creator) through the API: its id. */
export async function newConsumerTeam(t: TestApp, email: string, name: string): Promise<string> {
  const team = await t.send(email, 'POST', '/api/v2/companies/', {
    name: `${name} ${Date.now()}`,
    address: `${name}weg 1, 12345 Musterstadt`,
    company_type: 'commercial_consumer',
  });
  if (team.statusCode !== 201) throw new Error(`team not created: ${team.statusCode} ${team.body}`);
  return team.json().resource_id as string;
}

/** The first building (by zip code) a company owns; active, and with meters, unless told otherwise. */
export async function firstBuilding(
  t: TestApp,
  ownerCompanyId: string,
  { active = true, withMeters = false }: { active?: boolean; withMeters?: boolean } = {},
): Promise<string> {
  let query = t.ctx.db
    .selectFrom('buildings as b')
    .select('b.id')
    .where('b.owner_company_id', '=', ownerCompanyId)
    .orderBy('b.zip_code')
    .orderBy('b.id')
    .limit(1);
  if (active) query = query.where('b.status', '=', 'active');
  if (withMeters)
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('meters as m').select('m.id').whereRef('m.building_id', '=', 'b.id')),
    );
  return (await query.executeTakeFirstOrThrow()).id;
}

/** The first active meter (by meter number) of a building. */
export function firstMeter(t: TestApp, buildingId: string) {
  return t.ctx.db
    .selectFrom('meters')
    .select(['id', 'meter_id'])
    .where('building_id', '=', buildingId)
    .where('status', '=', 'active')
    .orderBy('meter_id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Any meter a company owns. */
export async function meterOwnedBy(t: TestApp, ownerCompanyId: string): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('meters')
    .select('id')
    .where('owner_company_id', '=', ownerCompanyId)
    .orderBy('meter_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user's first active meter as the API lists it: its id and its building's. */
export async function listedMeter(t: TestApp, email: string) {
  const meters = (await t.get(email, '/api/v2/meters/?page_size=1&status=active')).json();
  return {
    meter: meters.results[0].resource_id as string,
    building: meters.results[0].building.resource_id as string,
  };
}

/**
 * Up to `limit` active meters with OBIS codes of a demo account's company, by meter number; the first
 * OBIS code of each (`codes`, the columns of a readings import), and a count of their readings.
 */
export async function metersToImport(t: TestApp, email: string, limit: number) {
  const { rows: meters } = await sql<{ id: string; meter_id: string; obis: string[] }>`
    SELECT m.id, m.meter_id, m.obis_codes AS obis FROM meters m JOIN users u ON u.email = ${email}
    WHERE m.owner_company_id = u.company_id AND m.status = 'active' AND cardinality(m.obis_codes) > 0
    ORDER BY m.meter_id LIMIT ${limit}`.execute(t.ctx.db);
  const codes = [...new Set(meters.map((m) => m.obis[0]!))];
  const readingsOf = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM readings
        WHERE meter_id IN (${sql.join(meters.map((m) => m.id))})`.execute(t.ctx.db)
    ).rows[0]!.n;
  return { meters, codes, readingsOf };
}

/**
 * A readings import (mode 2) of those meters: a reading a day for `days` days, each meter's first OBIS
 * code filled, the other codes' cells empty.
 */
export function readingsFile(
  { meters, codes }: Pick<Awaited<ReturnType<typeof metersToImport>>, 'meters' | 'codes'>,
  days: number,
  dateOf: (day: number) => Date,
  readingOf: (day: number) => number,
): Buffer {
  return Buffer.from(
    [
      ['meter_id', 'reading_date', ...codes].join(','),
      ...meters.flatMap((m) =>
        Array.from({ length: days }, (_, day) =>
          [
            m.meter_id,
            dateOf(day).toISOString(),
            ...codes.map((code) => (code === m.obis[0] ? String(readingOf(day)) : '')),
          ].join(','),
        ),
      ),
    ].join('\r\n'),
  );
}
