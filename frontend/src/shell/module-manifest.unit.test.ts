import { describe, expect, it } from 'vitest';
import { frontendModules } from './modules';

// Every module's command hook file (its exports) and every manifest's text.
const hookFiles = import.meta.glob<Record<string, unknown>>('../modules/*/hooks/use-*-commands.ts', { eager: true });
const manifestTexts = import.meta.glob<string>('../modules/*/manifest.ts', { query: '?raw', import: 'default', eager: true });

// '../modules/services/hooks/use-service-commands.ts' → ['services', 'hooks/use-service-commands.ts']
const moduleAndFile = (path: string) => {
  const [, module = '', file = ''] = /^\.\.\/modules\/([^/]+)\/(.+)$/.exec(path) ?? [];
  return [module, file] as const;
};
const hooksOf = (exports: Record<string, unknown>) =>
  Object.keys(exports)
    .filter((name) => /^use[A-Z]/.test(name))
    .sort();

describe('frontend module manifests', () => {
  it('name the command hook file of every module that has one, with every hook it exports', () => {
    const files = Object.entries(hookFiles);
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const [path, exports] of files) {
      const [name, file] = moduleAndFile(path);
      const module = frontendModules.find((candidate) => candidate.name === name);
      expect(module, `${name} has ${file} but is not in shell/modules.ts`).toBeDefined();
      expect(module?.commands?.file, `${name}'s manifest names its command hook file`).toBe(file);
      expect([...(module?.commands?.hooks ?? [])].sort(), `${name}'s manifest lists every hook of ${file}`).toEqual(hooksOf(exports));
    }
  });

  it('name no command hook file a module does not have', () => {
    const existing = new Set(Object.keys(hookFiles).map((path) => moduleAndFile(path).join('/')));
    for (const module of frontendModules) {
      if (module.commands) expect(existing).toContain(`${module.name}/${module.commands.file}`);
    }
  });

  it('only name the hooks, never import them: a hook reaches the module list, so an import would be a cycle', () => {
    for (const [path, text] of Object.entries(manifestTexts)) {
      const valueImports = text.split('\n').filter((line) => /^import (?!type ).*from '\.\/hooks\//.test(line));
      expect(valueImports, path).toEqual([]);
    }
  });
});
