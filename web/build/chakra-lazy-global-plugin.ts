import type { Plugin } from 'vite';

/** Where Chakra UI 3 creates its system, in the package's ESM build. */
const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL = '[getPreflightCss(), getGlobalCss(), getTokenCss()]';
const EAGER = `const _global = ${GLOBAL};`;
const FIELD = '    _global,\n';

/**
 * `createSystem` computes the global CSS (reset, base styles, one custom property per token)
 * eagerly, about half of its cost at every start, only for `ChakraProvider` to insert it. The app
 * ships that CSS as a stylesheet generated at build time (`web/src/app/static-global-css.ts`, the
 * provider is given no global styles), so the build makes `_global` a getter computed on first
 * read, which the app never does. Decision 008. Dev mode pre-bundles Chakra without plugins and
 * keeps the eager path, which is only slower. A Chakra update that changes these lines fails the
 * build here rather than silently losing the saving.
 */
export function chakraLazyGlobalPlugin(): Plugin {
  return {
    name: 'wayfarer-chakra-lazy-global',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (code.split(EAGER).length !== 2 || code.split(FIELD).length !== 2) {
        this.error(
          `${id} no longer computes _global as this plugin expects: update chakra-lazy-global-plugin.ts`,
        );
      }
      return {
        code: code
          .replace(EAGER, 'let _global;')
          .replace(FIELD, `    get _global() {\n      return _global ??= ${GLOBAL};\n    },\n`),
        map: null,
      };
    },
  };
}
