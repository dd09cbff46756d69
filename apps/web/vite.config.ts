/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_OPTIONS, TREESHAKE, ZOD_ALIAS } from './build-options.config.ts';
import { hoistTransitiveImports } from './hoist-imports.config.ts';
import { inlineEntryCss } from './inline-entry-css.config.ts';
import { pwa } from './pwa.config.ts';

const apiPort = process.env.API_PORT ?? '8080';
const require = createRequire(import.meta.url);
// react-router's package exports point every bundler at its development build (warnings, checks);
// a production build takes the production files it ships beside them.
const reactRouterDir = join(dirname(require.resolve('react-router')), '..');

// A chunk's modules all run when it loads: those that build an `Intl.NumberFormat` as they run stay out of
// the shared chunk (MUI's locales, which lib/mui-locale.ts loads for German only, and TablePagination,
// which only the history table uses), else every page would build them (MUI's `deDE` in English too).
const MUI_MODULES =
  /node_modules[\\/](@mui[\\/](material|system|utils|icons-material)|@emotion|@popperjs|react-transition-group)[\\/]/;
const MUI_RUN_ON_LOAD = /node_modules[\\/]@mui[\\/]material[\\/](locale|TablePagination)[\\/]/;
// The MUI controls of the list, detail and form pages (pickers of values, tabs, tables, check boxes), in a
// chunk of their own: the header and the dashboard, which use none of them, load 23 KiB less before they paint.
const MUI_FORMS =
  /node_modules[\\/]@mui[\\/]material[\\/](Autocomplete|useAutocomplete|Tabs|Tab|TabScrollButton|Select|NativeSelect|FilledInput|Input|TextField|Chip|Switch|Table|TableBody|TableCell|TableContainer|TableHead|TableRow|TableSortLabel|TablePaginationActions|Radio|RadioGroup|Checkbox|Breadcrumbs|FormControlLabel|FormGroup|Badge)[\\/]/;

export default defineConfig(({ command }) => ({
  ...PAGE_OPTIONS,
  plugins: [react(), pwa(), hoistTransitiveImports(), inlineEntryCss()],
  resolve: {
    alias: [
      ZOD_ALIAS,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDir, 'production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}`, '/brand': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // index.html's preload links stay; a lazy route's load adds none for scripts (a link per chunk it needs,
    // about 90 for a list page, each starting its request in the task that loads the route), only its CSS.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The login page (login.html) is built on its own: vite.login.config.ts.
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)) },
      output: {
        // The `initial` group's chunks are named after every page sharing them (up to 100 characters),
        // and each import of one spells the name out: a short name instead.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('initial~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names[0]?.startsWith('initial~')
            ? 'assets/shared-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // The MUI modules the signed-in pages load lazily in one chunk: split by the set of pages using
        // each (the default), a list page loaded about 120 scripts, which Lighthouse's slow 4G over
        // HTTP/1.1 (six connections) fetches in many rounds; with the group 75–85. The modules the entry
        // loads at start stay a group of their own. The form controls' group (MUI_FORMS) comes after the others: the
        // modules they need (popper, buttons, inputs) stay in the `mui` chunk the header loads anyway.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], entriesAware: true, priority: 3 },
            {
              name: 'mui',
              test: (id: string) => MUI_MODULES.test(id) && !MUI_RUN_ON_LOAD.test(id) && !MUI_FORMS.test(id),
              priority: 2,
            },
            {
              name: 'mui-forms',
              test: (id: string) => MUI_FORMS.test(id) && !MUI_RUN_ON_LOAD.test(id),
              priority: 1,
            },
          ],
        },
      },
      treeshake: TREESHAKE,
    },
  },
  test: {
    environment: 'happy-dom',
    // Rendering a page with MUI and the data grid takes seconds on a busy 2-core machine (CI runs the API
    // tests beside these): a test's speed is no part of what it checks (bench/ measures speed). The bound
    // only ends a hung test; it leaves room for several waits of testing-library's (src/testing/setup.ts).
    testTimeout: 120_000,
    include: ['src/**/*.test.{ts,tsx}', '*.config.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // A worker runs its files one after another in one process: React, MUI, the data grid and the app's
    // modules are imported once per worker, not once per file (a third of the project's CPU time). No
    // test mocks a module; each file renders into a fresh document and cleans up after every test.
    isolate: false,
  },
}));
