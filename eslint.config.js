import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync } from 'node:fs';
import { createLayeringPlugin } from './scripts/lint/layering.js';

/** The folders' boundaries (DESIGN.md section 2): scripts/lint/layering.js. */
const layering = createLayeringPlugin({ fileExists: existsSync });

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { layering },
    // Until the engine step (issue 18) has moved every call into engine/data and given the
    // engine its public surface and routed plugin-to-plugin imports through index.ts, those
    // boundaries are listed here and not yet checked.
    rules: { 'layering/imports': ['error', { skip: ['http-only-in-the-data-layer', 'engine-public-surface', 'plugins-stay-apart'] }] },
  },
);
