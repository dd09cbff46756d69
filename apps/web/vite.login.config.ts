import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_OPTIONS, TREESHAKE, ZOD_ALIAS } from './build-options.config.ts';
import { inlineEntryCss } from './inline-entry-css.config.ts';

/**
 * Preact's own sources, not its minified files: TREESHAKE takes every call of a function named `z` for a
 * zod schema's (pure), and the minified core names its diff function `z`, which then rendered nothing.
 */
const preactSource = (path: string) =>
  fileURLToPath(new URL(`../../node_modules/preact/${path}`, import.meta.url));

/**
 * The login page's build (login.html with src/login.tsx, which the server answers at /portal/login), run
 * after the app's into the same `dist/` (scripts/build.mjs). Its components are the app's own (plain
 * elements, react-i18next) rendered by Preact's React-compatible runtime: React DOM alone was 55 of the
 * page's 86 KiB of script, Preact is about 5. The app and the tests keep React; nothing of the login page
 * uses an API that only React has (checked by the e2e tests, which sign in through this page).
 */
export default defineConfig({
  ...PAGE_OPTIONS,
  plugins: [react(), inlineEntryCss()],
  resolve: {
    alias: [
      ZOD_ALIAS,
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: preactSource('jsx-runtime/src/index.js') },
      { find: /^(react|react-dom|preact\/compat)$/, replacement: preactSource('compat/src/index.js') },
      { find: /^preact\/hooks$/, replacement: preactSource('hooks/src/index.js') },
      { find: /^preact$/, replacement: preactSource('src/index.js') },
    ],
  },
  build: {
    outDir: 'dist',
    // The app's build ran first: its files stay.
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { login: fileURLToPath(new URL('login.html', import.meta.url)) },
      // Its own names: no file of the app's build is written over.
      output: {
        chunkFileNames: 'assets/login-[name]-[hash].js',
        assetFileNames: 'assets/login-[name]-[hash][extname]',
      },
      treeshake: TREESHAKE,
    },
  },
});
