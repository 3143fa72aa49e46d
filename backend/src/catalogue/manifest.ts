import { demoBusinessId } from '../business/index';
import type { BackendModule } from '../http/backend-module';
import { catalogueRoutes } from './catalogue-routes';
import { seedDemoCatalogue } from './demo-catalogue';

export const catalogueModule: BackendModule = {
  name: 'catalogue',
  routers: (deps) => [catalogueRoutes(deps)],
  // After the team, whose members perform the services and teach the classes.
  demo: {
    stage: 'setup',
    after: ['team'],
    seed: ({ store }) => seedDemoCatalogue(store, demoBusinessId),
    summary: (step) => (step.seeded ? `seeded the demo catalogue with ${step.commands} commands` : 'demo catalogue already exists'),
  },
};
