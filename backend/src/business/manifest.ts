import type { BackendModule } from '../http/backend-module';
import { bookingDesignRoutes } from './booking-design-routes';
import { businessRoutes } from './business-routes';
import { seedDemoBusiness } from './demo-business';
import { businessDecider, type BusinessState } from './business-decider';

export const businessModule: BackendModule = {
  name: 'business',
  routers: (deps) => [businessRoutes(deps), bookingDesignRoutes(deps)],
  streams: [
    {
      category: 'business',
      entity: 'business',
      decider: businessDecider,
      parts: { entity: 'location', key: 'locationId', state: (state: BusinessState, id: string) => state.locations.get(id) },
    },
  ],
  // Seeds only an empty event store, so every other demo seed runs after it.
  demo: {
    stage: 'setup',
    seed: ({ store }) => seedDemoBusiness(store),
    summary: (step) =>
      step.seeded ? `seeded the demo business with ${step.commands} commands` : 'event store already has history; business seed skipped',
  },
};
