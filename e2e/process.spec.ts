import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './fixtures';

// The server process as a supervisor meets it: `npm start`, one signal, one data directory.
const root = join(import.meta.dirname, '..');

const healthStatus = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v2/health`).then(
    (response) => response.status,
    () => 0,
  );

let lockFile = '';
// A failed run must not leave a server behind: stop whatever process still holds the directory.
test.afterEach(() => {
  if (existsSync(lockFile)) process.kill(Number.parseInt(readFileSync(lockFile, 'utf8'), 10), 'SIGKILL');
});

test('npm start stops with one SIGTERM to npm, and a second server cannot open the same DATA_DIR', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
  lockFile = join(dataDir, 'server.pid');
  const [port, otherPort] = [await freePort(), await freePort()];
  const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'never', HOST: '127.0.0.1', LOG_LEVEL: 'info' };

  const npm = spawn('npm', ['start'], { cwd: root, env: { ...env, PORT: String(port) } });
  let output = '';
  npm.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
  await expect.poll(() => healthStatus(port), { timeout: 90_000 }).toBe(200);

  const second = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(otherPort) },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(second.status).toBe(1);
  expect(second.stderr.trim()).toMatch(/^Start failed: DATA_DIR .+ is in use by another server \(PID \d+\)/);
  expect(second.stderr.trim().split('\n')).toHaveLength(1);

  npm.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('shutdown finished');
  expect(await healthStatus(port)).toBe(0);
  expect(existsSync(lockFile)).toBe(false);
});
