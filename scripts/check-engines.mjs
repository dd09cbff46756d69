// Every installed package must run on the oldest Node the project supports (package.json "engines"):
// npm only warns (EBADENGINE) when one does not, so a newer release slipping into the lock goes unseen.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const read = (path) => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));
const supported = read('package.json').engines.node;
const oldest = semver.minVersion(supported).version;
const refusing = Object.entries(read('package-lock.json').packages)
  .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
  .map(
    ([path, entry]) =>
      `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`,
  );

if (refusing.length) {
  console.error(`Packages that do not support Node ${oldest} (package.json engines: ${supported}):`);
  for (const line of refusing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`every locked package supports Node ${oldest}`);
