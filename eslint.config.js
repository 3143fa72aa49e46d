// @ts-check
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const serverPackages = ['@chairside/platform', '@chairside/backend', '@chairside/projections', '@chairside/workers', '@chairside/tests'];

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

/**
 * The import graph runs one way (ARCHITECTURE §2): frontend → shared; backend → projections → platform →
 * shared; workers → platform → shared; tests → anything. `forbidden` names the workspaces a folder may not
 * import (`allowed`: single modules of them it may import still); relative paths into another package are
 * refused by import-x/no-relative-packages.
 */
const layer = (
  /** @type {string[]} */ forbidden,
  /** @type {string} */ why,
  /** @type {string[]} */ allowed = [],
  /** @type {{ regex: string, message: string }[]} */ more = [],
) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        allowed.length === 0
          ? { group: forbidden.flatMap((name) => [`@chairside/${name}`, `@chairside/${name}/*`]), message: why }
          : { regex: `^(?!(?:${allowed.join('|')})$)@chairside/(?:${forbidden.join('|')})(?:/.*)?$`, message: why },
        ...more,
      ],
    },
  ],
});

/**
 * Folders of backend/src and projections/src that are shared infrastructure, not feature modules: any
 * module may import any of their files. Everything else under src/ with a folder of its own is a module.
 * - backend `commands/` (the command runner, deciders' types, DomainError), `http/` (route helpers),
 *   `auth/` (who is calling: sessions, principals, permission guards), `cli/` (a command-line entry point,
 *   a composition root like server.ts).
 * - projections `engine/` (the projection runner) and `change-feed/` (the change notifier), `cli/`.
 * - backend `seed/`: composes the modules' demo seeds (each module's manifest has its own) from the module
 *   list, and brings the read models up to date between them; like the others, it reaches no module's internals.
 */
const infrastructure = { backend: ['commands', 'http', 'auth', 'cli', 'seed'], projections: ['engine', 'change-feed', 'cli'] };

/**
 * One zone per backend or projections module: a file of a module (or of the infrastructure) imports another
 * module only through its public entry, <module>/index.ts; projections' read queries (<module>/*-queries.ts)
 * are that layer's public entry too. The files at src/ (server.ts, registry.ts, database.ts…) are the
 * composition roots and are not restricted.
 */
function serverModuleZones(/** @type {'backend' | 'projections'} */ workspace) {
  const src = resolve(import.meta.dirname, workspace, 'src');
  const shared = infrastructure[workspace];
  const folders = readdirSync(src, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const modules = folders.map(({ name }) => name).filter((name) => !shared.includes(name));
  const entries = workspace === 'projections' ? [`${src}/*/index.ts`, `${src}/*/*-queries.ts`] : [`${src}/*/index.ts`];
  const message = `Another module is reached only through its public entry: <module>/index.ts${workspace === 'projections' ? ' or <module>/*-queries.ts' : ''} (docs/adding-a-module.md).`;
  return folders
    .map(({ name }) => ({
      target: `${workspace}/src/${name}/**`,
      from: modules.filter((other) => other !== name).map((other) => `${workspace}/src/${other}/**`),
      except: entries,
      message,
    }))
    .filter((zone) => zone.from.length > 0);
}

/** One zone per frontend module, and one for the code around them (see the config object that uses it). */
function moduleBoundaryZones() {
  const modules = resolve(import.meta.dirname, 'frontend/src/modules');
  const entries = [`${modules}/*/index.ts`, `${modules}/*/*-queries.ts`];
  const message =
    'Another module is reached only through its public entry: <module>/index.ts or <module>/<module>-queries.ts (docs/adding-a-module-frontend.md).';
  const perModule = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `frontend/src/modules/${name}/**`,
      from: 'frontend/src/modules/*/**',
      except: [`${modules}/${name}/**`, ...entries],
      message,
    }));
  const outside = {
    target: ['frontend/src/!(modules)/**', 'frontend/src/*.{ts,tsx}'],
    from: 'frontend/src/modules/*/**',
    except: [...entries, `${modules}/*/*-page.tsx`, `${modules}/*/manifest.{ts,tsx}`],
    message:
      'Outside the modules, a module is reached through its index.ts, its <module>-queries.ts or (for the shell) its manifest.ts (docs/adding-a-module-frontend.md).',
  };
  return [...perModule, outside];
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { parserOptions: { jsDocParsingMode: 'none' } } },
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
  // Every workspace declares in its own package.json what it imports (test files may use devDependencies).
  {
    files: ['{shared,backend,projections,workers,frontend,tests}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  // Tests may reach anything, the launcher's scripts (the root package) included.
  { files: ['tests/**/*.ts'], rules: { 'import-x/no-relative-packages': 'off' } },
  {
    files: ['backend/platform/**/*.ts'],
    rules: layer(
      ['backend', 'projections', 'workers', 'frontend', 'tests'],
      'The platform imports no app package: it lies beneath backend, projections and workers.',
    ),
  },
  {
    files: ['projections/**/*.ts'],
    rules: layer(
      ['backend', 'workers', 'frontend', 'tests'],
      'projections may import only the platform and shared (never backend or workers).',
    ),
  },
  // Workers act through the backend modules' public service APIs (<module>/index.ts), never routes or internals.
  {
    files: ['workers/**/*.ts'],
    rules: layer(
      ['backend', 'projections', 'frontend', 'tests'],
      "workers may import only the platform, shared and a backend module's public entry (@chairside/backend/<module>/index).",
      ['@chairside/backend/[a-z-]+/index'],
    ),
  },
  // The backend reads a read model only through its owner's queries (projections/src/<module>/*-queries.ts
  // or index.ts), never its tables or projection; the engine, the change feed and the composition files stay open.
  {
    files: ['backend/src/**/*.ts', 'backend/migrations/**/*.ts', 'backend/testing/**/*.ts'],
    rules: layer(
      ['workers', 'frontend', 'tests'],
      'backend may import projections, the platform and shared (never workers).',
      [],
      [
        {
          regex: '^@chairside/projections/(?!(?:engine|change-feed|testing)/)[a-z-]+/(?!index$)(?![a-z-]+-queries$)[^/]+$',
          message: "A read model is read only through its owner's queries: @chairside/projections/<module>/*-queries or index.",
        },
      ],
    ),
  },
  // Server-side modules reach each other only through their public entries (see serverModuleZones).
  {
    files: ['backend/src/**/*.ts', 'projections/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...serverModuleZones('backend'), ...serverModuleZones('projections')] },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...browserBoundary([]) },
  },
  // A frontend module never imports another module's internals (Twenty's rule): another module is reached
  // only through its public entry, <module>/index.ts or <module>/<module>-queries.ts; code outside the
  // modules (the shell, pages, auth) may also load a module's route page, <module>/*-page.tsx. Shared
  // pieces live in frontend/src/ui, commands in frontend/src/commands (docs/adding-a-module-frontend.md).
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: moduleBoundaryZones() }] },
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
          selector: 'ImportDeclaration[source.value!=/^(zod|luxon|libphonenumber-js(\\/[a-z]+)?|\\.{1,2}\\/.*)$/]',
          message: 'shared may import only zod, luxon, libphonenumber-js and its own files.',
        },
      ],
    },
  },
  // Layout is Prettier's (npm run lint checks it): no stylistic rule may disagree with it.
  prettierOff,
);
