import { z } from 'zod';

// Zod can compile schemas with `new Function`; our strict CSP forbids eval in the browser, and
// the probe alone is reported as a violation. Every schema imports `z` from here (package.json
// lists this file under sideEffects, so bundlers keep the call).
z.config({ jitless: true });

export { z };
