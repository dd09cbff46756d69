import { cpSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/connection';

/** `workDir`: the run's directory; the copies for the test files are made inside it. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dataDir: string; workDir: string; filesDir: string }
  | { kind: 'postgres'; url: string; template: string; workDir: string; filesDir: string };

/** The demo data's reference date in tests: fixed, so expectations do not drift with the calendar. */
export const TEST_REFERENCE_DATE = new Date(Date.UTC(2026, 10, 2));

/**
 * Where a run keeps its template and the copies: /dev/shm when it is a memory file system with room to
 * spare (a copy is written and removed in a tenth of the time it takes on disk, and the disk is left to
 * others), the system's temporary directory otherwise.
 */
export function testTempRoot(): string {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize >= 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm.
  }
  return tmpdir();
}

/**
 * A private copy of the seeded template database for one test file, and a private data directory;
 * `close` removes both (each copy is ~60 MB: left behind, test runs filled the disk). They lie in the
 * run's directory, which the global setup's teardown removes with whatever a file left behind.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { dataDir: string }> {
  const template = inject('testDatabase');
  const dataDir = mkdtempSync(join(template.workDir, 'file-'));
  cpSync(template.filesDir, dataDir, { recursive: true });
  if (template.kind === 'pglite') {
    cpSync(template.dataDir, join(dataDir, 'pgdata'), { recursive: true });
    const handle = await openPglite(dataDir);
    return {
      ...handle,
      dataDir,
      close: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const quiet = () => {};
  const admin = openPostgres(template.url, 1, quiet);
  await sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template.template}`).execute(admin.db);
  // TEST_POOLER_URL: the app's connections go through a pooler (PgBouncer, transaction mode, every
  // database) in front of the same server; creating and dropping the copy stays direct.
  const url = new URL(process.env.TEST_POOLER_URL || template.url);
  url.pathname = `/${name}`;
  // Dropping the database at the end may end connections that are still closing: expected here.
  const handle = openPostgres(url.toString(), 5, quiet);
  return {
    ...handle,
    kind: 'postgres',
    dataDir,
    close: async () => {
      await handle.close();
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin.db);
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
