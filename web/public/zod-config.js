// Zod compiles fast parsers with `new Function`, after probing whether eval is allowed. Our CSP
// forbids eval, so the probe was reported as a CSP violation on every start. Zod reads this
// shared config object when it loads and then skips the probe. It must run before any app
// module, which a deferred classic script ahead of the app's module script guarantees; a call
// to z.config() inside the bundle cannot, because split chunks may create schemas first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
