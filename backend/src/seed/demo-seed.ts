import type { EventStore } from '../event-store/event-store';
import { demoBusinessId, seedDemoBusiness } from './demo-business';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoTeam } from './demo-team';
import { seedDemoUsers } from './demo-users';

type SeedStep = { seeded: boolean; commands: number };
export type DemoSeedResult = { business: SeedStep; users: SeedStep; team: SeedStep; catalogue: SeedStep };

// Everything `npm start` seeds: the demo business with its locations, the demo groups and users, the
// team (staff, schedules, time off) and the catalogue. Each step adds only what is missing, so a store
// seeded by an older version gains the newer parts.
export async function seedDemo(store: EventStore): Promise<DemoSeedResult> {
  const business = await seedDemoBusiness(store);
  const users = await seedDemoUsers(store);
  const team = await seedDemoTeam(store);
  const catalogue = await seedDemoCatalogue(store, demoBusinessId);
  return { business, users, team, catalogue };
}
