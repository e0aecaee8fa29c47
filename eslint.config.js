import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// core/ and protocol/ are shared by the app, the workers and the server:
// they must stay free of React, the DOM, Dexie and the network.
const pureRestrictions = {
  paths: [
    { name: 'react', message: 'src/core and src/protocol are pure TypeScript: no React.' },
    { name: 'react-dom', message: 'src/core and src/protocol are pure TypeScript: no React DOM.' },
    { name: 'dexie', message: 'Storage belongs in src/data, not in core/protocol.' },
    { name: 'dexie-react-hooks', message: 'Storage belongs in src/data, not in core/protocol.' },
    { name: 'valtio', message: 'State belongs in src/state, not in core/protocol.' },
    { name: 'hono', message: 'The server belongs in server/, not in core/protocol.' },
    { name: 'ai', message: 'LLM calls belong in server/providers, not in core/protocol.' },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*', '@tanstack/*', 'dexie/*', 'valtio/*', 'hono/*', '@hono/*', '@ai-sdk/*', 'workbox-*', 'node:*'], message: 'src/core and src/protocol are pure TypeScript: no UI, storage, network or Node imports.' },
    { group: ['**/data/**', '**/state/**', '**/api/**', '**/features/**', '**/routes/**', '**/ui/**', '**/auth/**', '**/workers/**', '**/export/**', '../../server/**'], message: 'core/protocol must not depend on outer layers.' },
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/core/**/*.ts', 'src/protocol/**/*.ts'],
    // Tests run in Node only and may read fixtures from disk.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', pureRestrictions],
      'no-restricted-globals': ['error',
        { name: 'fetch', message: 'No network in core/protocol.' },
        { name: 'window', message: 'No DOM in core/protocol.' },
        { name: 'document', message: 'No DOM in core/protocol.' },
        { name: 'localStorage', message: 'No storage in core/protocol.' },
        { name: 'indexedDB', message: 'No storage in core/protocol.' },
        { name: 'XMLHttpRequest', message: 'No network in core/protocol.' },
      ],
    },
  },
);
