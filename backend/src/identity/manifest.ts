import type { BackendModule } from '../http/backend-module';
import { authRoutes } from './auth-routes';
import { seedDemoUsers } from './demo-users';
import { permissionGroupRoutes } from './permission-group-routes';
import { userRoutes } from './user-routes';

export const identityModule: BackendModule = {
  name: 'identity',
  routers: (deps) => [authRoutes(deps), userRoutes(deps), permissionGroupRoutes(deps)],
  demo: {
    stage: 'setup',
    after: ['business'],
    seed: ({ store }) => seedDemoUsers(store),
    summary: (step) =>
      step.seeded ? `seeded the demo groups and users with ${step.commands} commands` : 'demo groups and users already exist',
  },
};
