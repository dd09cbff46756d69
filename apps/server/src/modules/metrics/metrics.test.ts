import { describe, expect, inject, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/app';

const TOKEN = 'metrics-token-for-the-tests';

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the configured bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape((await t.authHeader(DEMO.admin)).authorization)).statusCode).toBe(401);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests by route pattern and status, with latency, jobs, schedule runs and the process', async () => {
    await t.app.inject({ url: '/api/v2/health' });
    await t.get(DEMO.supplier, '/api/v2/meters/00000000-0000-7000-8000-000000000000/');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toContain('portal_http_requests_total{method="GET",route="/api/v2/health",status="200"}');
    expect(text).toContain(
      'portal_http_requests_total{method="GET",route="/api/v2/meters/:id/",status="404"}',
    );
    expect(text).not.toContain('00000000-0000-7000-8000-000000000000');
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v2\/health"/,
    );
    expect(text).toContain('# TYPE portal_jobs_running gauge');
    expect(text).toContain('# TYPE portal_reading_schedule_runs gauge');
    expect(text).toContain('portal_process_resident_memory_bytes');
    if (inject('testDatabase').kind === 'postgres')
      expect(text).toMatch(/portal_db_pool_connections\{state="total"\} \d+/);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('does not exist', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
