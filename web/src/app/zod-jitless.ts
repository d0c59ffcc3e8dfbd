import { z } from 'zod';

/**
 * Zod compiles fast parsers with `new Function`, after probing whether eval is allowed. Our CSP
 * forbids eval (script-src 'self'), so the probe only produced a CSP violation report on every
 * start. Parsing without compiled parsers is fast enough for our payloads.
 *
 * Zod decides when each object schema is created, so this module must be evaluated before any
 * schema module: it is the first import of the app's composition root.
 */
z.config({ jitless: true });
