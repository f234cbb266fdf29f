import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './scripts/lint/boundaries-rule.mjs';

// Globals of the runtimes our plain .js/.mjs files run in (Node scripts, benches, browser pages they inject).
const names = (list) => Object.fromEntries(list.map((n) => [n, 'readonly']));
const nodeGlobals = names(['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'globalThis', 'performance', 'crypto', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'structuredClone', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', '__dirname', 'require', 'module']);
const browserGlobals = names(['window', 'document', 'location', 'navigator', 'localStorage', 'sessionStorage', 'PerformanceObserver', 'HTMLElement', 'requestAnimationFrame', 'cancelAnimationFrame']);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', '.data/**', 'bench/results/**', '**/*.cjs', '**/webpack.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...nodeGlobals, ...browserGlobals } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  // TypeScript itself checks undefined names in .ts/.tsx.
  { files: ['**/*.ts', '**/*.tsx'], rules: { 'no-undef': 'off' } },
  // Import boundaries, declared once in boundaries.config.mjs (remotes ↛ remotes, browser ↛ backend, contracts is
  // the leaf, features ↛ features). A local rule rather than eslint-plugin-boundaries: it reads that file as it is,
  // resolves relative paths itself (no resolver setup) and also sees dynamic import() and jest.mock().
  {
    files: ['**/*.{ts,tsx,js,mjs,jsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/imports': 'error' },
  },
  // Migrations are frozen: their SQL is written out, never imported from live code (a rule change would otherwise
  // give new databases a different schema than old ones). Only typeorm's types.
  {
    files: ['backend/src/database/migrations/*.ts'],
    ignores: ['backend/src/database/migrations/index.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!typeorm$)', message: 'a migration is frozen: write its SQL out, import nothing but typeorm' }] }],
    },
  },
);
