import type { Actor } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { UserWithCompany } from './auth/accounts.repository';
import type { LoginThrottle } from './auth/login-throttle';
import type { TokenClaims, TokenService } from './auth/tokens';
import type { BrandRegistry } from './branding/brands';
import type { ServerConfig } from './config';
import type { DatabaseKind } from './db/connection';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { DataAccess } from './modules/data-access';
import type { JobRunner } from './modules/jobs/job-runner';
import type { ImageStore } from './storage/image-store';

/** Everything a request handler may use, built once at start and shared by all modules. */
export interface AppContext {
  config: ServerConfig;
  db: Kysely<Database>;
  /** The repositories (modules/data-access.ts); the only way modules reach the database. */
  data: DataAccess;
  databaseKind: DatabaseKind;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  mailer: Mailer;
  brands: BrandRegistry;
  images: ImageStore;
  /** Imports and exports as jobs with their state in the database. */
  jobs: JobRunner;
  /**
   * Where this process is in its life: `starting` until it serves, `draining` once told to stop. The
   * health check answers 503 in both, so a load balancer sends it nothing new.
   */
  lifecycle: { state: 'starting' | 'ready' | 'draining' };
  /** The PostgreSQL pool's connections now (for /metrics); none for the embedded database. */
  databasePool?: () => { total: number; idle: number; waiting: number };
}

export interface RequestAuth {
  user: UserWithCompany;
  actor: Actor;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the authentication hook on every non-public route. */
    auth: RequestAuth;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (login, password reset, portal config, health, docs). */
    public?: boolean;
  }
}
