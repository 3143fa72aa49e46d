import type { BackendModule } from '../http/backend-module';
import { clientRoutes } from './client-routes';

export const clientsModule: BackendModule = { name: 'clients', routers: (deps) => [clientRoutes(deps)] };
