import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo-seed';
import { DiskImageStore } from '../src/storage/image-store';
import { TEST_REFERENCE_DATE, type TestDatabaseTemplate, testTempRoot } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/**
 * Builds one migrated database holding the demo data, once per run: a PGlite data directory, or a
 * template database on the PostgreSQL server of TEST_DATABASE_URL. Each test file gets a copy.
 * The project's own `env` names the database when it sets TEST_DATABASE_URL (the root vitest.config.ts
 * runs these tests twice in one run: '' for PGlite, the server's URL for PostgreSQL); otherwise the
 * environment does.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(testTempRoot(), 'portal-test-'));
  const images = new DiskImageStore(join(workDir, 'files'));
  const projectEnv = project.config.env ?? {};
  const url =
    'TEST_DATABASE_URL' in projectEnv ? projectEnv.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  let template: TestDatabaseTemplate;
  let cleanup: () => Promise<void>;

  if (url) {
    const name = `portal_template_${process.pid}`;
    const admin = openPostgres(url, 2);
    await sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(admin.db);
    await sql.raw(`CREATE DATABASE ${name}`).execute(admin.db);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const handle = openPostgres(templateUrl.toString(), 2);
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { imageStore: images, referenceDate: TEST_REFERENCE_DATE });
    await handle.close();
    template = { kind: 'postgres', url, template: name, workDir, filesDir: join(workDir, 'files') };
    cleanup = async () => {
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
    };
  } else {
    const handle = await openPglite(join(workDir, 'db'));
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { imageStore: images, referenceDate: TEST_REFERENCE_DATE });
    await handle.close();
    template = {
      kind: 'pglite',
      dataDir: join(workDir, 'db', 'pgdata'),
      workDir,
      filesDir: join(workDir, 'files'),
    };
    cleanup = async () => {};
  }
  project.provide('testDatabase', template);
  return async () => {
    await cleanup();
    // With the copies of files that ended without closing their database.
    rmSync(workDir, { recursive: true, force: true });
  };
}
