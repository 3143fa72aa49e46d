import { itemBlocks, sequentialStarts } from '@chairside/shared/appointments/appointment-blocks';
import type { SettableStatus } from '@chairside/shared/appointments/appointment-dto';
import type { Interval } from '@chairside/shared/availability/intervals';
import type { ResourceNeed } from '@chairside/shared/catalogue/catalogue-dto';
import { HOUR_MS, MINUTE_MS } from '@chairside/shared/format/durations';

// Plans one location-day of demo appointments: which client sees whom for what, when, and what happened
// afterwards (completed, no-show, cancelled, confirmed…), all from a PRNG seeded by the location and the
// date, so every machine plans the same day. The planner keeps its own busy blocks with the same rules the
// booking decider applies (appointment-blocks.ts), so the commands it leads to are accepted.

const day = 24 * HOUR_MS;

// mulberry32: a tiny, fast PRNG; good enough for demo data and the same on every platform.
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index += 1) state = Math.imul(state ^ seed.charCodeAt(index), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type PlanService = {
  id: string;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
  resourceNeed: ResourceNeed;
  // Who performs it, with their own duration when it differs.
  staff: { staffId: string; durationMinutes: number | null }[];
};
export type PlanResource = { id: string; capacity: number; serviceIds: readonly string[] };

export type DayPlanInput = {
  locationId: string;
  date: string;
  // Who works here that day and when (workingIntervals: schedules, exceptions, breaks and time off applied).
  staff: { staffId: string; working: Interval[] }[];
  services: PlanService[];
  // Service combinations booked as one visit with the same person (e.g. a color, then a blow-dry).
  followUps: ReadonlyMap<string, string>;
  rooms: PlanResource[];
  devices: PlanResource[];
  // Classes taught that day: they block their instructor and their whole room.
  classes: { instructorId: string; roomId: string | null; span: Interval }[];
  clientIds: readonly string[];
  // Appointments already on the day (a series' occurrences), kept clear of.
  existing: PlannedVisit[];
  appointmentsPerStaff: { min: number; max: number };
};

export type PlannedVisit = {
  startsAt: string;
  clientId: string;
  items: { serviceId: string; staffId: string }[];
  resources: { kind: 'room' | 'device'; id: string; span: Interval }[];
};

// What happens to a booked appointment, in order, each at its own moment (the seed runs the commands with
// that moment as the command clock, so the history reads like a real desk's).
export type Step = { kind: 'status'; status: SettableStatus; at: number } | { kind: 'cancel'; reason: string; at: number };

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

type Busy = { staff: Map<string, Interval[]>; resources: Map<string, Interval[]>; clients: Map<string, Interval[]> };

function add(map: Map<string, Interval[]>, key: string, spans: Interval[]) {
  map.set(key, [...(map.get(key) ?? []), ...spans]);
}

// The items of a visit from its start: durations per staff member, services one after another.
function itemsAt(start: number, picks: { service: PlanService; staffId: string }[]) {
  const terms = picks.map(({ service, staffId }) => ({
    durationMinutes: service.staff.find((entry) => entry.staffId === staffId)?.durationMinutes ?? service.durationMinutes,
    processingMinutes: service.processingMinutes,
    bufferMinutes: service.bufferMinutes,
  }));
  const starts = sequentialStarts(new Date(start).toISOString(), terms);
  return picks.map((pick, index) => ({ ...pick, ...terms[index]!, startsAt: starts[index]! }));
}

// Whether the visit fits: every staff block inside one working interval and clear of others, a room or
// device with room left for each item, the client not elsewhere. Returns the resources it takes.
function fit(
  input: DayPlanInput,
  busy: Busy,
  working: Map<string, Interval[]>,
  clientId: string,
  items: ReturnType<typeof itemsAt>,
): PlannedVisit['resources'] | null {
  const taken: PlannedVisit['resources'] = [];
  const clientSpan: Interval = { start: Date.parse(items[0]!.startsAt), end: 0 };
  for (const item of items) {
    const blocks = itemBlocks(item);
    clientSpan.end = Math.max(clientSpan.end, blocks.client.end);
    const hours = working.get(item.staffId) ?? [];
    for (const block of blocks.staff) {
      if (!hours.some((span) => span.start <= block.start && block.end <= span.end)) return null;
      if ((busy.staff.get(item.staffId) ?? []).some((span) => overlaps(span, block))) return null;
    }
    if (item.service.resourceNeed === 'none') continue;
    const kind = item.service.resourceNeed;
    const pool = (kind === 'room' ? input.rooms : input.devices).filter((resource) => resource.serviceIds.includes(item.service.id));
    const free = pool.find((resource) => {
      const others = [
        ...(busy.resources.get(resource.id) ?? []),
        ...taken.filter((entry) => entry.id === resource.id).map((entry) => entry.span),
      ];
      // Capacity: count the others that overlap at the busiest instant (a start of one of them or of the block).
      const instants = [
        blocks.resource.start,
        ...others.map((span) => span.start).filter((start) => start > blocks.resource.start && start < blocks.resource.end),
      ];
      return instants.every((instant) => others.filter((span) => span.start <= instant && instant < span.end).length < resource.capacity);
    });
    if (!free) return null;
    taken.push({ kind, id: free.id, span: blocks.resource });
  }
  if ((busy.clients.get(clientId) ?? []).some((span) => overlaps(span, clientSpan))) return null;
  return taken;
}

function occupy(busy: Busy, visit: PlannedVisit, items: ReturnType<typeof itemsAt>) {
  let clientEnd = 0;
  for (const item of items) {
    const blocks = itemBlocks(item);
    add(busy.staff, item.staffId, blocks.staff);
    clientEnd = Math.max(clientEnd, blocks.client.end);
  }
  for (const resource of visit.resources) add(busy.resources, resource.id, [resource.span]);
  add(busy.clients, visit.clientId, [{ start: Date.parse(visit.startsAt), end: clientEnd }]);
}

// Regulars come more often: a skewed pick favours the first clients of the list.
const pickClient = (random: () => number, clientIds: readonly string[]) => clientIds[Math.floor(clientIds.length * random() ** 1.7)]!;

export function planDay(input: DayPlanInput): PlannedVisit[] {
  const random = seededRandom(`${input.locationId}/${input.date}`);
  const working = new Map(input.staff.map((person) => [person.staffId, person.working]));
  const services = new Map(input.services.map((service) => [service.id, service]));
  const busy: Busy = { staff: new Map(), resources: new Map(), clients: new Map() };
  for (const session of input.classes) {
    add(busy.staff, session.instructorId, [session.span]);
    // A class takes its whole room: as many blocks as the room has places.
    const room = input.rooms.find((candidate) => candidate.id === session.roomId);
    if (room)
      add(
        busy.resources,
        room.id,
        Array.from({ length: room.capacity }, () => session.span),
      );
  }
  for (const visit of input.existing) {
    const picks = visit.items.map((item) => ({ service: services.get(item.serviceId)!, staffId: item.staffId }));
    occupy(busy, visit, itemsAt(Date.parse(visit.startsAt), picks));
  }

  const planned: PlannedVisit[] = [];
  for (const person of input.staff) {
    if (person.working.length === 0) continue;
    const own = input.services.filter(
      (service) =>
        service.staff.some((entry) => entry.staffId === person.staffId) &&
        (service.resourceNeed === 'none' ||
          (service.resourceNeed === 'room' ? input.rooms : input.devices).some((resource) => resource.serviceIds.includes(service.id))),
    );
    if (own.length === 0) continue;
    // Quarter-hour starts over their working time, tried in a shuffled order so the day fills unevenly.
    const starts = person.working.flatMap((span) =>
      Array.from({ length: Math.floor((span.end - span.start) / (15 * MINUTE_MS)) }, (_, index) => span.start + index * 15 * MINUTE_MS),
    );
    for (let index = starts.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [starts[index], starts[other]] = [starts[other]!, starts[index]!];
    }
    const wanted =
      input.appointmentsPerStaff.min + Math.floor(random() * (input.appointmentsPerStaff.max - input.appointmentsPerStaff.min + 1));
    let booked = 0;
    for (const start of starts) {
      if (booked >= wanted) break;
      const service = own[Math.floor(random() * own.length)]!;
      const picks = [{ service, staffId: person.staffId }];
      const followUp = services.get(input.followUps.get(service.id) ?? '');
      if (followUp && random() < 0.35 && followUp.staff.some((entry) => entry.staffId === person.staffId))
        picks.push({ service: followUp, staffId: person.staffId });
      const clientId = pickClient(random, input.clientIds);
      const items = itemsAt(start, picks);
      const resources = fit(input, busy, working, clientId, items);
      if (!resources) continue;
      const visit: PlannedVisit = {
        startsAt: new Date(start).toISOString(),
        clientId,
        items: picks.map((pick) => ({ serviceId: pick.service.id, staffId: pick.staffId })),
        resources,
      };
      occupy(busy, visit, items);
      planned.push(visit);
      booked += 1;
    }
  }
  return planned.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

const cancelReasons = [
  'Client is unwell',
  'Schedule conflict at work',
  'Travelling that week',
  'Car trouble',
  'Childcare fell through',
  'Rebooking for a later date',
  'Weather',
];

// When the appointment was booked and what happened since, judged at `now`. Every moment lies after the
// booking and no later than now. `clientEnd` is when the client leaves.
export function planOutcome(random: () => number, startsAt: number, clientEnd: number, now: number): { bookedAt: number; steps: Step[] } {
  const lead = (1 + Math.floor(random() * 27)) * day + Math.floor(random() * 10) * HOUR_MS;
  const bookedAt = Math.min(startsAt - lead, now - (1 + Math.floor(random() * 14 * 24)) * HOUR_MS);
  const between = (from: number, to: number) =>
    Math.max(bookedAt + MINUTE_MS, Math.min(now, from + Math.floor(random() * Math.max(0, to - from))));
  const reason = () => cancelReasons[Math.floor(random() * cancelReasons.length)]!;
  const roll = random();
  if (clientEnd <= now) {
    if (roll < 0.06) return { bookedAt, steps: [{ kind: 'status', status: 'no_show', at: Math.min(now, startsAt + 20 * MINUTE_MS) }] };
    if (roll < 0.16) {
      // About half of the cancellations come less than a day ahead (late).
      const ahead = random() < 0.5 ? (2 + Math.floor(random() * 20)) * HOUR_MS : (26 + Math.floor(random() * 70)) * HOUR_MS;
      return { bookedAt, steps: [{ kind: 'cancel', reason: reason(), at: Math.max(bookedAt + MINUTE_MS, startsAt - ahead) }] };
    }
    const steps: Step[] = [];
    if (roll < 0.4) steps.push({ kind: 'status', status: 'confirmed', at: between(startsAt - 2 * day, startsAt - day) });
    steps.push({ kind: 'status', status: 'completed', at: clientEnd });
    return { bookedAt, steps };
  }
  if (startsAt <= now) {
    return {
      bookedAt,
      steps: [
        { kind: 'status', status: 'checked_in', at: startsAt - 5 * MINUTE_MS },
        { kind: 'status', status: 'in_service', at: Math.min(now, startsAt + MINUTE_MS) },
      ],
    };
  }
  if (roll < 0.06) return { bookedAt, steps: [{ kind: 'cancel', reason: reason(), at: between(now - 2 * day, now) }] };
  if (startsAt - now < 45 * MINUTE_MS)
    return { bookedAt, steps: [{ kind: 'status', status: 'checked_in', at: between(now - 5 * MINUTE_MS, now) }] };
  if (roll < 0.5)
    return { bookedAt, steps: [{ kind: 'status', status: 'confirmed', at: between(Math.max(bookedAt, startsAt - 3 * day), now) }] };
  return { bookedAt, steps: [] };
}
