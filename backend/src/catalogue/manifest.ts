import type { BackendModule } from '../http/backend-module';
import { catalogueRoutes } from './catalogue-routes';

export const catalogueModule: BackendModule = { name: 'catalogue', routers: (deps) => [catalogueRoutes(deps)] };
