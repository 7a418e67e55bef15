// ESLint flat config: typescript-eslint (type-aware), React hooks rules and jsx-a11y for the UI; Prettier owns
// formatting (eslint-config-prettier switches off the rules it would fight with).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'test-results/',
      'playwright-report/',
      'mock-api/.data/',
      'mock-api/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's default action taking focus when it opens is what MUI's own dialogs do; DOM inputs stay flagged.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // page.evaluate() callbacks in the bench run in the browser
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // zod's CSP switch lives in src/shared/schemas/zod.ts and must run before any schema is built
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts'],
    ignores: ['src/shared/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from src/shared/schemas/zod.ts (it sets zod's CSP switch first)." },
          ],
        },
      ],
    },
  },
  {
    // The entry (main.tsx, App.tsx, boot/) imports the helpers of src/loading/ and the screens, never the reverse.
    // typescript-eslint's copy of the rule, so the zod restriction above stays in force for the same files.
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts', 'tests/**/*.ts'],
    ignores: ['src/main.tsx', 'src/App.tsx', 'src/boot/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/boot/*'], message: 'src/boot/ is the entry: import the helpers in src/loading/.' }],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they use none of it.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
);
