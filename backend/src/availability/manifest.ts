import type { BackendModule } from '../http/backend-module';
import { availabilityRoutes } from './availability-routes';

export const availabilityModule: BackendModule = { name: 'availability', routers: (deps) => [availabilityRoutes(deps)] };
