// What `zod` resolves to in the console's build (web/vite.config.ts): zod itself, set jitless first.
// zod compiles a fast parser for object schemas with `new Function`, and probes whether it may as it
// builds one; the console's CSP (script-src 'self') refuses eval, so the probe logged a violation on
// every page. Every module that builds a schema imports `zod`, so this runs before the first one, and
// costs the sign-in page nothing (it loads no schema).
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
