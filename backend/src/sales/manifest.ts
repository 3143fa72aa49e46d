import type { BackendModule } from '../http/backend-module';
import { saleRoutes } from './sale-routes';
import { saleDecider } from './sale-decider';

export const salesModule: BackendModule = {
  name: 'sales',
  routers: (deps) => [saleRoutes(deps)],
  streams: [{ category: 'sale', entity: 'sale', decider: saleDecider }],
};
