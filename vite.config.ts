import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('./shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    alias: { '@shared': sharedSrc },
  },
  build: {
    // WEB_OUT_DIR lets two builds (e.g. an update test's old and new version) live side by side.
    outDir: resolve(repoRoot, process.env.WEB_OUT_DIR ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
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
