import { describe, expect, it } from 'vitest';
import { itemBlocks, sequentialStarts } from '@chairside/shared/appointments/appointment-blocks';
import { wallClockIntervals, type Interval } from '@chairside/shared/availability/availability';
import { planDay, planOutcome, seededRandom, type DayPlanInput, type PlanService } from './demo-appointment-plan';

const date = '2026-11-24';
const hours = (start: string, end: string) => wallClockIntervals(date, [{ start, end }], 'America/Chicago');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [ana, ben, cleo] = [id(1), id(2), id(3)];
const cut: PlanService = {
  id: id(10),
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 0,
  resourceNeed: 'none',
  staff: [
    { staffId: ana, durationMinutes: null },
    { staffId: ben, durationMinutes: 45 },
  ],
};
const color: PlanService = {
  id: id(11),
  durationMinutes: 45,
  processingMinutes: 45,
  bufferMinutes: 0,
  resourceNeed: 'none',
  staff: [{ staffId: ana, durationMinutes: null }],
};
const massage: PlanService = {
  id: id(12),
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 15,
  resourceNeed: 'room',
  staff: [
    { staffId: ben, durationMinutes: null },
    { staffId: cleo, durationMinutes: null },
  ],
};
const room = { id: id(20), capacity: 1, serviceIds: [massage.id] };

