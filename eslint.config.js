import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * Features reach each other only through their index (DESIGN.md), and only along the edges listed
 * in FEATURE_USES (decision 0030): a feature imports the features below it, never one above, so no
 * two features import each other in a loop. A page that gathers several features (a reptile's
 * profile with its nine log tabs) lives above them all, in app/pages/, and may import any
 * feature's index. The router and the layout compose features and import exactly the modules they
 * load (a lazy chunk, a header slot): through an index, everything it re-exports would load with
 * the entry (measured: +46 KB gzip for the profile menu through the auth index).
 * lib/ and components/ are below every feature: they may use a feature's index only where they
 * did before this list (none do today).
 */
const FEATURE_USES = {
  'activity-calendar': ['breeding', 'inventory', 'reminders', 'reptiles'],
  admin: ['achievements', 'calendar'],
  'admin-review': ['calendar', 'contest', 'feedback', 'moderator'],
  'api-docs': ['calendar'],
  // An animal's daily care (its summary, rhythm badges, one-tap feeding and weight), shown by the
  // dashboard, the rack view and a label's quick actions.
  care: ['growth', 'inventory', 'logs', 'spaces'],
  // Issue 28: where animals live; the rack view shows each animal's care summary.
  enclosures: ['care', 'health-watch', 'reptiles', 'spaces'],
  // The label's quick actions (/r/:id, /e/:id): an animal's or an enclosure's round in one tap.
  scan: ['care', 'climate', 'enclosures', 'inventory', 'logs', 'reptiles', 'spaces'],
  // Climate readings, equipment and cleaning of an enclosure.
  climate: ['enclosures', 'logs', 'reminders', 'reptiles', 'spaces'],
  breeding: ['genetics', 'log-tabs', 'logs', 'reptiles'],
  collections: ['spaces'],
  dashboard: ['activity-calendar', 'breeding', 'care', 'climate', 'collections', 'enclosures', 'growth', 'health-watch', 'inventory', 'logs', 'reminders', 'reptiles', 'sales', 'spaces'],
  events: ['log-tabs', 'logs'],
  // Issue 30: the settings' export entry links to the marketplace export and the spreadsheet import.
  export: ['marketplace', 'sheet-import'],
  // Issue 30: a spreadsheet's animals and logs; it reads the keeper's animals and their plan's room.
  'sheet-import': ['reptiles'],
  // Issue 30: a breeder's waitlist and sales; a sale hands its animal over with the transfer that exists.
  sales: ['reptiles', 'spaces', 'transfers'],
  feeding: ['inventory', 'log-tabs', 'logs', 'spaces'],
  growth: ['log-tabs', 'logs'],
  health: ['log-tabs', 'logs'],
  // Issue 29: each animal's status and its care modes, shown by the animal's page and the dashboard.
  'health-watch': ['spaces'],
  landing: ['auth', 'cookie-consent', 'legal'],
  'log-tabs': ['logs', 'reptiles', 'spaces'],
  // Issue 29: an animal's medication courses; the reminders list gives a dose through it.
  medication: ['logs', 'spaces'],
  moderator: ['calendar', 'contest'],
  insights: ['spaces'],
  inventory: ['spaces'],
  labels: ['enclosures', 'genetics', 'reptiles', 'spaces'],
  ocr: ['repticoins', 'reptiles', 'spaces'],
  profile: ['insights', 'ocr'],
  'rack-feeding': ['care', 'enclosures', 'inventory', 'logs', 'reptiles', 'spaces'],
  reminders: ['medication', 'reptiles', 'spaces'],
  reptiles: ['collections', 'genetics', 'spaces'],
  settings: ['cookie-consent', 'export'],
  shedding: ['log-tabs', 'logs'],
  'sync-status': ['inventory'],
  transfers: ['genetics', 'growth', 'inventory', 'logs', 'reptiles'],
  'vet-report': ['enclosures', 'genetics', 'reptiles', 'spaces'],
};
const FEATURES = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const users = (feature) => FEATURES.filter((f) => f !== feature && (FEATURE_USES[f] ?? []).includes(feature));
const featureZones = FEATURES.flatMap((feature) => {
  const allowed = users(feature);
  const refused = FEATURES.filter((f) => f !== feature && !allowed.includes(f));
  return [
    ...(refused.length > 0 ? [{
      target: refused.map((f) => `./app/features/${f}`),
      from: `./app/features/${feature}`,
      message: `This feature may not use the ${feature} feature: features use only those listed for them in FEATURE_USES (eslint.config.js, decision 0030). Compose both in a page under app/pages/ instead.`,
    }] : []),
    {
      target: [...allowed.map((f) => `./app/features/${f}`), './app/lib', './app/components', './app/pages'],
      from: `./app/features/${feature}`,
      except: ['./index.ts'],
      message: `Import the ${feature} feature through its index (app/features/${feature}/index.ts).`,
    },
  ];
});
/** Nothing below the pages imports them. */
const pageZone = { target: ['./app/features', './app/lib', './app/components'], from: './app/pages', message: 'Pages sit above the features: nothing but the router imports them.' };

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
          pageZone,
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
