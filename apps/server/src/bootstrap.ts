import type { Logger } from 'pino';
import { LOGIN_THROTTLE_LIMITS, LoginThrottle } from './auth/login-throttle';
import { loadOrCreateSecret, TokenService } from './auth/tokens';
import { BrandRegistry } from './branding/brands';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/connection';
import { lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { Mailer } from './mail/mailer';
import { DataAccess } from './modules/data-access';
import { JobRunner } from './modules/jobs/job-runner';
import { openImageStore } from './storage/image-store';

/** Opens the database, runs migrations and wires the shared services. */
export async function createContext(
  config: ServerConfig,
  log: Logger,
): Promise<AppContext & { close(): Promise<void> }> {
  const brands = new BrandRegistry(config.brandsDir);
  // Servers on a real PostgreSQL may share DATA_DIR (images); the embedded database may not.
  const releaseDataDir = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(handle.db);
  const secret = loadOrCreateSecret(config.jwtSecret, config.dataDir);
  const data = new DataAccess(handle.db, false, handle.copyOut);
  return {
    config,
    db: handle.db,
    data,
    databaseKind: handle.kind,
    tokens: new TokenService(secret, {
      access: config.tokenLifetimeSeconds,
      session: config.sessionLifetimeSeconds,
    }),
    loginThrottle: new LoginThrottle(data.loginFailures, LOGIN_THROTTLE_LIMITS),
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log),
    brands,
    images: openImageStore(config.imageStore, config.dataDir, handle.db),
    jobs: new JobRunner(data, log),
    lifecycle: { state: 'starting' },
    databasePool: handle.poolStats,
    close: async () => {
      await handle.close();
      releaseDataDir();
    },
  };
}
