import { PLAUSIBILITY_RULES } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import { recordChangesAs } from '../db/audit-actor';
import type { Database } from '../db/schema';
import { DataAccess } from '../modules/data-access';
import { rejudgeMeters } from '../modules/readings/plausibility';
import type { ImageStore } from '../storage/image-store';
import { buildBuildings } from './buildings';
import { buildCompaniesAndUsers } from './companies-and-users';
import { startOfUtcDay } from './dates';
import { DEMO_PASSWORD } from './demo-accounts';
import { IdFactory } from './ids';
import { assertEmpty, insertAll } from './insert';
import { buildMeters } from './meters';
import { buildPhotos } from './photos';
import { planReadings, readingRows } from './readings';
import { buildRequests } from './requests';
import type { SeedContext } from './types';

export { DEMO_PASSWORD } from './demo-accounts';

/** Tables the demo seed fills. */
export type SeededTable =
  | 'companies'
  | 'company_contractors'
  | 'users'
  | 'buildings'
  | 'meters'
  | 'readings'
  | 'reading_results'
  | 'reading_requests'
  | 'images'
  | 'reading_image_metas';

/** What the seed inserted: rows per table, reading requests per status, meters per medium. */
export interface SeedSummary {
  referenceDate: Date;
  tables: Record<SeededTable, number>;
  requestsByStatus: Record<string, number>;
  metersByMedium: Record<string, number>;
}

export interface SeedDemoOptions {
  imageStore: ImageStore;
  /** Every date derives from this day (its 00:00 UTC); default today. The same day gives the same data. */
  referenceDate?: Date;
  /** The configuration's PLAUSIBILITY_TOLERANCE for judging the readings (default: the rules' default). */
  plausibilityTolerance?: number;
}

/**
 * Fills an EMPTY database with the demo data (companies, the demo accounts, buildings, meters,
 * readings with photos, reading requests) in one transaction: all or nothing. Ids and values are
 * deterministic for a given reference date; only the password hashes (random salt) differ.
 * Throws, changing nothing, when the database already holds data.
 */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions): Promise<SeedSummary> {
  const reference = startOfUtcDay(options.referenceDate ?? new Date());
  const ctx: SeedContext = { reference, ids: new IdFactory(reference.getTime()) };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const people = buildCompaniesAndUsers(ctx, passwordHash);
  const buildings = buildBuildings(ctx, people.directory);
  const meters = buildMeters(ctx, people.directory, buildings.plans);
  const readingPlans = planReadings(ctx, people.directory, meters.plans);
  const readings = readingRows(readingPlans);
  const requests = buildRequests(ctx, people.directory, meters.plans, readingPlans);

  return db.transaction().execute(async (trx) => {
    await assertEmpty(trx);
    await recordChangesAs(trx, { system: 'demo-seed' });
    const photos = await buildPhotos(ctx, readingPlans, options.imageStore);
    await insertAll(trx, 'companies', people.companies);
    await insertAll(trx, 'users', people.users);
    await insertAll(trx, 'company_contractors', people.contractors);
    await insertAll(trx, 'buildings', buildings.rows);
    await insertAll(trx, 'meters', meters.rows);
    await insertAll(trx, 'readings', readings.readings);
    await insertAll(trx, 'reading_results', readings.results);
    await insertAll(trx, 'reading_requests', requests);
    await insertAll(trx, 'images', photos.images);
    await insertAll(trx, 'reading_image_metas', photos.metas);
    const data = new DataAccess(trx, true);
    await rejudgeMeters(
      data,
      await data.plausibility.metersWithReadings(),
      options.plausibilityTolerance ?? PLAUSIBILITY_RULES.defaultTolerance,
    );
    return {
      referenceDate: reference,
      tables: {
        companies: people.companies.length,
        company_contractors: people.contractors.length,
        users: people.users.length,
        buildings: buildings.rows.length,
        meters: meters.rows.length,
        readings: readings.readings.length,
        reading_results: readings.results.length,
        reading_requests: requests.length,
        images: photos.images.length,
        reading_image_metas: photos.metas.length,
      },
      requestsByStatus: tally(requests.map((row) => row.status ?? 'new')),
      metersByMedium: tally(meters.rows.map((row) => row.physical_medium)),
    };
  });
}

function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of [...values].sort()) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
