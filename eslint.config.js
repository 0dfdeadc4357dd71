import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

import { readdirSync } from 'node:fs';

/** Import direction (STYLE.md habit 2): shared imports neither side; client and server never import each other. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NOT_SERVER = { group: ['**/server/**'], message: 'The client never imports the server.' };

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
    NOT_SERVER,
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

/**
 * Server features use each other only through the modules at the top of a feature's folder
 * (service.ts, and the few helpers beside it); what lies in its subfolders is its own. Relative
 * paths leave the feature at a depth that depends on the file's, so there is one zone per depth.
 */
const serverFeatureDepths = [0, 1, 2, 3].map((depth) => {
  return {
    files: [`src/server/features/*/${'*/'.repeat(depth)}*.ts`],
    ignores: ['src/server/features/**/*.test.ts'],
    rules: restrict([
      { group: ['**/client/**', '@/*'], message: 'The server never imports the client.' },
      {
        regex: `^(\\.\\./){${depth + 1}}[a-z][^/]*/[^/]+/`,
        message: 'Import another feature through a module at the top of its folder, not from its subfolders.',
      },
    ]),
  };
});

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // The three programs cover every TypeScript file: server code, client code and tests, and tools (server tests, e2e, bench, scripts, configs).
      parserOptions: {
        project: ['./tsconfig.server.json', './tsconfig.client.json', './tsconfig.tools.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
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
      ...restrict([NOT_SERVER]),
    },
  },
  {
    // Shared building blocks stay below the features that use them (bulletproof-react's unidirectional imports).
    files: ['src/client/components/**/*.{ts,tsx}', 'src/client/lib/**/*.{ts,tsx}'],
    rules: restrict([NOT_SERVER, { group: ['@/features/**', '**/features/**'], message: 'components/ and lib/ never import a feature.' }]),
  },
  ...featureZones,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // An async function without await is how Fastify plugins and hooks, and the providers'
      // promise-returning interfaces, are written (decision 032).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Production code proves what it knows; tests may assert what they just set up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/server/testing/**', 'src/client/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Callbacks in props and interfaces are properties (`onClick: () => void`), so passing one along is never an unbound method.
    files: ['src/client/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/method-signature-style': ['error', 'property'] },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '@/*'], message: 'The server never imports the client.' }]),
  },
  ...serverFeatureDepths,
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([{ group: ['**/client/**', '**/server/**', '@/*'], message: 'shared imports neither side.' }]),
  },
);
