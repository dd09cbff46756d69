import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortalConfiguration } from '@portal/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { LOGIN_THROTTLE_LIMITS, LoginThrottle } from '../src/auth/login-throttle';
import { TokenService } from '../src/auth/tokens';
import { BrandRegistry } from '../src/branding/brands';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { Mailer } from '../src/mail/mailer';
import { DataAccess } from '../src/modules/data-access';
import { JobRunner } from '../src/modules/jobs/job-runner';
import { openImageStore } from '../src/storage/image-store';
import { openTestDatabase } from './database';

export const DEMO_PASSWORD = 'portal-demo-2026';
export const DEMO = {
  admin: 'admin@demo.example',
  supplier: 'supplier@demo.example',
  consumer: 'consumer@demo.example',
  basic: 'basic@demo.example',
  service: 'service@demo.example',
  reader: 'reader@demo.example',
  stranger: 'stranger@demo.example',
} as const;

/**
 * The environment of a test app whose portal configuration differs from the described build in these
 * keys (a PORTAL_CONFIG_FILE, as a customer's configuration file): `useTestApp(portalConfigEnv({…}))`.
 */
export function portalConfigEnv(overrides: Partial<PortalConfiguration>): Record<string, string> {
  const file = join(mkdtempSync(join(tmpdir(), 'portal-config-')), 'portal.json');
  writeFileSync(file, JSON.stringify(overrides));
  return { PORTAL_CONFIG_FILE: file };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a private copy of the seeded database, driven in-process with `inject`. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  const log = pino({ level: 'silent' });
  const data = new DataAccess(database.db, false, database.copyOut);
  const ctx: AppContext = {
    config,
    db: database.db,
    data,
    databaseKind: database.kind,
    tokens: new TokenService(config.jwtSecret, {
      access: config.tokenLifetimeSeconds,
      session: config.sessionLifetimeSeconds,
    }),
    loginThrottle: new LoginThrottle(data.loginFailures, LOGIN_THROTTLE_LIMITS),
    mailer: new Mailer({ smtpUrl: null, from: config.mailFrom, dataDir: config.dataDir }, log),
    brands: new BrandRegistry(config.brandsDir),
    images: openImageStore(config.imageStore, config.dataDir, database.db),
    jobs: new JobRunner(data, log),
    lifecycle: { state: 'ready' },
    databasePool: database.poolStats,
  };
  // TEST_LOG=error shows what a failing request logged.
  const app = await buildApp(
    ctx,
    process.env.TEST_LOG ? { logger: pino({ level: process.env.TEST_LOG }) } : {},
  );
  const tokens = new Map<string, string>();

  /** Signs in through the API (once per account) and returns the bearer header. */
  async function authHeader(email: string, password = DEMO_PASSWORD): Promise<{ authorization: string }> {
    if (!tokens.has(email)) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v2/access-token/',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      tokens.set(email, response.json().access_token);
    }
    return { authorization: `Bearer ${tokens.get(email)}` };
  }

  async function userId(email: string): Promise<string> {
    const row = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** POST access-token/: a sign-in attempt (the answer as it is). */
  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v2/access-token/', payload: { email, password } });
  /** GET as a demo account. */
  const get = async (email: string, url: string) => app.inject({ url, headers: await authHeader(email) });
  /** A write as a demo account (JSON body when given). */
  const send = async (
    email: string,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: await authHeader(email), ...(payload ? { payload } : {}) });

  return {
    app,
    ctx,
    authHeader,
    get,
    send,
    signIn,
    userId,
    forgetToken: (email: string) => tokens.delete(email),
    close: async () => {
      await app.close();
      await ctx.mailer.flush();
      await database.close();
    },
  };
}

/** One app per test file: `const t = useTestApp();` then `t.app.inject(...)` inside tests. */
export function useTestApp(env?: Record<string, string>) {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}
