import type { BackendModule } from '../http/backend-module';
import { saleRoutes } from './sale-routes';

export const salesModule: BackendModule = { name: 'sales', routers: (deps) => [saleRoutes(deps)] };
