import type { BackendModule } from '../http/backend-module';
import { bookingDesignRoutes } from './booking-design-routes';
import { businessRoutes } from './business-routes';

export const businessModule: BackendModule = {
  name: 'business',
  routers: (deps) => [businessRoutes(deps), bookingDesignRoutes(deps)],
};
