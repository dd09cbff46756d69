// Import boundaries: which folder may import which. Reads every .ts/.tsx file below apps/, packages/,
// bench/ and e2e/,
// finds the specifiers of its imports (static, `export … from`, side-effect and dynamic `import('…')`),
// resolves relative ones against the file, and reports each import a rule forbids:
//   <file>:<line> imports <resolved path or package name> (<rule name>)
// Exit 1 on any violation. `--self-test` checks the checker on a throwaway tree.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The rules. `from` and the entries of `forbid` / `except` are path prefixes relative to the repository
 * root (a folder ends with '/'); a `*` in `from` stands for one path segment, and `$1`, `$2` … in `forbid`
 * and `except` stand for what the first, second … `*` matched. A bare package name (e.g. 'fastify') may be
 * forbidden too. An import is a violation when it matches a `forbid` prefix and no `except` prefix.
 * `from: ''` is every file; `exceptFrom` lists files (paths from the root) the rule does not apply to.
 */
export const RULES = [
  // ---- web (apps/web/src) ----
  {
    name: 'web features do not import each other',
    from: 'apps/web/src/features/*/',
    forbid: ['apps/web/src/features/'],
    except: ['apps/web/src/features/$1/'],
  },
  {
    name: 'nothing below the shell imports app/',
    from: 'apps/web/src/features/',
    forbid: ['apps/web/src/app/'],
  },
  {
    name: 'components/ imports no features/, app/ or resources/',
    from: 'apps/web/src/components/',
    forbid: ['apps/web/src/features/', 'apps/web/src/app/', 'apps/web/src/resources/'],
  },
  {
    name: 'resources/ imports no features/ or app/',
    from: 'apps/web/src/resources/',
    forbid: ['apps/web/src/features/', 'apps/web/src/app/'],
  },
  {
    name: 'lib/ is app-wide and resource-agnostic',
    from: 'apps/web/src/lib/',
    forbid: [
      'apps/web/src/features/',
      'apps/web/src/app/',
      'apps/web/src/resources/',
      'apps/web/src/components/',
    ],
  },

  {
    // The login page's own entry is built from these (and the reader's pages are to be): a style runtime
    // here would load with the first page.
    name: 'components/plain/ loads neither MUI nor emotion',
    from: 'apps/web/src/components/plain/',
    forbid: ['@mui/material', '@mui/icons-material', '@mui/x-data-grid', '@emotion/react', '@emotion/styled'],
  },

  // ---- server (apps/server/src) ----
  // Layers, bottom up: config and db; branding, mail, storage; http; auth; modules; then the composition
  // (app, bootstrap, main, seed). `context.ts` only declares the shared types every layer reads.
  ...Object.entries({
    db: ['branding/', 'mail/', 'storage/', 'http/', 'auth/', 'modules/', 'seed/', 'context'],
    branding: ['http/', 'auth/', 'modules/', 'seed/'],
    mail: ['http/', 'auth/', 'modules/', 'seed/'],
    storage: ['http/', 'auth/', 'modules/', 'seed/'],
    http: ['auth/', 'modules/', 'seed/'],
    auth: ['modules/', 'seed/'],
    modules: ['seed/', 'app', 'bootstrap', 'main'],
  }).map(([layer, above]) => ({
    name: `server ${layer}/ imports nothing above it`,
    from: `apps/server/src/${layer}/`,
    forbid: above.map((path) => `apps/server/src/${path}`),
  })),
  {
    // Migrations run once, as they are: what the server, the bench or another migration shares with one
    // lives in db/ (kept-counts.ts, request-copies.ts, audit-trail.ts, routines/).
    name: 'nothing but db/migrate.ts imports a migration',
    from: '',
    forbid: ['apps/server/src/db/migrations/'],
    exceptFrom: ['apps/server/src/db/migrate.ts'],
  },
  {
    name: "server modules import no other module's routes or services",
    from: 'apps/server/src/modules/*/',
    forbid: [/^apps\/server\/src\/modules\/[^/]+\/[^/]+\.(routes|service)$/],
    except: ['apps/server/src/modules/$1/'],
  },
];

/**
 * Rules on what a file may contain: `files` (a RegExp on the path from the repository root) must not
 * match `pattern` on any line.
 */
