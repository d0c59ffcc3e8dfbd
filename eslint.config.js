// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
              target: ['./web', './sync-server', './shared'],
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
