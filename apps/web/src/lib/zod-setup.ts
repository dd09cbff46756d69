import { config } from 'zod/v4/core';

// zod probes for eval (`new Function`) to compile faster object parsers; the page's CSP forbids eval and
// reports the refused probe as a violation. Imported before any schema parses: by the signed-in layout
// and by lib/form-rules (the public forms); the login page itself uses no zod.
config({ jitless: true });
