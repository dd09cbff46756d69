import { fileURLToPath } from 'node:url';

/** What both builds (vite.config.ts, the app; vite.login.config.ts, the login page) do alike. */

/**
 * Where the portal lives, and the pages' nonce: the server replaces `__CSP_NONCE__` with a fresh nonce per
 * request (apps/server/src/http/portal-page.ts); the emotion cache reads it from <meta property="csp-nonce">
 * so MUI's <style> elements pass the CSP.
 */
export const PAGE_OPTIONS = { base: '/portal/', html: { cspNonce: '__CSP_NONCE__' } } as const;

/** Every schema, the contracts' too, gets zod through the module that turns its eval probe off. */
export const ZOD_ALIAS = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)),
};

export const TREESHAKE = {
  // The contracts package is plain declarations (constants, zod schemas, pure functions), but its
  // package.json does not say so: without this, using one constant pulled every schema and zod
  // itself into the login page.
  // The web app's own components, lib and resources are declarations too, except the two modules
  // that configure a library when imported: without this, importing one part of a barrel
  // (components/filter-panel) pulled its siblings in (DateRangeFilter, and with it the pickers).
  moduleSideEffects: [
    { test: /apps[\\/]web[\\/]src[\\/]lib[\\/](zod|dayjs-locale)\.ts$/, sideEffects: true },
    { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    { test: /apps[\\/]web[\\/]src[\\/](components|lib|resources)[\\/]/, sideEffects: false },
  ],
  // Building a zod schema has no effect beyond its value: an unused schema beside a used constant
  // (FOOTER_LINKS beside portalConfigSchema) is dropped, and with it zod from the pages that need none.
  // It takes EVERY call of a function named `z` for pure, a minified library's own `z` too (see
  // vite.login.config.ts): a dependency shipped minified must be checked when it is added.
  manualPureFunctions: ['z'],
};
