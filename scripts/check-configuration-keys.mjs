// Configuration keys: every key of `portalConfigurationSchema` (packages/contracts/src/configuration.ts)
// must change behaviour (a key that changes nothing misleads whoever sets it), so it must be read
// somewhere. Lists the schema's keys and
// fails for each one that no product source reads and that NOT_YET_READ does not excuse:
//   <KEY>: read nowhere (…)
// A key counts as READ where a source file of the product takes its value:
//   - a member access `.KEY` or `?.KEY` (`config.portal.KEY`, `configuration?.KEY`),
//   - an element access with the key as a string (`config['KEY']`),
//   - a destructuring declaration naming it (`const { KEY } = config`, `const { KEY: name } = …`).
// The product sources are the .ts/.tsx files below apps/server/src, apps/web/src and packages/contracts/src,
// except configuration.ts itself (it declares and fills the keys), tests (*.test.ts[x]) and test helpers
// (`testing/` folders, apps/server/test): a key read only by a test changes nothing for a customer.
// Comments do not count, nor do type positions (`Pick<PortalConfiguration, 'KEY'>`) or object-literal
// keys (`{ KEY: true }` writes a value). Also fails when a NOT_YET_READ key is read by now (drop it from
// the list) or is not a key of the schema.
// `--self-test` checks the checker on a throwaway tree. `--flip-tests` also lists, for each read key,
// the tests that name it (unit, API and end-to-end); a key no test names has no test that flips it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The keys allowed to be read nowhere for now, each with the reason (the screen that will read it is not
 * built yet); delete a key from here once the product reads it.
 */
export const NOT_YET_READ = {};

const CONFIGURATION_FILE = 'packages/contracts/src/configuration.ts';
const PRODUCT_DIRS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const TEST_DIRS = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'packages/contracts/src', 'e2e'];
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'coverage']);

function* files(root, dir) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* files(root, path);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

const isProductSource = (path) =>
  path !== CONFIGURATION_FILE &&
  !TEST_FILE.test(path) &&
  !path.split('/').includes('testing') &&
  !path.startsWith('apps/server/test/');

/** The keys of `portalConfigurationSchema = z.strictObject({ … })`, in their order. */
export function schemaKeys(text) {
  const start = text.indexOf('portalConfigurationSchema = z.strictObject({');
  if (start < 0)
    throw new Error(`${CONFIGURATION_FILE}: portalConfigurationSchema = z.strictObject({ not found`);
  const keys = [];
  let depth = 0;
  for (const line of text.slice(text.indexOf('{', start)).split('\n')) {
    const key = depth === 1 ? /^\s*([A-Z][A-Z0-9_]*)\s*:/.exec(line) : null;
    if (key) keys.push(key[1]);
    for (const char of line.replace(/\/\/.*$/, '')) {
      if (char === '{' || char === '(') depth += 1;
      if (char === '}' || char === ')') depth -= 1;
    }
    if (depth <= 0) return keys;
  }
  throw new Error(`${CONFIGURATION_FILE}: the end of portalConfigurationSchema was not found`);
}

/** The text without comments (a `//` after `:` or inside a quoted URL is kept). */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The keys `text` reads (see the header for what counts). */
export function keysRead(text, keys) {
  const code = withoutComments(text);
  const read = new Set();
  const declarations = [...code.matchAll(/\b(?:const|let|var)\s*\{([^{}]*)\}\s*=/g)].map((m) => m[1]);
  for (const key of keys) {
    const access = new RegExp(`\\??\\.${key}\\b|\\[\\s*['"\`]${key}['"\`]\\s*\\]`);
    const destructured = new RegExp(`(^|[\\s,])${key}\\s*(?=[:,=]|$)`);
    if (access.test(code) || declarations.some((names) => destructured.test(names))) read.add(key);
  }
  return read;
}

/** The schema's keys, where each is read, and what is wrong. */
export function check(root, notYetRead = NOT_YET_READ) {
  const keys = schemaKeys(readFileSync(join(root, CONFIGURATION_FILE), 'utf8'));
  const readers = new Map(keys.map((key) => [key, []]));
  for (const dir of PRODUCT_DIRS) {
    for (const file of files(root, dir)) {
      if (!isProductSource(file)) continue;
      for (const key of keysRead(readFileSync(join(root, file), 'utf8'), keys)) readers.get(key).push(file);
    }
  }
  const problems = [];
  for (const key of keys) {
    const where = readers.get(key);
    if (where.length === 0 && !(key in notYetRead))
      problems.push(
        `${key}: read nowhere (a configuration key must change behaviour; see ${CONFIGURATION_FILE})`,
      );
    if (where.length > 0 && key in notYetRead)
      problems.push(`${key}: read by ${where[0]} but still listed in NOT_YET_READ: remove it there`);
  }
  for (const key of Object.keys(notYetRead))
    if (!readers.has(key)) problems.push(`${key}: listed in NOT_YET_READ but not a key of the schema`);
  return { keys, readers, problems };
}

