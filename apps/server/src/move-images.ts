import { pino } from 'pino';
import { createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DatabaseImageStore, DiskImageStore, moveImages } from './storage/image-store';

/**
 * `npm run images:move -- database` (or `disk`): copies the photos from the other store into the named
 * one, for a switch of IMAGE_STORE. Safe to run again; the source is left as it is.
 */
async function run() {
  const target = process.argv[2];
  if (target !== 'database' && target !== 'disk') {
    console.error('Usage: npm run images:move -- database|disk   (the store to copy the photos into)');
    process.exit(2);
  }
  // The server's own start-up: migrations, and the embedded database's lock (not while a server runs on it).
  const ctx = await createContext(loadConfig(), pino({ level: 'warn' }));
  try {
    const disk = new DiskImageStore(ctx.config.dataDir);
    const database = new DatabaseImageStore(ctx.db);
    const counts =
      target === 'database'
        ? await moveImages(ctx.db, disk, database)
        : await moveImages(ctx.db, database, disk);
    console.log(`photos into the ${target} store:`, counts);
    if (counts.missing) process.exitCode = 1;
  } finally {
    await ctx.close();
  }
}

run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Moving the photos failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
