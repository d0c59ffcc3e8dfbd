// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where one feature may import another, and why. Keep it short: shared UI belongs in
 * components/, pure helpers in lib/, and a page that composes features in app/.
 */
const FEATURE_IMPORTS_ALLOWED = {
  // The flight details dialog's 'book flight' action opens the booking wizard (SPEC 2).
  flights: ['booking'],
};

function webZones() {
  const features = readdirSync(join(import.meta.dirname, 'web/src/features'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((name) => ({
      target: `./web/src/features/${name}`,
      from: './web/src/features',
      except: [`./${name}`, ...(FEATURE_IMPORTS_ALLOWED[name] ?? []).map((n) => `./${n}`)],
      message:
        'A feature never imports another feature: move the shared piece to components/ or lib/, or compose them in app/.',
    })),
    {
      target: './web/src/features',
      from: './web/src/app',
      message: 'Features are composed by app/, never the reverse.',
    },
    {
      target: [
        './web/src/components',
        './web/src/lib',
        './web/src/session',
        './web/src/db',
        './web/src/sync',
      ],
      from: ['./web/src/features', './web/src/app'],
      message: 'Shared layers import no feature and not app/.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'test-results',
      'playwright-report',
      'sync-server/drizzle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // The arrows of docs/ARCHITECTURE.md: web and sync-server import shared, never each other;
      // shared imports neither; the product never imports scripts.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './shared', from: './web', message: 'shared/ must not import web/.' },
            {
              target: './shared',
              from: './sync-server',
              message: 'shared/ must not import sync-server/.',
            },
            {
              target: './web',
              from: './sync-server',
              message: 'web/ must not import sync-server/.',
            },
            {
              target: './sync-server',
              from: './web',
              message: 'sync-server/ must not import web/.',
            },
            {
              // The browser tests (web/e2e) are not the product: they may draw their fixtures
              // with the generators under scripts/, as the benchmarks do.
              target: ['./web/src', './web/build', './sync-server', './shared'],
              from: './scripts',
              message: 'The product must not import scripts/.',
            },
            {
              // The write kernel (decision 011): trips, documents and sync build on it.
              target: './sync-server/src/domain/writes',
              from: [
                './sync-server/src/domain/trips',
                './sync-server/src/domain/documents',
                './sync-server/src/domain/sync',
              ],
              message: 'domain/writes is imported by trips, documents and sync, never the reverse.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    // shared/ is pure: no Node APIs and no DOM, so both sides can run it.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom', 'dexie'],
              message: 'shared/ stays free of Node, DOM and UI libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of web/src (decision 011): app/ composes features; a feature never imports
    // another feature or app/; components/, lib/, session/, db/ and sync/ import no feature.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webZones() },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The browser app cannot use Node APIs.' }] },
      ],
    },
  },
  {
    // Classic scripts the page loads before the app (see web/index.html).
    files: ['web/public/**/*.js', 'web/src/app/first-load-preload.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**/*.ts', 'web/e2e/**/*.ts', 'sync-server/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The server's store answers with promises (decision 010): a query not awaited would run
    // outside its transaction or lose its error, so every promise must be awaited or handled.
    files: ['sync-server/src/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Hono's `c.var` copies every context variable into a new object on each read; the server
    // reads them several times per request, so it asks for one with `c.get(name)`.
    files: ['sync-server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Use c.get('name'): c.var builds a new object on every read.",
        },
      ],
    },
  },
  prettier,
);
