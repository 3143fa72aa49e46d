import type { BackendModule } from '../http/backend-module';
import { cashDrawerRoutes } from './cash-drawer-routes';
import { cashDrawerDecider } from './cash-drawer-decider';

export const cashDrawerModule: BackendModule = {
  name: 'cash-drawer',
  routers: (deps) => [cashDrawerRoutes(deps)],
  streams: [{ category: 'cashdrawer', entity: 'location', decider: cashDrawerDecider }],
};
