import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@chairside/shared/format/durations';
import { clientEnd, itemBlocks, sequentialStarts } from '@chairside/shared/appointments/appointment-blocks';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { comparePositions, WrongExpectedVersion, type Position } from '@chairside/platform/event-store/event-store';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { demoClients } from '../clients/index';
import { DomainError } from '../commands/domain-error';
import { readStreamHistory } from '../commands/stream-history';
import type { DemoDiaryContext, DemoSeedStep } from '../http/backend-module';
import { demoStaff } from '../team/index';
import { bookAppointment, type AppointmentCommandContext } from './appointment-service';
import { loadDayFacts, loadLocationFacts, type LocationFacts } from './day-facts';
import type { DayFacts, DaybookCommand } from './daybook-commands';
import { planDay, planOutcome, seededRandom, type PlannedVisit, type Step } from './demo-appointment-plan';
import { openDayBatch } from './demo-day-batch';
import { addDays, isoWeekday, localDate, localInstant, planFacts } from './demo-day-inputs';

// The demo diary: the 90 days before and the 30 days after the seed day at Downtown, Uptown and Brooklyn (each on its own local days). Past
// visits are mostly completed, with some no-shows and cancellations; today's are spread over the statuses
// by the time of day; future ones are booked or confirmed. Two recurring series, some multi-service visits;
// cancellations that free times clients on the waitlists (seeded just before) wait for. Every command runs with the moment it "happened" as its clock, so timelines
// read like a real desk's (booked days ahead, completed when the client left, cancelled the day before).
//
// Through the commands: the series through the appointment service; the thousands of single visits and
// status changes through the same day-stream decider, with each location-day's DayFacts loaded once and
// its events appended in one go (demo-day-batch.ts). Through the service one call at a time, the diary
// took minutes on a two-core machine.
// Idempotent by day: only location-days whose schedule stream is still empty are planned and written.

const { services } = demoCatalogue;
const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;
const brooklyn = demoLocations.brooklyn.id;
// Each location's day is its own local day (Brooklyn's on New York time).
const diaryLocations: readonly string[] = [downtown, uptown, brooklyn];

export const DEMO_DIARY_PAST_DAYS = 90;
export const DEMO_DIARY_FUTURE_DAYS = 30;

// Visits that often come as one: a color then a blow-dry, a manicure with nail art, and so on.
const followUps = new Map<string, string>([
  [services.singleProcess.id, services.blowout.id],
  [services.rootTouchUp.id, services.blowout.id],
  [services.partialHighlights.id, services.glossToner.id],
  [services.mensCut.id, services.beardTrim.id],
  [services.gelManicure.id, services.nailArt.id],
  [services.classicManicure.id, services.classicPedicure.id],
  [services.signatureFacial.id, services.browShaping.id],
  [services.expressFacial.id, services.browShaping.id],
]);
const visitNotes = [
  'Prefers a quiet appointment',
  'Sensitive scalp',
  'Running 10 minutes late, called ahead',
  'Gift card',
  'Allergic to latex',
  'First visit',
  'Bring reference photos',
  'Parking validation',
];

type SeriesPlan = {
  key: string;
  locationId: string;
  staffId: string;
  serviceId: string;
  client: number;
  weekday: number;
  time: string;
  everyWeeks: number;
  count: number;
  weeksBack: number;
  notes: string;
};
// Regulars on a rhythm: a root touch-up every four weeks with Maya, a deep-tissue massage every other week with Sam.
const seriesPlans: SeriesPlan[] = [
  {
    key: 'roots',
    locationId: downtown,
    staffId: demoStaff.maya.id,
    serviceId: services.rootTouchUp.id,
    client: 3,
    weekday: 2,
    time: '10:00',
    everyWeeks: 4,
    count: 5,
    weeksBack: 12,
    notes: 'Standing appointment: roots every four weeks, formula 6N + 20 vol.',
  },
  {
    key: 'massage',
    locationId: downtown,
    staffId: demoStaff.sam.id,
    serviceId: services.deepTissue.id,
    client: 8,
    weekday: 4,
    time: '15:30',
    everyWeeks: 2,
    count: 7,
    weeksBack: 10,
    notes: 'Lower-back tension; prefers firm pressure.',
  },
];

// The step, with the location-days it planned, the appointments it booked and the commands the rules refused.
export type DemoAppointmentsResult = DemoSeedStep & {
  last: Position | null;
  counts: { days: number; appointments: number; refused: number };
};

