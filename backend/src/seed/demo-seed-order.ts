import type { BackendModule, DemoSeed } from '../http/backend-module';

export type ModuleDemo = { name: string; demo: DemoSeed };

// The modules' demo seeds of one stage, in the order they run: the order of backendModules, except that a
// seed waits for the ones it names in `after` (a stable topological order). A dependency on a module of
// the setup stage is met by the diary stage by construction (the setup stage runs first).
export function demoSeedOrder(modules: readonly BackendModule[], stage: DemoSeed['stage']): ModuleDemo[] {
  const withDemo = modules.flatMap(({ name, demo }) => (demo ? [{ name, demo }] : []));
  const stageOf = new Map(withDemo.map(({ name, demo }) => [name, demo.stage]));
  const pending = withDemo.filter(({ demo }) => demo.stage === stage);
  for (const { name, demo } of pending) {
    for (const dependency of demo.after ?? []) {
      const dependencyStage = stageOf.get(dependency);
      if (!dependencyStage) throw new Error(`The demo seed of ${name} runs after ${dependency}, which has no demo seed`);
      if (stage === 'setup' && dependencyStage === 'diary')
        throw new Error(`The demo seed of ${name} (setup) cannot run after ${dependency} (diary)`);
    }
  }
  const ordered: ModuleDemo[] = [];
  const done = new Set<string>();
  while (pending.length > 0) {
    const next = pending.findIndex(({ demo }) =>
      (demo.after ?? []).every((dependency) => done.has(dependency) || stageOf.get(dependency) !== stage),
    );
    if (next < 0) throw new Error(`The demo seeds of ${pending.map(({ name }) => name).join(', ')} wait for each other`);
    const [seed] = pending.splice(next, 1);
    ordered.push(seed!);
    done.add(seed!.name);
  }
  return ordered;
}