/** The keys the extended preset sets (`EXTENDED_CONFIGURATION = { ...BASE_CONFIGURATION, KEY: … }`). */
function extendedKeys(text) {
  const start = text.indexOf('EXTENDED_CONFIGURATION: PortalConfiguration = {');
  if (start < 0) return [];
  const body = text.slice(start, text.indexOf('\n};', start));
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/**
 * For each key, the test files that may flip it: those that name it, and those that run the extended
 * preset (`EXTENDED_CONFIGURATION`, `PORTAL_CONFIG: 'extended'`) for a key that preset changes. A hint
 * for review, not a proof: a test may name a key without flipping it.
 */
function flipTests(root, keys) {
  const extended = new Set(extendedKeys(readFileSync(join(root, CONFIGURATION_FILE), 'utf8')));
  const tests = new Map(keys.map((key) => [key, []]));
  for (const dir of TEST_DIRS) {
    for (const file of files(root, dir)) {
      if (!TEST_FILE.test(file)) continue;
      const text = readFileSync(join(root, file), 'utf8');
      const runsExtended = /\bEXTENDED_CONFIGURATION\b|PORTAL_CONFIG:\s*['"]extended['"]/.test(text);
      for (const key of keys) {
        if (new RegExp(`\\b${key}\\b`).test(text)) tests.get(key).push(file);
        else if (runsExtended && extended.has(key)) tests.get(key).push(`${file} (extended preset)`);
      }
    }
  }
  return tests;
}

function selfTest() {
  const root = mkdtempSync(join(tmpdir(), 'check-configuration-keys-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  try {
    write(
      CONFIGURATION_FILE,
      [
        "import { z } from 'zod';",
        'export const portalConfigurationSchema = z.strictObject({',
        '  // Feature flags',
        '  MEMBER: z.boolean(),',
        '  OPTIONAL: z.boolean(),',
        '  INDEXED: z.array(z.enum(["A", "B"])),',
        '  DESTRUCTURED: z.string(),',
        '  RENAMED: z.number().int().min(0),',
        '  IN_A_TEST: z.boolean(),',
        '  IN_A_COMMENT: z.boolean(),',
        '  AS_A_TYPE: z.boolean(),',
        '  WRITTEN: z.boolean(),',
        '  LATER: z.boolean(),',
        '  READ_ALREADY: z.boolean(),',
        '});',
        'export const BASE = { MEMBER: true, UNREAD_ELSEWHERE: 1 };',
      ].join('\n'),
    );
    write('apps/server/src/modules/a/a.service.ts', 'if (this.ctx.config.portal.MEMBER) run();\n');
    write('apps/web/src/features/a/page.tsx', "const on = configuration?.OPTIONAL;\nx = c['INDEXED'];\n");
    write(
      'packages/contracts/src/rules.ts',
      [
        'const {',
        '  DESTRUCTURED,',
        '  RENAMED: days,',
        '} = config;',
        '// config.IN_A_COMMENT is not a read',
        "/* nor is config.IN_A_COMMENT here */ const url = 'http://x.example/'; // config.IN_A_COMMENT",
        "type T = Pick<PortalConfiguration, 'AS_A_TYPE'>;",
        'const written = { WRITTEN: true };',
        'const again = config.READ_ALREADY;',
      ].join('\n'),
    );
    write('apps/web/src/features/a/page.test.tsx', 'expect(config.IN_A_TEST).toBe(true);\n');
    write('apps/web/src/testing/fixtures.ts', 'export const on = config.IN_A_TEST;\n');
    write('apps/server/test/app.ts', 'export const on = config.IN_A_TEST;\n');
    const { problems } = check(root, {
      LATER: 'its screen is not built yet',
      READ_ALREADY: 'its screen is not built yet',
      GONE: 'its screen is not built yet',
    });
    const expected = [
      `IN_A_TEST: read nowhere (a configuration key must change behaviour; see ${CONFIGURATION_FILE})`,
      `IN_A_COMMENT: read nowhere (a configuration key must change behaviour; see ${CONFIGURATION_FILE})`,
      `AS_A_TYPE: read nowhere (a configuration key must change behaviour; see ${CONFIGURATION_FILE})`,
      `WRITTEN: read nowhere (a configuration key must change behaviour; see ${CONFIGURATION_FILE})`,
      'READ_ALREADY: read by packages/contracts/src/rules.ts but still listed in NOT_YET_READ: remove it there',
      'GONE: listed in NOT_YET_READ but not a key of the schema',
    ];
    const same = problems.length === expected.length && expected.every((line) => problems.includes(line));
    if (!same) {
      console.error('configuration keys self-test failed.\nexpected:');
      for (const line of expected) console.error(`  ${line}`);
      console.error('found:');
      for (const line of problems) console.error(`  ${line}`);
      process.exit(1);
    }
    console.log(`configuration keys self-test: ${problems.length} planted problems reported, none else`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  if (process.argv.includes('--self-test')) {
    selfTest();
  } else {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const { keys, readers, problems } = check(root);
    if (process.argv.includes('--flip-tests')) {
      const tests = flipTests(root, keys);
      for (const key of keys) {
        if (readers.get(key).length === 0) continue;
        const named = tests.get(key);
        console.log(`${key}: ${named.length ? named.join(', ') : 'NO TEST NAMES IT'}`);
      }
    }
    for (const problem of problems) console.error(problem);
    if (problems.length) {
      console.error(`configuration keys: ${problems.length} problem(s)`);
      process.exit(1);
    }
    const waiting = Object.keys(NOT_YET_READ).length;
    console.log(
      `configuration keys: ${keys.length - waiting} of ${keys.length} read; ${waiting} wait for a screen not built yet (NOT_YET_READ)`,
    );
  }
}
