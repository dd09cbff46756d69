// The web app's `zod`: every `from 'zod'` of the web build, the contracts' schemas included, resolves to
// this module (vite.config.ts), so jitless mode is set before the first schema is built. zod decides when
// a z.object() is built whether to compile its parser with `new Function`, and that probe is an eval the
// page's CSP refuses and reports; a schema built before a separately imported setup module ran did so.
// zod keeps its configuration on globalThis (`__zod_globalConfig`, one for every copy of zod since
// colinhacks/zod#5889): setting it there needs none of zod's code, so a page that only imports a constant
// from a module with schemas (the login page) loads no zod for it. lib/zod.test.ts holds zod to that key.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
