import { demoBusinessId } from '../business/index';
import type { BackendModule } from '../http/backend-module';
import { catalogueRoutes } from './catalogue-routes';
import { seedDemoCatalogue } from './demo-catalogue';
import { catalogueDecider } from './catalogue-decider';
import type { CatalogueState } from './catalogue-state';

export const catalogueModule: BackendModule = {
  name: 'catalogue',
  routers: (deps) => [catalogueRoutes(deps)],
  streams: [
    {
      category: 'catalogue',
      entity: 'catalogue',
      decider: catalogueDecider,
      parts: { entity: 'service', key: 'serviceId', state: (state: CatalogueState, id: string) => state.services.get(id) },
    },
  ],
  // After the team, whose members perform the services and teach the classes.
  demo: {
    stage: 'setup',
    after: ['team'],
    seed: ({ store }) => seedDemoCatalogue(store, demoBusinessId),
    summary: (step) => (step.seeded ? `seeded the demo catalogue with ${step.commands} commands` : 'demo catalogue already exists'),
  },
};
