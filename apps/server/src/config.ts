import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import {
  CONFIGURATION_PRESETS,
  type PortalConfiguration,
  portalConfigurationSchema,
  SSO_LOGIN_PATH,
} from '@portal/contracts';
import { Cron } from 'croner';
import { z } from 'zod';

/** A configuration problem: the server stops with this one-line message. */
export class ConfigError extends Error {}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  jwtSecret: Uint8Array;
  tokenLifetimeSeconds: number;
  sessionLifetimeSeconds: number;
  resetTokenLifetimeSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string | null;
  brandsDir: string;
  webDistDir: string;
  logLevel: string;
  seedDemo: boolean;
  portal: PortalConfiguration;
  /** The SSO button's target: with an OpenID Connect provider only (SSO_LOGIN_URL, default /accounts/sso_login). */
  ssoLoginUrl: string | null;
  /** Single sign-on through an OpenID Connect provider (OIDC_*); null without OIDC_ISSUER. */
  oidc: OidcConfig | null;
  trustProxy: boolean;
  /** The largest import file accepted (IMPORT_MAX_MB, default 50); a larger body answers 413. */
  importMaxBytes: number;
  /** Seconds a stopping process answers its health check 503 before it closes its port (DRAIN_SECONDS). */
  drainSeconds: number;
  /** The bearer token of `GET /metrics` (METRICS_TOKEN); without it there is no such route. */
  metricsToken: string | null;
  /** Where photos live (IMAGE_STORE): this process's disk, or PostgreSQL for several processes. */
  imageStore: 'disk' | 'database';
  readingSchedule: ReadingScheduleConfig;
}

/** The OpenID Connect provider of this installation and the portal's client there. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated, `openid` among them. */
  scopes: string;
  /** The ID token claim (or userinfo field) holding the employee's e-mail. */
  emailClaim: string;
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic';
  /** An http:// issuer on this machine (127.0.0.1, localhost): tests and local providers only. */
  allowInsecureRequests: boolean;
}

/** The reading schedule (reading requests from the meters' `reading_frequency`). */
export interface ReadingScheduleConfig {
  /** When the daily run starts (cron, UTC); null: never by itself. */
  cron: string | null;
  /** Requests are created for frequencies that fire within this many days. */
  lookAheadDays: number;
  /** A created request's planned end: this many days after its planned start. */
  windowDays: number;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).max(604800).default(28800),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Meter Portal <no-reply@meter-portal.example>'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORTAL_CONFIG: z.enum(['base', 'extended']).default('base'),
  PORTAL_CONFIG_FILE: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  SSO_LOGIN_URL: z.string().optional(),
  OIDC_ISSUER: z
    .url()
    .refine((value) => isHttps(value) || isLoopbackHttp(value), {
      error: 'must be an https:// URL (http:// only on localhost or 127.0.0.1)',
    })
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1, { error: 'must not be empty' }).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1, { error: 'must not be empty' }).optional(),
  OIDC_SCOPES: z
    .string()
    .default('openid email profile')
    .refine((value) => value.split(/\s+/).includes('openid'), {
      error: "must be space-separated scopes including 'openid'",
    }),
  OIDC_EMAIL_CLAIM: z.string().trim().min(1, { error: 'must not be empty' }).default('email'),
  OIDC_TOKEN_AUTH_METHOD: z.enum(['client_secret_post', 'client_secret_basic']).default('client_secret_post'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(1024).default(50),
  IMAGE_STORE: z.enum(['disk', 'database']).default('disk'),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  READING_SCHEDULE_CRON: z
    .string()
    .default('0 2 * * *')
    .refine((value) => value === 'off' || isValidSchedule(value), {
      error: "must be a cron expression (minute hour day month weekday) or 'off'",
    }),
  READING_SCHEDULE_LOOKAHEAD_DAYS: z.coerce.number().int().min(1).max(366).default(14),
  READING_SCHEDULE_WINDOW_DAYS: z.coerce.number().int().min(0).max(366).default(14),
});

