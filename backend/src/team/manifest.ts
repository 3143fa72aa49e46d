import type { BackendModule } from '../http/backend-module';
import { scheduleRoutes } from './schedule-routes';
import { staffRoutes } from './staff-routes';

export const teamModule: BackendModule = { name: 'team', routers: (deps) => [staffRoutes(deps), scheduleRoutes(deps)] };
