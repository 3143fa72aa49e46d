import type { BackendModule } from '../http/backend-module';
import { authRoutes } from './auth-routes';
import { seedDemoUsers } from './demo-users';
import { permissionGroupRoutes } from './permission-group-routes';
import { userRoutes } from './user-routes';
import { permissionGroupDecider } from './permission-group-decider';
import { uniqueValueDecider } from './unique-value-decider';
import { userDecider } from './user-decider';

export const identityModule: BackendModule = {
  name: 'identity',
  routers: (deps) => [authRoutes(deps), userRoutes(deps), permissionGroupRoutes(deps)],
  streams: [
    { category: 'user', entity: 'user', decider: userDecider },
    { category: 'permission', entity: 'permission group', decider: permissionGroupDecider },
    { category: 'unique', entity: 'claim', decider: uniqueValueDecider('taken') },
    // Sign-ins, failed sign-ins and sign-outs (sign-in-log.ts): a log of what happened, appended as it is.
    { category: 'signins', entity: 'user' },
  ],
  demo: {
    stage: 'setup',
    after: ['business'],
    seed: ({ store }) => seedDemoUsers(store),
    summary: (step) =>
      step.seeded ? `seeded the demo groups and users with ${step.commands} commands` : 'demo groups and users already exist',
  },
};
