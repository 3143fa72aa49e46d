// The appointments benchmark's own studio: a location with 12 staff who work every day 07:00-21:00 and
// perform two short services, and 60 clients, all through the product's commands on a demo-seeded store.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { CatalogueCommand } from '@chairside/shared/catalogue/catalogue-commands';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { WorkingHoursCommand } from '@chairside/shared/team/working-hours-commands';
import type { ReadDb } from '@chairside/projections/database';
import { businessDecider } from '@chairside/backend/business/business-decider';
import { businessStream } from '@chairside/backend/business/business-stream';
import { catalogueDecider } from '@chairside/backend/catalogue/catalogue-decider';
import { catalogueStream } from '@chairside/backend/catalogue/catalogue-stream';
import { registerClient } from '@chairside/backend/clients/client-service';
import { handleCommand, type CommandContext, type CommandResult } from '@chairside/backend/commands/handle-command';
import type { EventStore, Position } from '@chairside/platform/event-store/event-store';
import { registerUser } from '@chairside/backend/identity/user-service';
import { demoBusinessId } from '@chairside/backend/business/demo-business';
import { demoCatalogue } from '@chairside/backend/catalogue/demo-catalogue';
import { workingHoursDecider } from '@chairside/backend/team/working-hours-decider';
import { staffDecider } from '@chairside/backend/team/staff-decider';
import { rosterStream, staffStream } from '@chairside/backend/team/team-streams';

export const BENCH_STAFF = 12;
// 30 minutes, nothing else needed: the booking benchmarks' service. 15 + 5 minutes buffer: the day view's.
export const benchServices = { booking: demoCatalogue.services.mensCut.id, dayView: demoCatalogue.services.browShaping.id };
export const BENCH_OPENS = '07:00';
export const BENCH_CLOSES = '21:00';

export type BenchStudio = { locationId: string; staffIds: string[]; clientIds: string[]; last: Position };

const colors = [
  '#0ea5e9',
  '#d946ef',
  '#f97316',
  '#10b981',
  '#6366f1',
  '#ec4899',
  '#eab308',
  '#14b8a6',
  '#f43f5e',
  '#84cc16',
  '#8b5cf6',
  '#64748b',
];
const names = [
  'Alex Park',
  'Blair Stone',
  'Casey Moore',
  'Dana Wells',
  'Eli Grant',
  'Finley Hart',
  'Gray Lopez',
  'Harper Quinn',
  'Indy Shaw',
  'Jules Ortiz',
  'Kai Burke',
  'Logan Reyes',
];

export async function createBenchStudio(store: EventStore, readDb: ReadDb, clients = 60): Promise<BenchStudio> {
  const context: CommandContext = { userId: null, source: 'seed' };
  const locationId = randomUUID();
  let last: CommandResult = await handleCommand(
    store,
    businessStream(demoBusinessId),
    businessDecider,
    { type: 'AddLocation', locationId, name: 'Bench Studio', isDefault: false },
    context,
  );
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: [{ start: BENCH_OPENS, end: BENCH_CLOSES }], breaks: [] }));
  const effectiveFrom = DateTime.now().setZone(BUSINESS_TIME_ZONE).minus({ days: 7 }).toFormat('yyyy-MM-dd');
  const staffIds = await Promise.all(
    names.slice(0, BENCH_STAFF).map(async (name, index) => {
      const [firstName, lastName] = name.split(' ') as [string, string];
      const suffix = randomUUID().slice(0, 6);
      const { id: userId } = await registerUser(
        { store },
        {
          username: `bench-${index}-${suffix}`,
          email: `bench-${index}-${suffix}@chairside.test`,
          phone: null,
          firstName,
          lastName,
          role: 'staff',
          password: `pw-${randomUUID()}`,
        },
        context,
      );
      await handleCommand(
        store,
        staffStream(userId),
        staffDecider,
        {
          type: 'HireStaff',
          staffId: userId,
          title: 'Stylist',
          bio: '',
          photo: null,
          color: colors[index % colors.length]!,
          locationIds: [locationId],
          pay: { hourlyRateCents: null, serviceCommissionPercent: null, productCommissionPercent: null },
        },
        context,
      );
      const schedule: WorkingHoursCommand = {
        type: 'AddWeeklySchedule',
        scheduleId: randomUUID(),
        locationId,
        effectiveFrom,
        effectiveUntil: null,
        days: everyDay,
      };
      await handleCommand(store, rosterStream(userId), workingHoursDecider, schedule, { ...context, locationId });
      return userId;
    }),
  );
  for (const staffId of staffIds) {
    const command: CatalogueCommand = {
      type: 'SetStaffServices',
      staffId,
      services: Object.values(benchServices).map((serviceId) => ({ serviceId, priceCents: null, durationMinutes: null })),
    };
    last = await handleCommand(store, catalogueStream(demoBusinessId), catalogueDecider, command, context);
  }
  const clientIds: string[] = [];
  for (let index = 0; index < clients; index += 1) {
    const registered = await registerClient(
      { store, readDb },
      { firstName: `Bench${index}`, lastName: 'Client', phone: `(312) 555-01${String(index % 100).padStart(2, '0')}`, email: '' },
      context,
    );
    clientIds.push(registered.id);
    last = registered.result;
  }
  if (!last.position) throw new Error('the bench studio was not written');
  return { locationId, staffIds, clientIds, last: last.position };
}

// Booking slots on a day at the studio: every staff member, every `minutes` from opening until the
// service no longer fits, as UTC ISO instants, ordered by time then staff member.
export function benchSlots(
  studio: BenchStudio,
  date: string,
  minutes: number,
  serviceMinutes: number,
): { startsAt: string; staffId: string }[] {
  const open = DateTime.fromISO(`${date}T${BENCH_OPENS}`, { zone: BUSINESS_TIME_ZONE });
  const close = DateTime.fromISO(`${date}T${BENCH_CLOSES}`, { zone: BUSINESS_TIME_ZONE });
  const slots: { startsAt: string; staffId: string }[] = [];
  for (let at = open; at.plus({ minutes: serviceMinutes }) <= close; at = at.plus({ minutes })) {
    for (const staffId of studio.staffIds) slots.push({ startsAt: at.toUTC().toISO() as string, staffId });
  }
  return slots;
}

export const businessDate = (daysFromToday: number) =>
  DateTime.now().setZone(BUSINESS_TIME_ZONE).plus({ days: daysFromToday }).toFormat('yyyy-MM-dd');

// A fixed shuffle (the same order every run), so runs compare.
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  let seed = 7;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
