import { timingSafeEqual } from 'node:crypto';
import { message } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { say } from '../../http/language';

/** Whether the request carries the configured token (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` for operators, in Prometheus' text format, only with `Authorization: Bearer
 * <METRICS_TOKEN>` (without the variable there is no such route): requests by route and status with
 * their latency, the database pool's connections, running jobs, the reading schedule's runs, and the
 * process's own (memory, CPU, event loop). Each app has its own registry.
 */
export async function metricsRoutes(app: FastifyInstance) {
  const token = app.ctx.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { ctx } = app;
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the database pool: total, idle, and requests waiting for one (PostgreSQL)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = ctx.databasePool?.();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'portal_jobs_running',
    help: 'Import and export jobs running now (all processes), by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { kind, n } of await ctx.data.metrics.runningJobs()) this.set({ kind }, n);
    },
  });
  new Gauge({
    name: 'portal_reading_schedule_runs',
    help: 'Runs of the daily reading schedule kept in the database, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { outcome, n } of await ctx.data.metrics.scheduleRuns()) this.set({ outcome }, n);
    },
  });

  // Every request of this process, counted when answered; the route's pattern, never its ids.
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      return reply.status(401).send({ detail: say(request, message('http.notAuthenticated')) });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
