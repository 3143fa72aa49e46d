import type { BackendModule } from '../http/backend-module';
import { systemRoutes } from './system-routes';

export const systemModule: BackendModule = { name: 'system', routers: (deps) => [systemRoutes(deps)] };
