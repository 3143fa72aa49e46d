import type { BackendModule } from '../http/backend-module';
import { activityRoutes } from './activity-routes';

export const activityModule: BackendModule = { name: 'activity', routers: (deps) => [activityRoutes(deps)] };
