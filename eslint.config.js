// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const serverPackages = ['@chairside/backend', '@chairside/projections', '@chairside/workers', '@chairside/tests'];

/** Browser-safe code may not reach Node's built-ins or the server-side workspaces. */
const browserBoundary = (/** @type {string[]} */ extraPackages) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: nodeBuiltins.map((name) => ({ name, message: 'Node-only module: not allowed in browser-safe code.' })),
      patterns: [
        {
          group: [...serverPackages, ...extraPackages].flatMap((name) => [name, `${name}/*`]),
          message: 'frontend and shared may import only shared (and their own libraries), never server workspaces.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,ts}'],
    ignores: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...browserBoundary([]) },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      ...browserBoundary(['@chairside/frontend']),
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value!=/^(zod|luxon|\\.{1,2}\\/.*)$/]",
          message: 'shared may import only zod, luxon and its own files.',
        },
      ],
    },
  },
);
