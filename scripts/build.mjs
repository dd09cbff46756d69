// Builds the server bundle (esbuild) and the web app (Vite). With --if-missing it builds only when an
// output is missing or older than its sources, so `npm start` builds what it needs and no more.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const ifMissing = process.argv.includes('--if-missing');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const outdated = (output, sources) =>
  !ifMissing ||
  !existsSync(output) ||
  sources.some((source) => newestMtime(join(root, source)) > statSync(output).mtimeMs);

const serverOut = join(root, 'apps/server/dist/main.js');
if (outdated(serverOut, ['apps/server/src', 'packages/contracts/src'])) {
  const started = Date.now();
  await build({
    entryPoints: {
      main: 'apps/server/src/main.ts',
      'seed-demo': 'apps/server/src/seed/cli.ts',
      'move-images': 'apps/server/src/move-images.ts',
    },
    absWorkingDir: root,
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Dependencies stay in node_modules; only our own workspace packages are bundled in.
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@portal/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  // The database's routines are read from disk by the migrations that apply them (db/routines.ts):
  // beside the bundle, as beside that file in the sources.
  rmSync(join(root, 'apps/server/dist/routines'), { recursive: true, force: true });
  cpSync(join(root, 'apps/server/src/db/routines'), join(root, 'apps/server/dist/routines'), {
    recursive: true,
    filter: (source) => source.endsWith('.sql') || statSync(source).isDirectory(),
  });
  console.log(`server built in ${Date.now() - started} ms`);
}

const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/login.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.login.config.ts',
  'apps/web/build-options.config.ts',
  'apps/web/pwa.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];
// Both pages: a build from before the login page's own entry has no login.html.
if (['index.html', 'login.html'].some((page) => outdated(join(root, 'apps/web/dist', page), webSources))) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  // The login page after the app, into the same directory (vite.login.config.ts).
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.login.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  const compressed = await precompress(join(root, 'apps/web/dist'));
  console.log(`web app built (${compressed} files precompressed)`);
}

/**
 * Brotli and gzip siblings (`x.js.br`, `x.js.gz`) of the web app's text files, made once here so that
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 * Source maps stay uncompressed (only developer tools fetch them). Small files are compressed too: a
 * chunk of a few hundred bytes (Rolldown splits off modules shared by many lazily loaded parts, such
 * as its runtime helpers or the contracts' limits) still loses about 40% with brotli, and the login
 * page loads a dozen of them; a variant that is not smaller is not written.
 */
async function precompress(dir) {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|mjs|css|html|svg|json|txt)$/.test(entry.name) && statSync(full).size > 0)
        files.push(full);
    }
  };
  walk(dir);
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
      ]);
      // A variant that is not smaller is not written: the server then sends the file itself.
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files.length;
}
