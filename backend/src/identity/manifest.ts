import type { BackendModule } from '../http/backend-module';
import { authRoutes } from './auth-routes';
import { permissionGroupRoutes } from './permission-group-routes';
import { userRoutes } from './user-routes';

export const identityModule: BackendModule = {
  name: 'identity',
  routers: (deps) => [authRoutes(deps), userRoutes(deps), permissionGroupRoutes(deps)],
};
