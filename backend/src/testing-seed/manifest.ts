import type { BackendModule } from '../http/backend-module';
import { testingSeedRouters } from './testing-seed-routes';

// Mounts nothing unless NODE_ENV=test.
export const testingSeedModule: BackendModule = { name: 'testing-seed', routers: (deps) => testingSeedRouters(deps) };
