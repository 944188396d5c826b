import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * engine/ must not import from the top-level screens/, plugins/ or server/ folders (DESIGN.md 2).
 * Resolved against the importing file, so engine/plugins/ itself stays importable.
 */
const layering = {
  rules: {
    'engine-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const root = context.cwd;
        const forbidden = ['screens', 'plugins', 'server'].map((d) => path.join(root, d) + path.sep);
        return {
          ImportDeclaration(node) {
            const source = node.source.value;
            if (typeof source !== 'string' || !source.startsWith('.')) return;
            const target = path.resolve(path.dirname(context.filename), source);
            if (forbidden.some((f) => target.startsWith(f))) {
              context.report({ node, message: `engine/ may not import ${source} (screens/, plugins/ and server/ are off limits)` });
            }
          },
        };
      },
    },
  },
};

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
    files: ['engine/**/*.{ts,tsx}'],
    plugins: { layering },
    rules: { 'layering/engine-imports': 'error' },
  },
);
