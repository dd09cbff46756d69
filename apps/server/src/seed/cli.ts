import { pino } from 'pino';
import { createContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { seedDemo } from './demo-seed';
import { holdsData } from './insert';

/** `npm run seed:demo`: demo data into the configured database (embedded or DATABASE_URL), if it is empty. */
async function run() {
  const log = pino({ level: 'info' });
  const config = loadConfig();
  const ctx = await createContext(config, log);
  try {
    if (await holdsData(ctx.db)) {
      console.error('The database already holds data; demo data is only seeded into an empty database.');
      process.exitCode = 1;
      return;
    }
    const summary = await seedDemo(ctx.db, {
      imageStore: ctx.images,
      plausibilityTolerance: ctx.config.portal.PLAUSIBILITY_TOLERANCE,
    });
    console.log(`demo data seeded into ${ctx.databaseKind}:`, summary);
  } finally {
    await ctx.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
});
