// The one import of zod. The CSP forbids 'unsafe-eval' and zod decides, as each schema is built, whether to compile
// it with `new Function`, so the switch is set here before any schema exists (eslint forbids other imports).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
