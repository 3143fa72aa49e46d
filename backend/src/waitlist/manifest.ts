import type { BackendModule } from '../http/backend-module';
import { seedDemoWaitlist } from './demo-waitlist';
import { waitlistRoutes } from './waitlist-routes';

export const waitlistModule: BackendModule = {
  name: 'waitlist',
  routers: (deps) => [waitlistRoutes(deps)],
  // Its entries name demo clients.
  demo: {
    stage: 'diary',
    after: ['clients'],
    seed: seedDemoWaitlist,
    summary: (step) => (step.seeded ? `seeded ${step.commands} demo waitlist entries` : 'demo waitlist entries already exist'),
  },
};
