import type { BackendModule } from '../http/backend-module';
import { seedDemoTeam } from './demo-team';
import { workingHoursRoutes } from './working-hours-routes';
import { staffRoutes } from './staff-routes';
import { staffDecider } from './staff-decider';
import { workingHoursDecider } from './working-hours-decider';

export const teamModule: BackendModule = {
  name: 'team',
  routers: (deps) => [staffRoutes(deps), workingHoursRoutes(deps)],
  streams: [
    { category: 'staff', entity: 'staff member', decider: staffDecider },
    { category: 'roster', entity: 'staff member', decider: workingHoursDecider },
  ],
  // After the demo accounts: Bailey is the demo "basic" login, and the staff join the Basic Staff group.
  demo: {
    stage: 'setup',
    after: ['identity'],
    seed: ({ store, now }) => seedDemoTeam(store, now),
    summary: (step) =>
      step.seeded ? `seeded the demo team (staff, schedules, time off) with ${step.commands} commands` : 'demo team already exists',
  },
};
