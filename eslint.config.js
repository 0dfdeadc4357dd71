import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { readdirSync } from 'node:fs';

/** Import direction (STYLE.md habit 2): shared imports neither side; client and server never import each other. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Client features do not import each other (bulletproof-react's zones): what two features share
 * lives in components/ or lib/, and app/ and routes.tsx compose them. One zone per feature folder.
 */
const CLIENT_FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = CLIENT_FEATURES.map((feature) => ({
  files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
  rules: restrict([
    { group: ['**/server/**'], message: 'The client never imports the server.' },
    {
      group: CLIENT_FEATURES.filter((other) => other !== feature).flatMap((other) => [
        `@/features/${other}`,
        `@/features/${other}/**`,
        `**/${other}/**`,
      ]),
      message: `Features do not import each other: move what ${feature} shares to components/ or lib/, or compose in app/.`,
    },
  ]),
}));

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
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
  ...featureZones,
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '@/*'], message: 'The server never imports the client.' }]),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '**/server/**', '@/*'], message: 'shared imports neither side.' }]),
  },
);
