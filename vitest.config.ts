import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test`'s one Vitest run (scripts/test.sh): the contracts' and the web app's unit tests and the
 * server's API tests on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, as projects sharing one pool
 * of workers: a project's global setup (seeding its template database) and its last slow files overlap
 * with the others' files instead of leaving a core idle between four runs. Each package's own config
 * still runs it alone (`npx vitest run` in apps/server: PGlite, or TEST_DATABASE_URL).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const apiProject = (name: string, databaseUrl: string) => ({
  extends: './apps/server/vitest.config.ts',
  // The global setup reads the project's TEST_DATABASE_URL: '' is PGlite.
  test: { name, root: './apps/server', env: { TEST_DATABASE_URL: databaseUrl } },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process: one worker on two cores, the other core
    // mostly idle. The main process has little to do here: one worker per core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contracts', root: './packages/contracts' } },
      './apps/web',
      apiProject('api-pglite', ''),
      ...(postgresUrl ? [apiProject('api-postgresql', postgresUrl)] : []),
    ],
  },
});
