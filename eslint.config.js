import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * Features reach each other only through their index (DESIGN.md): a file of one feature, of lib or
 * of the shared components may import another feature's `index.ts`, nothing deeper. The router and
 * the layout compose features and import exactly the modules they load (a lazy chunk, a header
 * slot): through an index, everything it re-exports would load with the entry (measured: +46 KB
 * gzip for the profile menu through the auth index).
 */
const FEATURES = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureZones = FEATURES.map((feature) => ({
  target: [...FEATURES.filter((f) => f !== feature).map((f) => `./app/features/${f}`), './app/lib', './app/components'],
  from: `./app/features/${feature}`,
  except: ['./index.ts'],
  message: `Import the ${feature} feature through its index (app/features/${feature}/index.ts).`,
}));

const forbiddenInShared = ['react', 'react-*', 'react/*', 'react-dom', 'react-dom/*', 'dexie', 'dexie-*', 'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', '@mantine/*', 'i18next', 'zustand'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'public/theme-init.js', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      // Imports flow one way: shared -> (app | sync-server); app and sync-server never meet.
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './shared', from: './app', message: 'shared/ is pure: no app code.' },
          { target: './shared', from: './sync-server', message: 'shared/ is pure: no server code.' },
          { target: './app', from: './sync-server', message: 'The app never imports the server.' },
          { target: './sync-server', from: './app', message: 'The server never imports the app.' },
          ...featureZones,
        ],
      }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: forbiddenInShared, message: 'shared/ imports no React, Dexie, Fastify, drizzle, Mantine or DOM code.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB', 'navigator'],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'better-sqlite3', 'node:*'], message: 'Browser code only.' }] }],
    },
  },
  {
    // Static tooling and tests may do what they need.
    files: ['test/**', 'scripts/**', '*.config.*'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
