import { config } from 'zod/v4/core';

// The web app's `zod`: every `from 'zod'` of the web build, the contracts' schemas included, resolves to
// this module (vite.config.ts), so jitless mode is set before the first schema is built. zod decides when
// a z.object() is built whether to compile its parser with `new Function`, and that probe is an eval the
// page's CSP refuses and reports; a schema built before a separately imported setup module ran did so.
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