export const TEXT_RULES = [
  {
    name: "web query keys come from the resources' key factories (no literal arrays)",
    files: /^apps\/web\/src\/(features|app|components)\/(?!.*\.test\.tsx?$).*\.tsx?$/,
    pattern: /\bqueryKey:\s*\[/,
  },
  {
    name: 'server SQL only in repositories (and the SQL fragments of list filters)',
    files: /^apps\/server\/src\/modules\/(?!.*\.(repository|list|test)\.ts$).*\.ts$/,
    pattern: /\b(selectFrom|updateTable|insertInto|deleteFrom|selectNoFrom)\(|\bsql\s*(<[^>]*>)?`/,
  },
  {
    name: 'server repositories built once, in modules/data-access.ts',
    files: /^apps\/server\/src\/(?!modules\/data-access\.ts$)(?!.*\.test\.ts$).*\.ts$/,
    pattern: /\bnew [A-Z]\w*Repository\(/,
  },
];

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'coverage']);
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"\n]+)['"]/g, // import … from '…' and export … from '…' (also across lines)
  /\bimport\s*['"]([^'"\n]+)['"]/g, // import '…' (side effects)
  /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g, // import('…')
];

function* sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(root, path);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

/** Every import of a file's text: the specifier and the 1-based line it stands on. */
export function importsOf(text) {
  const found = [];
  for (const pattern of SPECIFIERS) {
    for (const match of text.matchAll(pattern)) {
      const offset = match.index + match[0].lastIndexOf(match[1]);
      found.push({ specifier: match[1], line: text.slice(0, offset).split('\n').length });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** A relative specifier as a path from the repository root; a package name as it is. */
function target(file, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  return posix.normalize(posix.join(posix.dirname(file), specifier));
}

/** The `*` captures when `file` lies below `from`, else null. */
function matchFrom(from, file) {
  const parts = from.split('/');
  const fileParts = file.split('/');
  const captures = [];
  // `from` ends with '/', so its last part is '': every other part must match a segment of the file.
  for (const [i, part] of parts.entries()) {
    if (part === '' && i === parts.length - 1) return captures;
    const segment = fileParts[i];
    if (segment === undefined || i === fileParts.length - 1) return null;
    if (part === '*') captures.push(segment);
    else if (part !== segment) return null;
  }
  return captures;
}

const fill = (pattern, captures) => pattern.replace(/\$(\d+)/g, (_, n) => captures[Number(n) - 1] ?? '');
/**
 * Prefix match: 'a/b/' matches 'a/b/c' and 'a/b'; a package name matches itself and its subpaths.
 * A RegExp matches the whole resolved path.
 */
const covers = (prefix, path) =>
  prefix instanceof RegExp
    ? prefix.test(path)
    : prefix.endsWith('/')
      ? path.startsWith(prefix) || `${path}/` === prefix
      : path === prefix || path.startsWith(`${prefix}/`);

/** All violations below `root` (the repository). */
export function check(root, rules = RULES, textRules = TEXT_RULES) {
  const violations = [];
  for (const top of ['apps', 'packages', 'bench', 'e2e']) {
    for (const file of sourceFiles(root, top)) {
      for (const rule of textRules.filter((textRule) => textRule.files.test(file))) {
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .forEach((text, index) => {
            const match = rule.pattern.exec(text);
            if (match) violations.push({ file, line: index + 1, text: match[0], rule: rule.name });
          });
      }
      const applying = rules.flatMap((rule) => {
        if (rule.exceptFrom?.includes(file)) return [];
        const captures = matchFrom(rule.from, file);
        return captures ? [{ rule, captures }] : [];
      });
      if (applying.length === 0) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const { specifier, line } of importsOf(text)) {
        const path = target(file, specifier);
        for (const { rule, captures } of applying) {
          const filled = (prefix) => (prefix instanceof RegExp ? prefix : fill(prefix, captures));
          const forbidden = rule.forbid.some((prefix) => covers(filled(prefix), path));
          const excepted = (rule.except ?? []).some((prefix) => covers(filled(prefix), path));
          if (forbidden && !excepted) violations.push({ file, line, path, rule: rule.name });
        }
      }
    }
  }
  return violations;
}

function selfTest() {
  const root = mkdtempSync(join(tmpdir(), 'check-boundaries-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  try {
    write(
      'apps/web/src/features/alpha/page.tsx',
      [
        "import { helper } from './helper';",
        "import { Other } from '../beta/other';",
        'export const lazy = () =>',
        "  import('../beta/other');",
        "export { x } from '../../lib/x';",
      ].join('\n'),
    );
    write('apps/web/src/features/alpha/helper.ts', 'export const helper = 1;\n');
    write('apps/web/src/features/beta/other.tsx', 'export const Other = 1;\n');
    write('apps/web/src/lib/x.ts', "import { Other } from '../features/beta/other';\nexport const x = 1;\n");
    write('apps/web/src/features/beta/use-other.ts', "useQuery({ queryKey: ['other'], queryFn });\n");
    write(
      'apps/server/src/http/list.ts',
      "import { MetersService } from '../modules/meters/meters.service';\n",
    );
    write(
      'apps/server/src/modules/alpha/alpha.routes.ts',
      [
        "import { BetaService } from '../beta/beta.service';",
        "import { betaPolicy } from '../beta/beta.policy';",
        "import { AlphaService } from './alpha.service';",
      ].join('\n'),
    );
    write(
      'apps/server/src/modules/alpha/alpha.service.ts',
      "const repo = new AlphaRepository(db);\nconst row = db.selectFrom('alpha');\n",
    );
    write('apps/server/src/modules/alpha/alpha.repository.ts', "const row = db.selectFrom('alpha');\n");
    write('apps/server/src/db/migrate.ts', "import * as first from './migrations/0001-first';\n");
    write('apps/server/src/db/migrations/0001-first.ts', "export const KINDS = ['a'];\n");
    write('apps/server/src/db/migrations/0002-second.ts', "import { KINDS } from './0001-first';\n");
    write('bench/load.ts', "import { KINDS } from '../apps/server/src/db/migrations/0001-first';\n");
    const found = check(root).map((v) => `${v.file}:${v.line} ${v.path ?? v.text} (${v.rule})`);
    const expected = [
      'apps/web/src/features/alpha/page.tsx:2 apps/web/src/features/beta/other (web features do not import each other)',
      'apps/web/src/features/alpha/page.tsx:4 apps/web/src/features/beta/other (web features do not import each other)',
      'apps/web/src/lib/x.ts:1 apps/web/src/features/beta/other (lib/ is app-wide and resource-agnostic)',
      "apps/web/src/features/beta/use-other.ts:1 queryKey: [ (web query keys come from the resources' key factories (no literal arrays))",
      'apps/server/src/http/list.ts:1 apps/server/src/modules/meters/meters.service (server http/ imports nothing above it)',
      "apps/server/src/modules/alpha/alpha.routes.ts:1 apps/server/src/modules/beta/beta.service (server modules import no other module's routes or services)",
      'apps/server/src/modules/alpha/alpha.service.ts:1 new AlphaRepository( (server repositories built once, in modules/data-access.ts)',
      'apps/server/src/modules/alpha/alpha.service.ts:2 selectFrom( (server SQL only in repositories (and the SQL fragments of list filters))',
      'apps/server/src/db/migrations/0002-second.ts:1 apps/server/src/db/migrations/0001-first (nothing but db/migrate.ts imports a migration)',
      'bench/load.ts:1 apps/server/src/db/migrations/0001-first (nothing but db/migrate.ts imports a migration)',
    ];
    const same = found.length === expected.length && expected.every((line) => found.includes(line));
    if (!same) {
      console.error('import boundaries self-test failed.\nexpected:');
      for (const line of expected) console.error(`  ${line}`);
      console.error('found:');
      for (const line of found) console.error(`  ${line}`);
      process.exit(1);
    }
    console.log(`import boundaries self-test: ${found.length} planted violations reported, none else`);
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
    const violations = check(root);
    for (const v of violations) {
      const what = v.text ? `contains ${v.text}` : `imports ${v.path}`;
      console.error(`${v.file}:${v.line} ${what} (${v.rule})`);
    }
    if (violations.length) {
      console.error(`import boundaries: ${violations.length} violation(s)`);
      process.exit(1);
    }
    console.log(`import boundaries: ${RULES.length + TEXT_RULES.length} rule(s), no violations`);
  }
}
