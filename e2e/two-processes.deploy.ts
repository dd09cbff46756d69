import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEPLOY_STATE_DIR } from './deploy-setup';
import { PASSWORD, signInViaApi } from './fixtures';

/**
 * Through deploy/example only (e2e/deploy.config.ts; it runs after the other specs of that run): two
 * processes behind HAProxy and PgBouncer behave as one, and one killed with SIGKILL while a client writes
 * readings loses no acknowledged write.
 */
const servedBy = async (request: APIRequestContext, times: number) => {
  const names = new Set<string>();
  for (let i = 0; i < times; i++) {
    const response = await request.get('/api/v2/health');
    expect(response.status()).toBe(200);
    names.add(response.headers()['x-served-by'] ?? '');
  }
  return names;
};
const tokenOf = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/api/v2/access-token/', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).access_token}` };
};

test('requests alternate between the two processes; the dashboard loads', async ({ page, request }) => {
  expect(await servedBy(request, 6)).toEqual(new Set(['s1', 's2']));
  await signInViaApi(page, 'supplier@demo.example', '/portal/');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expect(page.getByTestId(/^dashboard-task-/).first()).toBeVisible();
});

test('the sign-in throttle is shared: the sixth wrong password is refused, whichever process answers', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const response = await request.post('/api/v2/access-token/', {
      data: { email: 'throttled@demo.example', password: `wrong-${i}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
});

test('a photo uploaded through one process is served by both', async ({ request }) => {
  const headers = await tokenOf(request, 'reader@demo.example');
  const png = readFileSync(join(import.meta.dirname, '..', 'apps/web/public/apple-touch-icon-180x180.png'));
  const upload = await request.post('/api/v2/images/', {
    headers,
    multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const id = (await upload.json()).resource_id;
  const servers = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const download = await request.get(`/api/v2/images/${id}/download/`, { headers });
    expect(download.status()).toBe(200);
    expect((await download.body()).equals(png)).toBe(true);
    servers.add(download.headers()['x-served-by'] ?? '');
  }
  expect(servers).toEqual(new Set(['s1', 's2']));
});

test('a process killed mid-run: the other goes on, no acknowledged reading is lost or doubled', async ({
  request,
}) => {
  const headers = await tokenOf(request, 'supplier@demo.example');
  const meters = await request.get('/api/v2/meters/?page_size=50&status=active', { headers });
  const meter = (await meters.json()).results.find((m: { obis_codes: string[] }) => m.obis_codes.length > 0);
  const acknowledged = new Map<number, string>();
  let retries = 0;
  const write = async (n: number) => {
    const body = {
      meter: meter.resource_id,
      reading_date: new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString(),
      results: meter.obis_codes.map((obis: string) => ({ obis, value: 1000 + n })),
    };
    // A write the dying process took may fail (502): sent again with its key, it is written once.
    let last = '';
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await request
        .post('/api/v2/readings/', {
          headers: { ...headers, 'idempotency-key': `kill-run-${n}` },
          data: body,
        })
        .catch(() => null);
      if (response?.status() === 201) return acknowledged.set(n, (await response.json()).resource_id);
      last = response ? `${response.status()} ${await response.text()}` : 'no answer';
      retries++;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`reading ${n} was never acknowledged: ${last}`);
  };
  const victim = Number(readFileSync(join(DEPLOY_STATE_DIR, 'server1.pid'), 'utf8'));
  const writes: Promise<unknown>[] = [];
  for (let n = 0; n < 60; n++) {
    // Killed while two writes are in flight (four go at a time).
    if (n === 22) process.kill(victim, 'SIGKILL');
    writes.push(write(n));
    if (n % 4 === 3) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  expect(acknowledged.size).toBe(60);
  // Each acknowledged reading is there once.
  const stored = await request.get(
    `/api/v2/readings/?meter_resource_id=${meter.resource_id}&reading_date_after=2015-01-01&reading_date_before=2015-12-31&page_size=100`,
    { headers },
  );
  const ids = (await stored.json()).results.map((r: { resource_id: string }) => r.resource_id).sort();
  expect(ids).toEqual([...acknowledged.values()].sort());
  // The balancer noticed: every request now goes to the living process.
  await expect.poll(async () => [...(await servedBy(request, 6))], { timeout: 10_000 }).toEqual(['s2']);
  console.log(`killed process ${victim} with two writes in flight; sends retried: ${retries}`);
});
