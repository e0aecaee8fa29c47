import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layers } from './eslint/layers.js';

// The architecture, bottom to top: each folder and the folders it may import
// (a folder always imports its own files). Arrows point one way: down.
// Enforced by the `layers/imports` rule (eslint/layers.js) for every relative
// import, type-only ones too; `*` makes each subfolder a layer of its own.
// Each constant is a layer together with everything below it.
const PURE = ['src/protocol', 'src/lib', 'src/core'];
const SERVICES = [...PURE, 'src/data', 'src/api', 'src/extract', 'src/export', 'src/auth', 'src/workers'];
const STATE = [...SERVICES, 'src/state', 'sw/messages.ts'];
const UI = [...STATE, 'src/ui'];
const LAYERS = {
  // 1. Wire format and neutral helpers (bytes, clock).
  'src/lib': [],
  'src/protocol': ['src/lib'],
  // 2. The pure domain.
  'src/core': ['src/protocol', 'src/lib'],
  // 3. Services: storage, then network, documents in, files out, accounts; then the worker clients and hosts.
  'src/data': PURE,
  'src/api': [...PURE, 'src/data', 'package.json'], // the app's version, sent with each call
  'src/extract': [...PURE, 'src/data'],
  'src/export': [...PURE, 'src/data'],
  'src/auth': [...PURE, 'src/data'],
  'src/workers': [...PURE, 'src/data', 'src/api', 'src/extract'],
  // 4. Stores, jobs and the services context; the service worker's message names.
  'src/state': [...SERVICES, 'sw/messages.ts'],
  // 5. Shared components and hooks, no stores of their own.
  'src/ui': STATE,
  // 6. One screen area each: never another feature.
  'src/features/*': UI,
  // 7. Pages that put features together, in the page frame every signed-in screen shares.
  'src/screens/*': [...UI, 'src/features/*', 'src/screens/frame'],
  // 8. Thin route files: a URL and its search params to a page.
  'src/routes': [...UI, 'src/features/*', 'src/screens/*'],
  // 9. The composition root: creates the stores and services and hands them down.
  'src/app': [...UI, 'src/features/*', 'src/screens/*', 'src/routes'],
  // Beside the app, sharing only the pure layers: the service worker (built on its own), the server (and the
  // document extractors it runs) and the CLI (and the extractors, the PowerPoint export and the server's generators).
  'sw': [],
  'server': [...PURE, 'src/extract'],
  'cli': [...PURE, 'src/extract', 'src/export', 'server'],
};
// Files at the top of src/ and the layer they belong to.
const LAYER_MEMBERS = { 'src/main.tsx': 'src/app', 'src/router.tsx': 'src/app', 'src/routeTree.gen.ts': 'src/routes' };

// core/, protocol/ and lib/ are shared by the app, the workers, the server and
// the CLI: they must stay free of React, the DOM, Dexie and the network.
const pureRestrictions = {
  paths: [
    { name: 'react', message: 'src/core, src/protocol and src/lib are pure TypeScript: no React.' },
    { name: 'react-dom', message: 'src/core, src/protocol and src/lib are pure TypeScript: no React DOM.' },
    { name: 'dexie', message: 'Storage belongs in src/data, not in core/protocol/lib.' },
    { name: 'dexie-react-hooks', message: 'Storage belongs in src/data, not in core/protocol/lib.' },
    { name: 'valtio', message: 'State belongs in src/state, not in core/protocol/lib.' },
    { name: 'hono', message: 'The server belongs in server/, not in core/protocol/lib.' },
    { name: 'ai', message: 'LLM calls belong in server/providers, not in core/protocol/lib.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', '@tanstack/*', 'dexie/*', 'valtio/*', 'hono/*', '@hono/*', '@ai-sdk/*', 'workbox-*', 'node:*'], message: 'src/core, src/protocol and src/lib are pure TypeScript: no UI, storage, network or Node imports.' },
  ],
};

export default tseslint.config(
  { ignores: ['.tmp', 'dist', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{src,server,cli,sw}/**/*.{ts,tsx,js,mjs}'],
    plugins: { layers },
    // Test files follow their folder's rules and may also use the shared test helpers.
    rules: { 'layers/imports': ['error', { layers: LAYERS, members: LAYER_MEMBERS, testsMayAlsoImport: ['tests'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shared components and hooks read stores; a store (a valtio proxy) belongs in src/state.
    // Tests may still build a small store to render a component against.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'valtio', importNames: ['proxy'], message: 'src/ui holds no stores: a valtio proxy belongs in src/state.' },
          { name: 'valtio/vanilla', importNames: ['proxy'], message: 'src/ui holds no stores: a valtio proxy belongs in src/state.' },
          { name: 'valtio/utils', importNames: ['proxyMap', 'proxySet'], message: 'src/ui holds no stores: a valtio proxy belongs in src/state.' },
        ],
      }],
    },
  },
  {
    files: ['src/core/**/*.ts', 'src/protocol/**/*.ts', 'src/lib/**/*.ts'],
    // Tests run in Node only and may read fixtures from disk.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', pureRestrictions],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'No network in core/protocol/lib.' },
        { name: 'window', message: 'No DOM in core/protocol/lib.' },
        { name: 'document', message: 'No DOM in core/protocol/lib.' },
        { name: 'localStorage', message: 'No storage in core/protocol/lib.' },
        { name: 'indexedDB', message: 'No storage in core/protocol/lib.' },
        { name: 'XMLHttpRequest', message: 'No network in core/protocol/lib.' },
      ],
    },
  },
);
