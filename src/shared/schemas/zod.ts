/**
 * The portal's one import of zod. zod decides per schema, when the schema is built, whether to compile its parser
 * with `new Function`; the portal runs under a CSP without 'unsafe-eval', so the switch must be set before any
 * schema exists. Every module takes `z` from here (eslint forbids importing 'zod' elsewhere), so it always is.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
