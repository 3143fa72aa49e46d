import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { countTodayByStatus, getAppointmentDetails, listAppointments } from '@chairside/projections/appointments/appointment-queries';
import { getClientSummary } from '@chairside/projections/clients/client-queries';
import type { ReadDb, ReadModels } from '@chairside/projections/database';
import { listWaitlist } from '@chairside/projections/waitlist/waitlist-queries';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { DEMO_DIARY_FUTURE_DAYS, DEMO_DIARY_PAST_DAYS } from './demo-appointments';
import { demoLocations } from '../business/index';
import { demoClients } from '../clients/index';
import { addDays } from './demo-day-inputs';
import { seedDemo, seedDemoDiary, type DemoSeedResult } from '../seed/demo-seed';
import { demoStaff } from '../team/index';
import { createSeedCatchUp } from '../seed/seed-catch-up';

// The diary as `npm start` seeds it (prepare-database.ts), on a database of its own, read back through
// the read models' queries. Sunday Nov 22, 2026, 1 PM in Chicago: Sam works Downtown 11:00-19:00.
const now = new Date('2026-11-22T19:00:00Z');
const today = '2026-11-22';

let database: TestDatabase;
let store: EventStore;
let readDb: ReadDb;
let seeding: ReturnType<typeof createSeedCatchUp>;
let first: DemoSeedResult;
const appointments = () => first.steps.appointments!;
// The demo client book's size.
const DEMO_CLIENT_COUNT = 150;
// The rest of the demo client book (written in bulk after the 150 the diary books with).
const DEMO_BOOK_CLIENT_COUNT = 1850;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  readDb = createDb<ReadModels>(database.pool);
  await seedDemo(store);
  seeding = createSeedCatchUp({ db: database.db, pool: database.pool, store, logger: pino({ level: 'silent' }) });
  await seeding.catchUp((await store.headPosition())!);
  first = await seedDemoDiary(store, readDb, seeding.catchUp, { now });
  const folding = performance.now();
  await seeding.catchUp(first.last!);
  console.log(
    `demo diary: ${first.steps.clients?.commands} clients, ${first.steps.waitlist?.commands} waitlist entries, ` +
      `${appointments().counts?.appointments} appointments on ${appointments().counts?.days} location-days, ` +
      `${appointments().commands} commands, ${appointments().counts?.refused} refused, in ${first.seconds.toFixed(1)} s; folded in ${((performance.now() - folding) / 1000).toFixed(1)} s`,
  );
}, 300_000);
afterAll(async () => {
  await seeding?.close();
  await store?.close();
  await database?.drop();
});

const range = async (locationId: string, from: string, to: string) =>
  (await listAppointments(readDb, { locationId, from, to }, now)).appointments;
const countBy = (appointments: readonly Appointment[]) => {
  const counts: Partial<Record<AppointmentStatus, number>> = {};
  for (const appointment of appointments) counts[appointment.status] = (counts[appointment.status] ?? 0) + 1;
  return counts;
};

