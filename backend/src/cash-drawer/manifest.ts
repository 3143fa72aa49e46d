import type { BackendModule } from '../http/backend-module';
import { cashDrawerRoutes } from './cash-drawer-routes';

export const cashDrawerModule: BackendModule = { name: 'cash-drawer', routers: (deps) => [cashDrawerRoutes(deps)] };
