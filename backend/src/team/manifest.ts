import type { BackendModule } from '../http/backend-module';
import { workingHoursRoutes } from './working-hours-routes';
import { staffRoutes } from './staff-routes';

export const teamModule: BackendModule = { name: 'team', routers: (deps) => [staffRoutes(deps), workingHoursRoutes(deps)] };
