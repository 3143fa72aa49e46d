import type { BackendModule } from '../http/backend-module';
import { seedDemoWaitlist } from './demo-waitlist';
import { waitlistRoutes } from './waitlist-routes';
import { waitlistDecider } from './waitlist-decider';

export const waitlistModule: BackendModule = {
  name: 'waitlist',
  routers: (deps) => [waitlistRoutes(deps)],
  streams: [{ category: 'waitlist', entity: 'waitlist', decider: waitlistDecider }],
  // Its entries name demo clients.
  demo: {
    stage: 'diary',
    after: ['clients'],
    seed: seedDemoWaitlist,
    summary: (step) => (step.seeded ? `seeded ${step.commands} demo waitlist entries` : 'demo waitlist entries already exist'),
  },
};
