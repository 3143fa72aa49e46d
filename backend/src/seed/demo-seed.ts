import type { ReadDb } from '@chairside/projections/database';
import type { EventStore, Position } from '@chairside/platform/event-store/event-store';
import { seedDemoAppointments, type DemoAppointmentsOptions, type DemoAppointmentsResult } from './demo-appointments';
import { demoBusinessId, seedDemoBusiness } from './demo-business';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoClients } from './demo-clients';
import { seedDemoTeam } from './demo-team';
import { seedDemoUsers } from './demo-users';

type SeedStep = { seeded: boolean; commands: number };
export type DemoSeedResult = { business: SeedStep; users: SeedStep; team: SeedStep; catalogue: SeedStep };

// Everything `npm start` seeds: the demo business with its locations, the demo groups and users, the
// team (staff, schedules, time off) and the catalogue. Each step adds only what is missing, so a store
// seeded by an older version gains the newer parts.
// `now` places the team's dated time off and exceptions (tests pass a fixed one).
export async function seedDemo(store: EventStore, now: Date = new Date()): Promise<DemoSeedResult> {
  const business = await seedDemoBusiness(store);
  const users = await seedDemoUsers(store);
  const team = await seedDemoTeam(store, now);
  const catalogue = await seedDemoCatalogue(store, demoBusinessId);
  return { business, users, team, catalogue };
}

export type DemoDiaryResult = { clients: SeedStep; appointments: DemoAppointmentsResult; seconds: number };

// The client book, the waitlists and the appointments diary, after seedDemo. Their commands read the read
// models (does the client exist, who works when, which services), so the caller says how to bring those
// up to a position (seed-catch-up.ts); it is called only when there is something to write. Only `npm start`
// (prepare-database.ts, and so every e2e run) seeds the diary: the many tests that call seedDemo stay as
// fast as they were.
export async function seedDemoDiary(
  store: EventStore,
  readDb: ReadDb,
  catchUp: (position: Position) => Promise<void>,
  options: DemoAppointmentsOptions = {},
): Promise<DemoDiaryResult> {
  const started = performance.now();
  const upToDate = async () => {
    const head = await store.headPosition();
    if (head) await catchUp(head);
  };
  const { seeded, commands, last } = await seedDemoClients(store, readDb, upToDate);
  if (last?.position) await catchUp(last.position);
  const appointments = await seedDemoAppointments(store, readDb, { beforeWriting: upToDate, ...options });
  return { clients: { seeded, commands }, appointments, seconds: (performance.now() - started) / 1000 };
}
