import type { Actor } from '@portal/contracts';
import { type Insertable, type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import { buildingScope, companyScope, meterScope } from '../../auth/scope';
import type { BuildingsTable, Database, MetersTable } from '../../db/schema';

/** A building's address as the duplicate rule compares it (one building per address and owning company). */
export const addressKey = (b: { city: string; zip_code: string; street: string; street_number: string }) =>
  [b.city, b.zip_code, b.street, b.street_number].map((part) => part.trim().toLowerCase()).join('\u001f');

const CHUNK = 1_000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

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
        sql<SqlBool>`concat_ws(chr(31), lower(trim(b.city)), lower(trim(b.zip_code)), lower(trim(b.street)),
          lower(trim(b.street_number))) = ANY (${sql.val(keys)}::text[])`,
      )
      .where(buildingScope(actor))
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
          sql<boolean>`${meterScope(actor)}`.as('visible'),
        ])
        // One array parameter: a file's numbers would exceed the protocol's 65 535 parameters as a list.
        .where(sql<SqlBool>`m.meter_id = ANY (${sql.val(numbers)}::text[])`)
        .forUpdate('m')
        .execute()
    );
  }

  /** New buildings of the caller's company; their ids in order. */
  async insertBuildings(
    actor: Actor,
    rows: Omit<Insertable<BuildingsTable>, 'owner_company_id' | 'owner_id'>[],
  ) {
    const ids: string[] = [];
    for (const part of chunks(rows)) {
      const inserted = await this.db
        .insertInto('buildings')
        .values(part.map((row) => ({ ...row, owner_company_id: actor.companyId, owner_id: actor.userId })))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  }

  /** New meters of the caller's company; their ids in order. */
  async insertMeters(actor: Actor, rows: Omit<Insertable<MetersTable>, 'owner_company_id' | 'owner_id'>[]) {
    const ids: string[] = [];
    for (const part of chunks(rows)) {
      const inserted = await this.db
        .insertInto('meters')
        .values(part.map((row) => ({ ...row, owner_company_id: actor.companyId, owner_id: actor.userId })))
        .returning('id')
        .execute();
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  }

  /** A changed building the caller sees (found by `buildingsAt`; the service checked it may edit it). */
  async updateBuilding(actor: Actor, id: string, values: Updateable<BuildingsTable>) {
    await this.db
      .updateTable('buildings as b')
      .set(values)
      .where('b.id', '=', id)
      .where(buildingScope(actor))
      .execute();
  }

  /** A changed meter the caller sees (found by `metersByNumber`; the service checked it may edit it). */
  async updateMeter(actor: Actor, id: string, values: Updateable<MetersTable>) {
    await this.db
      .updateTable('meters as m')
      .set(values)
      .where('m.id', '=', id)
      .where(meterScope(actor))
      .execute();
  }
}
