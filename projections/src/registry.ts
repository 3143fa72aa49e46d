import type { Projection } from './engine/projection';
import { projectionModules } from './modules';

// Every read model the projections process keeps up to date: each module's, in the module list's order.
export const projections: Projection[] = projectionModules.flatMap((module) => module.projections);
