import type { BackendModule } from '../http/backend-module';
import { seedDemoTimeClock } from './demo-time-clock';
import { timeClockRoutes } from './time-clock-routes';
import { timeClockDecider } from './time-clock-decider';

export const timeClockModule: BackendModule = {
  name: 'time-clock',
  routers: (deps) => [timeClockRoutes(deps)],
  streams: [{ category: 'timeclock', entity: 'staff member', decider: timeClockDecider }],
  // Two people on the clock at Downtown.
  demo: {
    stage: 'setup',
    after: ['team'],
    seed: seedDemoTimeClock,
    summary: (step) => (step.seeded ? `seeded ${step.commands} demo time clock commands` : 'demo time clock entries already exist'),
  },
};