const isHttps = (value: string) => URL.parse(value)?.protocol === 'https:';
function isLoopbackHttp(value: string): boolean {
  const url = URL.parse(value);
  return url?.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The OIDC_* keys: all three of issuer, client id and secret, or none of them. */
function loadOidcConfig(e: z.infer<typeof envSchema>): OidcConfig | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (!issuer) {
    const stray = clientId ? 'OIDC_CLIENT_ID' : clientSecret ? 'OIDC_CLIENT_SECRET' : null;
    if (stray) throw new ConfigError(`Configuration error: ${stray} is set but OIDC_ISSUER is not`);
    return null;
  }
  if (!clientId) throw new ConfigError('Configuration error: OIDC_CLIENT_ID is required with OIDC_ISSUER');
  if (!clientSecret)
    throw new ConfigError('Configuration error: OIDC_CLIENT_SECRET is required with OIDC_ISSUER');
  return {
    issuer,
    clientId,
    clientSecret,
    scopes: e.OIDC_SCOPES.trim().split(/\s+/).join(' '),
    emailClaim: e.OIDC_EMAIL_CLAIM,
    tokenAuthMethod: e.OIDC_TOKEN_AUTH_METHOD,
    allowInsecureRequests: isLoopbackHttp(issuer),
  };
}

function isValidSchedule(expression: string): boolean {
  try {
    new Cron(expression, { paused: true, timezone: 'UTC' });
    return true;
  } catch {
    return false;
  }
}

const appRoot = resolve(import.meta.dirname, '..');

/** Reads the environment (and the optional JSON config file) into a typed configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Configuration error: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const oidc = loadOidcConfig(e);
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(process.cwd(), e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? ''),
    tokenLifetimeSeconds: e.TOKEN_LIFETIME_SECONDS,
    sessionLifetimeSeconds: 14 * 24 * 3600,
    resetTokenLifetimeSeconds: 3600,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    brandsDir: resolve(appRoot, 'brands'),
    webDistDir: resolve(appRoot, '../web/dist'),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'auto',
    portal: loadPortalConfiguration(e.PORTAL_CONFIG, e.PORTAL_CONFIG_FILE),
    ssoLoginUrl: oidc ? (e.SSO_LOGIN_URL ?? SSO_LOGIN_PATH) : null,
    oidc,
    trustProxy: e.TRUST_PROXY === 'true',
    importMaxBytes: e.IMPORT_MAX_MB * 1024 * 1024,
    imageStore: e.IMAGE_STORE,
    metricsToken: e.METRICS_TOKEN ?? null,
    drainSeconds: e.DRAIN_SECONDS,
    readingSchedule: {
      cron: e.READING_SCHEDULE_CRON === 'off' ? null : e.READING_SCHEDULE_CRON,
      lookAheadDays: e.READING_SCHEDULE_LOOKAHEAD_DAYS,
      windowDays: e.READING_SCHEDULE_WINDOW_DAYS,
    },
  };
}

/** The preset, overridden by the keys of an optional JSON file. */
function loadPortalConfiguration(preset: 'base' | 'extended', file: string | undefined): PortalConfiguration {
  const base = CONFIGURATION_PRESETS[preset];
  if (!file) return base;
  if (!existsSync(file))
    throw new ConfigError(`Configuration error: PORTAL_CONFIG_FILE ${file} does not exist`);
  let overrides: unknown;
  try {
    overrides = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Configuration error: PORTAL_CONFIG_FILE ${file} is not valid JSON (${(error as Error).message})`,
    );
  }
  const merged = portalConfigurationSchema.safeParse({ ...base, ...(overrides as object) });
  if (!merged.success) {
    const issue = merged.error.issues[0]!;
    throw new ConfigError(
      `Configuration error: PORTAL_CONFIG_FILE key ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const { STATISTICS_START_FILTER: start, STATISTICS_END_FILTER: end } = merged.data;
  for (const [key, name] of [
    ['STATISTICS_START_FILTER', start],
    ['STATISTICS_END_FILTER', end],
  ] as const) {
    // A query parameter of GET statistics/: a plain name, not the statistics' other date nor `pagination`.
    if (!/^[A-Za-z][\w.-]*$/.test(name) || name === 'pagination' || start === end)
      throw new ConfigError(
        `Configuration error: PORTAL_CONFIG_FILE key ${key}: "${name}" must be a parameter name of its own (letters, digits, _ . -), not pagination`,
      );
  }
  return merged.data;
}
