import type { EventStore } from '../event-store/event-store';
import { seedDemoBusiness } from './demo-business';
import { seedDemoUsers } from './demo-users';

// Everything `npm start` seeds: the demo business with its locations, then the demo groups and users.
export async function seedDemo(store: EventStore): Promise<{ business: { seeded: boolean; commands: number }; users: { seeded: boolean; commands: number } }> {
  const business = await seedDemoBusiness(store);
  const users = await seedDemoUsers(store);
  return { business, users };
}
