import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { chakraLazyGlobalPlugin } from './web/build/chakra-lazy-global-plugin.js';
import { screenPreloadPlugin } from './web/build/screen-preload-plugin.js';
import { webManifest } from './web/src/app/pwa/web-manifest.js';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('./shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    screenPreloadPlugin(),
    chakraLazyGlobalPlugin(),
    // The service worker is our own (web/src/sw.ts); the plugin builds it and injects the list of
    // files to precache. Registration is ours too (web/src/app/pwa), so nothing is injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      // The manifest and its icons are added by the plugin; the install screenshots are not
      // precached, only the browser's install dialog asks for them.
      includeAssets: ['apple-touch-icon-180x180.png'],
      injectManifest: {
        // Every screen's chunk, the styles and the shell, so every route opens offline; and the
        // barcode reader's WebAssembly (about 950 KB, 400 KB gzipped), so a boarding pass can be
        // read at the gate with no signal. It is fetched at install, never on the first load.
        globPatterns: ['**/*.{js,css,html,svg,wasm}'],
        // The gazetteer's chunk (place search, any city as a destination) is about 1.5 MB:
        // under Workbox's default limit of 2 MiB, above which a file is left out of the precache
        // with only a warning, and the search would not work offline. Said here so a data update
        // that grows it is measured against a limit we chose.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: { '@shared': sharedSrc },
  },
  build: {
    // WEB_OUT_DIR lets two builds (e.g. an update test's old and new version) live side by side.
    outDir: resolve(repoRoot, process.env.WEB_OUT_DIR ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // The shell is one file on purpose (see codeSplitting below, about 520 KB before gzip). Its
    // budget is the gzipped first load, which `npm run bench:web` checks.
    chunkSizeWarningLimit: 600,
    // No modulepreload links for a lazy screen's imports (decision 024): Vite's helper appended one
    // per dependency, 86 for the trip page, in the task that opens the screen (25-30 ms). The
    // browser finds them in the screen's chunk; index.html's own preloads stay.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry's own file. It is all
          // needed before the first paint anyway, and a dozen small files would each cost a
          // round trip on a slow connection. Only the captured modules themselves: pulling in
          // their dependencies too would drag code that only lazy screens use into the entry.
          groups: [{ name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/images': { target: apiTarget, changeOrigin: false },
    },
  },
  test: {
    root: repoRoot,
    include: ['{shared,sync-server,web/src,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