export type DemoAppointmentsOptions = {
  pastDays?: number;
  futureDays?: number;
  appointmentsPerStaff?: { min: number; max: number };
  // Location-days written at the same time (each has its own stream, so they do not contend).
  concurrency?: number;
};

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const dayKey = (locationId: string, date: string) => `${locationId}/${date}`;
const allServiceIds = Object.values(services).map((service) => service.id);

// The series first, and only when every occurrence falls on a day still to seed and inside working hours.
function seriesVisits(
  plan: SeriesPlan,
  today: string,
  contexts: ReadonlyMap<string, DayFacts>,
): { date: string; visit: PlannedVisit }[] | null {
  let first = addDays(today, -7 * plan.weeksBack);
  while (isoWeekday(first) !== plan.weekday) first = addDays(first, 1);
  const occurrences = Array.from({ length: plan.count }, (_, index) => addDays(first, index * 7 * plan.everyWeeks));
  const list = occurrences.map((date) => {
    const context = contexts.get(dayKey(plan.locationId, date));
    const offer = context?.services.find((service) => service.serviceId === plan.serviceId);
    const person = context?.staff.find((staff) => staff.staffId === plan.staffId);
    if (!context || !offer || !person) return null;
    const startsAt = new Date(localInstant(date, plan.time)).toISOString();
    const blocks = itemBlocks({
      startsAt,
      durationMinutes: offer.durationMinutes,
      processingMinutes: offer.processingMinutes,
      bufferMinutes: offer.bufferMinutes,
    });
    if (
      !blocks.staff.every(
        (block) =>
          person.hours.some((span) => span.start <= block.start && block.end <= span.end) &&
          !person.timeOff.some((span) => span.start < block.end && block.start < span.end),
      )
    )
      return null;
    // The room the decider will give it: the first that serves the service (the day is still empty).
    const room = context.rooms.find((candidate) => offer.roomIds.includes(candidate.roomId));
    const resources = offer.resourceNeed === 'room' && room ? [{ kind: 'room' as const, id: room.roomId, span: blocks.resource }] : [];
    return {
      date,
      visit: { startsAt, clientId: demoClients[plan.client]!.id, items: [{ serviceId: plan.serviceId, staffId: plan.staffId }], resources },
    };
  });
  return list.every((entry) => entry !== null) ? (list as { date: string; visit: PlannedVisit }[]) : null;
}

