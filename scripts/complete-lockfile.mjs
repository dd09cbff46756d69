// The registry this project installs from lacks Biome's binaries for other platforms, so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync. This adds the
// missing optional entries (os/cpu-restricted, so they are skipped on Linux). Idempotent.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
if (!biome) process.exit(0);

const platform = (name) => {
  const [, os, cpu, libc] = /cli-(\w+)-(\w+?)(?:-(musl))?$/.exec(name);
  return { os: os === 'win32' ? 'win32' : os, cpu, libc: os === 'linux' ? (libc ?? 'glibc') : undefined };
};
let added = 0;
for (const [name, version] of Object.entries(biome.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const { os, cpu, libc } = platform(name);
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    engines: { node: '>=14.21.3' },
  };
  added++;
}
if (added) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} platform entries for Biome`);
}
