import type { Projection } from './projection';

// One module's read side (its `manifest.ts`): the projections it runs and, as a type only, the tables its
// queries read. registry.ts runs the projections of every module; database.ts's ReadModels joins the tables.
export type ProjectionModule<Tables extends object> = {
  name: string;
  projections: readonly Projection[];
  // Never set: it carries the module's table types to ReadModels.
  readonly tables?: Tables;
};

// The tables a module owns: those its projections create (each projection's `tables`). Only the module's
// own files touch them; another module, the backend and the workers read them through its `*-queries.ts`
// (tests/integration/read-model-ownership.unit.test.ts holds every module to it).
export function ownedTables(module: Pick<ProjectionModule<object>, 'projections'>): string[] {
  return module.projections.flatMap((projection) => Object.keys(projection.tables));
}