const input: DayPlanInput = {
  locationId: id(30),
  date,
  staff: [
    { staffId: ana, working: [...hours('09:00', '12:30'), ...hours('13:00', '17:00')] },
    { staffId: ben, working: hours('10:00', '19:00') },
    { staffId: cleo, working: hours('11:00', '19:00') },
  ],
  services: [cut, color, massage],
  followUps: new Map([[color.id, cut.id]]),
  rooms: [room],
  devices: [],
  // Cleo teaches 17:00-18:00 in the only room.
  classes: [{ instructorId: cleo, roomId: room.id, span: hours('17:00', '18:00')[0]! }],
  clientIds: Array.from({ length: 40 }, (_, n) => id(100 + n)),
  existing: [],
  appointmentsPerStaff: { min: 3, max: 5 },
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
const services = new Map(input.services.map((service) => [service.id, service]));

// The items of a planned visit as the booking decider will build them.
function itemsOf(visit: ReturnType<typeof planDay>[number]) {
  const terms = visit.items.map((item) => {
    const service = services.get(item.serviceId)!;
    return {
      staffId: item.staffId,
      durationMinutes: service.staff.find((entry) => entry.staffId === item.staffId)?.durationMinutes ?? service.durationMinutes,
      processingMinutes: service.processingMinutes,
      bufferMinutes: service.bufferMinutes,
    };
  });
  const starts = sequentialStarts(visit.startsAt, terms);
  return terms.map((term, index) => ({ ...term, startsAt: starts[index]! }));
}

describe('demo appointment planner', () => {
  const plan = planDay(input);

  it('plans the same day the same way every time', () => {
    expect(planDay(input)).toEqual(plan);
    expect(planDay({ ...input, date: '2026-11-25' })).not.toEqual(plan);
  });

  it('gives each working staff member three to five visits, only for services they perform', () => {
    for (const person of input.staff) {
      const own = plan.filter((visit) => visit.items[0]!.staffId === person.staffId);
      expect(own.length, person.staffId).toBeGreaterThanOrEqual(3);
      expect(own.length, person.staffId).toBeLessThanOrEqual(5);
      for (const visit of own)
        for (const item of visit.items) expect(services.get(item.serviceId)!.staff.map((entry) => entry.staffId)).toContain(item.staffId);
    }
  });

  it('keeps every staff block inside working hours and clear of other visits and classes', () => {
    const blocks = plan.flatMap((visit) =>
      itemsOf(visit).flatMap((item) => itemBlocks(item).staff.map((block) => ({ staffId: item.staffId, block, visit }))),
    );
    for (const { staffId, block, visit } of blocks) {
      const working = input.staff.find((person) => person.staffId === staffId)!.working;
      expect(working.some((span) => span.start <= block.start && block.end <= span.end)).toBe(true);
      for (const session of input.classes) if (session.instructorId === staffId) expect(overlaps(session.span, block)).toBe(false);
      for (const other of blocks) if (other.visit !== visit && other.staffId === staffId) expect(overlaps(other.block, block)).toBe(false);
    }
  });

  it('books a room only where it has a place left, never during a class in it, and one client once at a time', () => {
    const roomSpans = plan.flatMap((visit) =>
      visit.resources.filter((resource) => resource.id === room.id).map((resource) => resource.span),
    );
    expect(roomSpans.length).toBeGreaterThan(0);
    for (const [index, span] of roomSpans.entries()) {
      expect(overlaps(span, input.classes[0]!.span)).toBe(false);
      for (const other of roomSpans.slice(index + 1)) expect(overlaps(span, other)).toBe(false);
    }
    const massages = plan.filter((visit) => visit.items.some((item) => item.serviceId === massage.id));
    expect(massages.every((visit) => visit.resources.length === 1)).toBe(true);
    for (const visit of plan) {
      const items = itemsOf(visit);
      const own = { start: Date.parse(visit.startsAt), end: Math.max(...items.map((item) => itemBlocks(item).client.end)) };
      for (const other of plan) {
        if (other === visit || other.clientId !== visit.clientId) continue;
        const items2 = itemsOf(other);
        expect(
          overlaps(own, { start: Date.parse(other.startsAt), end: Math.max(...items2.map((item) => itemBlocks(item).client.end)) }),
        ).toBe(false);
      }
    }
  });

  it('keeps clear of appointments already on the day', () => {
    const existing = {
      startsAt: hours('10:00', '11:00')[0]!.start,
      clientId: id(99),
      items: [{ serviceId: massage.id, staffId: ben }],
      resources: [{ kind: 'room' as const, id: room.id, span: hours('10:00', '11:15')[0]! }],
    };
    const around = planDay({ ...input, existing: [{ ...existing, startsAt: new Date(existing.startsAt).toISOString() }] });
    for (const visit of around) {
      for (const resource of visit.resources) expect(overlaps(resource.span, existing.resources[0]!.span)).toBe(false);
      for (const item of itemsOf(visit))
        if (item.staffId === ben)
          for (const block of itemBlocks(item).staff) expect(overlaps(block, existing.resources[0]!.span)).toBe(false);
    }
  });
});

describe('demo appointment outcomes', () => {
  const now = Date.parse('2026-11-22T18:00:00Z');
  const hour = 3_600_000;
  const outcomes = (start: number, end: number) => {
    const random = seededRandom('outcomes');
    return Array.from({ length: 400 }, () => planOutcome(random, start, end, now));
  };

  it('ends past visits completed, no-show or cancelled, each step after the booking and not after now', () => {
    const start = now - 30 * 24 * hour;
    const list = outcomes(start, start + hour);
    const last = list.map((outcome) => outcome.steps.at(-1)!);
    expect(new Set(last.map((step) => (step.kind === 'cancel' ? 'cancelled' : step.status)))).toEqual(
      new Set(['completed', 'no_show', 'cancelled']),
    );
    expect(last.filter((step) => step.kind === 'status' && step.status === 'completed').length).toBeGreaterThan(300);
    for (const { bookedAt, steps } of list) {
      expect(bookedAt).toBeLessThan(start);
      for (const step of steps) {
        expect(step.at).toBeGreaterThan(bookedAt);
        expect(step.at).toBeLessThanOrEqual(now);
      }
    }
  });

  it('leaves future visits booked or confirmed, with a few cancelled, and checks in and serves the ones under way', () => {
    const future = outcomes(now + 3 * 24 * hour, now + 3 * 24 * hour + hour);
    const statuses = new Set(
      future.map(({ steps }) => (steps.length === 0 ? 'booked' : steps[0]!.kind === 'cancel' ? 'cancelled' : steps[0]!.status)),
    );
    expect(statuses).toEqual(new Set(['booked', 'confirmed', 'cancelled']));
    for (const { bookedAt, steps } of future) for (const step of steps) expect(step.at).toBeGreaterThan(bookedAt);
    const underWay = outcomes(now - hour / 2, now + hour / 2);
    expect(
      underWay.every(
        ({ steps }) => steps.map((step) => (step.kind === 'status' ? step.status : 'cancel')).join() === 'checked_in,in_service',
      ),
    ).toBe(true);
  });
});
