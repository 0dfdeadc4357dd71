import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Import direction (STYLE.md habit 2): shared imports neither side; client and server never import each other. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict([{ group: ['**/server/**'], message: 'The client never imports the server.' }]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '@/*'], message: 'The server never imports the client.' }]),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '**/server/**', '@/*'], message: 'shared imports neither side.' }]),
  },
);
