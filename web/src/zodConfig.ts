// zod compiles a fast parser for object schemas with `new Function`, and probes whether it may the
// first time it builds one. The console's CSP (script-src 'self') refuses eval, so the probe logs a
// violation on every page; jitless skips both. Imported first by main.tsx: zod reads the setting when
// a schema is built, and the contract's schemas are built as their modules load.
import { config } from 'zod';

config({ jitless: true });