describe('demo clients and appointments diary', () => {
  it('registers the 150 demo clients with their fixed ids, names and contact details', async () => {
    // The 150 the diary books with, then the rest of the demo client book.
    expect(first.steps.clients).toMatchObject({ seeded: true, commands: DEMO_CLIENT_COUNT + DEMO_BOOK_CLIENT_COUNT });
    expect(demoClients).toHaveLength(DEMO_CLIENT_COUNT);
    const emma = await getClientSummary(readDb, demoClients[0]!.id);
    expect(emma).toMatchObject({ firstName: 'Emma', lastName: 'Smith', phone: '+13125550100', email: 'emma.smith@example.com' });
    expect(new Set(demoClients.map((client) => `${client.firstName} ${client.lastName}`)).size).toBe(DEMO_CLIENT_COUNT);
    expect(new Set(demoClients.map((client) => client.email).filter(Boolean)).size).toBe(
      demoClients.filter((client) => client.email).length,
    );
  });

  it('books three to five visits per working staff member and day, with nothing refused', async () => {
    expect(appointments().seeded).toBe(true);
    // Downtown, Uptown and Brooklyn.
    expect(appointments().counts?.days).toBe(3 * (DEMO_DIARY_PAST_DAYS + DEMO_DIARY_FUTURE_DAYS + 1));
    expect(appointments().counts?.refused).toBe(0);
    // A Tuesday at Downtown: Bailey, Maya, Jordan, Priya, Lena and Diego work.
    const tuesday = await range(demoLocations.downtown.id, '2026-11-17', '2026-11-17');
    for (const staff of [demoStaff.bailey, demoStaff.maya, demoStaff.jordan, demoStaff.priya, demoStaff.lena, demoStaff.diego]) {
      const theirs = tuesday.filter((appointment) => appointment.items[0]!.staffId === staff.id);
      expect(theirs.length, staff.firstName).toBeGreaterThanOrEqual(3);
      expect(theirs.length, staff.firstName).toBeLessThanOrEqual(6);
    }
    expect(tuesday.some((appointment) => appointment.items.length > 1)).toBe(true);
    // Brooklyn, on New York time, on Monday Nov 16: Marcus 9:00–17:00 and Ava 10:00–18:00 New York wall-clock time.
    const brooklyn = await range(demoLocations.brooklyn.id, '2026-11-16', '2026-11-16');
    for (const staff of [demoStaff.marcus, demoStaff.ava]) {
      const theirs = brooklyn.filter((appointment) => appointment.items[0]!.staffId === staff.id);
      expect(theirs.length, staff.firstName).toBeGreaterThanOrEqual(3);
    }
    const newYorkHours = brooklyn.map((appointment) =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(
          Date.parse(appointment.startsAt),
        ),
      ),
    );
    expect(Math.min(...newYorkHours)).toBeGreaterThanOrEqual(9);
    expect(Math.max(...newYorkHours)).toBeLessThan(18);
    // Sam does not work Tuesdays.
    expect(
      tuesday.some((appointment) => appointment.items.some((item) => item.staffId === demoStaff.sam.id && !appointment.seriesId)),
    ).toBe(false);
  });

  it('ends the past mostly completed, with some no-shows and cancellations (some late), and leaves the future booked or confirmed', async () => {
    const past = await range(demoLocations.downtown.id, addDays(today, -40), addDays(today, -1));
    const counts = countBy(past);
    expect(Object.keys(counts).sort()).toEqual(['cancelled', 'completed', 'no_show']);
    expect(counts.completed! / past.length).toBeGreaterThan(0.7);
    const cancelled = past.filter((appointment) => appointment.status === 'cancelled');
    expect(cancelled.every((appointment) => appointment.cancelReason)).toBe(true);
    expect(new Set(cancelled.map((appointment) => appointment.lateCancel))).toEqual(new Set([true, false]));

    const future = await range(demoLocations.downtown.id, addDays(today, 1), addDays(today, DEMO_DIARY_FUTURE_DAYS));
    expect(Object.keys(countBy(future)).sort()).toEqual(['booked', 'cancelled', 'confirmed']);
  });

  it('spreads today over the statuses by the time of day', async () => {
    const todays = await range(demoLocations.downtown.id, today, today);
    expect(todays.length).toBeGreaterThanOrEqual(3);
    for (const appointment of todays) {
      if (appointment.status === 'cancelled') continue;
      const start = Date.parse(appointment.startsAt);
      const end = Date.parse(appointment.endsAt);
      if (end <= now.getTime()) expect(['completed', 'no_show'], appointment.startsAt).toContain(appointment.status);
      else if (start <= now.getTime()) expect(appointment.status, appointment.startsAt).toBe('in_service');
      else expect(['booked', 'confirmed', 'checked_in'], appointment.startsAt).toContain(appointment.status);
    }
    const summary = await countTodayByStatus(readDb, demoLocations.downtown.id, today);
    expect(summary.total).toBe(todays.length);
  });

  it('books the two recurring series and keeps the history of each appointment with the moments things happened', async () => {
    const all = await range(demoLocations.downtown.id, addDays(today, -DEMO_DIARY_PAST_DAYS), addDays(today, DEMO_DIARY_FUTURE_DAYS));
    const series = new Map<string, Appointment[]>();
    for (const appointment of all)
      if (appointment.seriesId) series.set(appointment.seriesId, [...(series.get(appointment.seriesId) ?? []), appointment]);
    expect([...series.values()].map((list) => list.length).sort()).toEqual([5, 7]);
    const completed = all.find((appointment) => appointment.status === 'completed' && appointment.items.length === 1)!;
    const details = (await getAppointmentDetails(readDb, completed.id))!;
    expect(details.timeline.length).toBeGreaterThanOrEqual(2);
    // Booked before the visit, completed when the client left.
    expect(Date.parse(details.timeline[0]!.at)).toBeLessThan(Date.parse(completed.startsAt));
    expect(details.timeline.at(-1)!.at).toBe(completed.endsAt);
  });

  it('puts clients on the waitlists of both studios, before the diary', async () => {
    const order = Object.keys(first.steps);
    expect(order.filter((step) => ['clients', 'waitlist', 'appointments'].includes(step))).toEqual(['clients', 'waitlist', 'appointments']);
    expect(first.steps.waitlist).toMatchObject({ seeded: true, commands: 6 });
    for (const location of [demoLocations.downtown, demoLocations.uptown]) {
      const entries = await listWaitlist(readDb, location.id, now);
      expect(entries.length, location.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('adds nothing when run again', async () => {
    const again = await seedDemoDiary(store, readDb, seeding.catchUp, { now });
    expect(again.steps).toMatchObject({
      clients: { seeded: false, commands: 0 },
      waitlist: { seeded: false, commands: 0 },
      appointments: { seeded: false, commands: 0, counts: { appointments: 0 } },
    });
    expect(again.seeded).toBe(false);
  });
});
