import type { Projection } from './projection';

// One module's read side (its `manifest.ts`): the projections it runs and, as a type only, the tables its
// queries read. registry.ts runs the projections of every module; database.ts's ReadModels joins the tables.
export type ProjectionModule<Tables extends object> = {
  name: string;
  projections: readonly Projection[];
  // Never set: it carries the module's table types to ReadModels.
  readonly tables?: Tables;
};