// The read models are brought up to date (context.upToDate) once some location-day is still empty, before
// they are read.
export async function seedDemoAppointments(
  context: DemoDiaryContext,
  options: DemoAppointmentsOptions = {},
): Promise<DemoAppointmentsResult> {
  const { store, readDb } = context;
  const now = context.now.getTime();
  const today = localDate(now);
  const pastDays = options.pastDays ?? DEMO_DIARY_PAST_DAYS;
  const dates = Array.from({ length: pastDays + (options.futureDays ?? DEMO_DIARY_FUTURE_DAYS) + 1 }, (_, index) =>
    addDays(today, index - pastDays),
  );
  const days = diaryLocations.flatMap((locationId) => dates.map((date) => ({ locationId, date })));
  const empty: { locationId: string; date: string }[] = [];
  await inParallel(days, 8, async (day) => {
    if ((await readStreamHistory(store, daybookStream(day.locationId, day.date))).events.length === 0) empty.push(day);
  });
  const counts = { days: empty.length, appointments: 0, refused: 0 };
  const result: DemoAppointmentsResult = { seeded: false, commands: 0, last: null, counts };
  if (empty.length === 0) return result;
  await context.upToDate();
  const track = (position: Position | null, commands = 1) => {
    result.commands += commands;
    if (position && (!result.last || comparePositions(position, result.last) > 0)) result.last = position;
  };

  const facts = new Map<string, LocationFacts>();
  for (const locationId of diaryLocations) facts.set(locationId, await loadLocationFacts(readDb, locationId, allServiceIds));
  const contexts = new Map<string, DayFacts>();
  await inParallel(empty, 8, async ({ locationId, date }) => {
    contexts.set(dayKey(locationId, date), await loadDayFacts(readDb, facts.get(locationId)!, date, { mayBookInPast: true }));
  });

  // A visit's later steps, decided on its day; a refusal (there should be none) ends that visit's story.
  const follow = (batch: Awaited<ReturnType<typeof openDayBatch>>, appointmentId: string, steps: readonly Step[]) => {
    for (const step of steps) {
      const command: DaybookCommand =
        step.kind === 'cancel'
          ? { type: 'CancelAppointment', appointmentId, reason: step.reason }
          : { type: 'SetAppointmentStatus', appointmentId, status: step.status, override: null, userId: null, zone: BUSINESS_TIME_ZONE };
      if (!batch.decide(command, step.at)) {
        counts.refused += 1;
        return;
      }
    }
  };

  const existing = new Map<string, PlannedVisit[]>();
  const seriesSteps = new Map<string, { id: string; steps: Step[] }[]>();
  for (const plan of seriesPlans) {
    const occurrences = seriesVisits(plan, today, contexts);
    if (!occurrences) continue;
    const first = occurrences[0]!.visit;
    const context: AppointmentCommandContext = {
      userId: null,
      source: 'seed',
      locationId: plan.locationId,
      mayBookInPast: true,
      now: () => new Date(Math.min(now, Date.parse(first.startsAt) - 5 * 86_400_000)),
    };
    try {
      const reply = await bookAppointment(
        { store, readDb },
        {
          locationId: plan.locationId,
          clientId: first.clientId,
          newClient: null,
          startsAt: first.startsAt,
          items: first.items,
          notes: plan.notes,
          recurrence: { everyWeeks: plan.everyWeeks, count: plan.count, until: null },
          holdId: null,
          override: null,
          walkIn: null,
        },
        context,
      );
      track(reply.result.position, reply.appointmentIds.length);
      counts.appointments += reply.appointmentIds.length;
      const random = seededRandom(`series/${plan.key}`);
      occurrences.forEach(({ date, visit }, index) => {
        existing.set(dayKey(plan.locationId, date), [...(existing.get(dayKey(plan.locationId, date)) ?? []), visit]);
        const start = Date.parse(visit.startsAt);
        const key = dayKey(plan.locationId, date);
        seriesSteps.set(key, [
          ...(seriesSteps.get(key) ?? []),
          { id: reply.appointmentIds[index]!, steps: planOutcome(random, start, start + HOUR_MS, now).steps },
        ]);
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      counts.refused += 1;
    }
  }

  const clientIds = demoClients.map((client) => client.id);
  const ordered = [...empty].sort((a, b) => a.date.localeCompare(b.date) || a.locationId.localeCompare(b.locationId));
  await inParallel(ordered, options.concurrency ?? 4, async ({ locationId, date }) => {
    const key = dayKey(locationId, date);
    const context = contexts.get(key)!;
    // The three studios draw on thirds of the client book each day, so nobody is in two places.
    const third = (Number(date.slice(8)) + diaryLocations.indexOf(locationId)) % 3;
    const facts = planFacts(context);
    const visits = planDay({
      ...facts,
      followUps,
      clientIds: clientIds.filter((_, index) => index % 3 === third),
      existing: existing.get(key) ?? [],
      appointmentsPerStaff: options.appointmentsPerStaff ?? { min: 3, max: 5 },
    });
    const random = seededRandom(`outcomes/${key}`);
    const batch = await openDayBatch(store, locationId, date);
    for (const { id, steps } of seriesSteps.get(key) ?? []) follow(batch, id, steps);
    let booked = 0;
    for (const visit of visits) {
      const terms = visit.items.map((item) => {
        const offer = facts.services.find((entry) => entry.id === item.serviceId)!;
        return {
          durationMinutes: offer.staff.find((entry) => entry.staffId === item.staffId)?.durationMinutes ?? offer.durationMinutes,
          processingMinutes: offer.processingMinutes,
        };
      });
      const starts = sequentialStarts(visit.startsAt, terms);
      const leaves = Date.parse(clientEnd(terms.map((term, index) => ({ ...term, startsAt: starts[index]! }))));
      const { bookedAt, steps } = planOutcome(random, Date.parse(visit.startsAt), leaves, now);
      const notes = random() < 0.12 ? visitNotes[Math.floor(random() * visitNotes.length)]! : '';
      const appointmentId = randomUUID();
      const command: DaybookCommand = {
        type: 'BookAppointment',
        appointmentId,
        seriesId: null,
        clientId: visit.clientId,
        override: null,
        clientKnown: true,
        startsAt: visit.startsAt,
        items: visit.items,
        notes,
        holdId: null,
        userId: null,
        itemIds: visit.items.map(() => randomUUID()),
        day: context,
      };
      if (!batch.decide(command, bookedAt)) {
        counts.refused += 1;
        continue;
      }
      booked += 1;
      follow(batch, appointmentId, steps);
    }
    try {
      const appended = await batch.commit();
      track(appended?.position ?? null, batch.accepted);
      counts.appointments += booked;
    } catch (error) {
      // Someone wrote to the day meanwhile (a desk, a second start): leave the day as they made it.
      if (!(error instanceof WrongExpectedVersion)) throw error;
      counts.refused += batch.accepted;
    }
  });
  result.seeded = counts.appointments > 0;
  return result;
}
