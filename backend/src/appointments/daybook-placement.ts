import { itemBlocks } from '@chairside/shared/appointments/appointment-blocks';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { fullIntervals } from '@chairside/shared/availability/free-intervals';
import type { Interval } from '@chairside/shared/availability/intervals';
import { addMinutes, MINUTE_MS, overlaps } from '@chairside/shared/format/durations';
import { DomainError } from '../commands/domain-error';
import { dayLabel, listText, zonedText } from './appointment-text';
import type { BusyBlock, DayBusy } from './daybook-busy';
import type { DayFacts, NamedSpan, ServiceOffer, StaffDay } from './daybook-commands';

// Where and with whom each service of an appointment (or hold) happens: services run one after another,
// "any available" takes the first staff member who performs the service, works then and is free, and a
// room or device that serves the service and has room left is assigned. Every refusal names who or what
// and when; 422 for rules (hours, time off, who performs what), 409 for clashes with other bookings.

const MIN_LAST_SERVICE_MINUTES = 5;

export type BookedTerms = {
  staffId: string;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
  priceCents: number;
};

export type ItemPlan = {
  itemId: string;
  serviceId: string;
  // null: any available staff member who performs the service.
  staffId: string | null;
  // What the item was booked with, kept on a move while its staff member stays the same.
  booked: BookedTerms | null;
  // The room or device it had: tried first.
  roomId: string | null;
  deviceId: string | null;
};

// A refusal of where or when: the service adds the next free times. `overridable`: a manager may book
// over it with a reason (the chosen staff member's hours, time off, classes and other bookings; never a
// full room or device, nor someone who does not perform the service).
export class PlacementRefusal extends DomainError {
  constructor(
    message: string,
    status: 409 | 422,
    readonly overridable = false,
  ) {
    super(message, status);
  }
}
type Problem = PlacementRefusal;
const problem = (message: string, status: 409 | 422, overridable = false) => new PlacementRefusal(message, status, overridable);
// A refusal no other time would change (who performs what, what is offered here): no next free times.
const rule = (message: string) => new DomainError(message, 422);

// How a placement may bend the staff member's rules: `override` lets a chosen staff member's problems
// through and lists them in `overridden` (the rules set aside, as a refusal would read).
export type PlacementOptions = { endsAt?: number | null; override?: boolean; overridden?: string[] };

function staffProblem(item: AppointmentItemRecord, staff: StaffDay, busy: DayBusy, day: DayFacts): Problem | null {
  const { date } = day;
  const { clock, timeRange } = zonedText(day.zone);
  const blocks = itemBlocks(item).staff;
  for (const block of blocks) {
    const away = staff.timeOff.find((span) => overlaps(span, block));
    if (away) return problem(`${staff.name} is on time off ${timeRange(away)}`, 422, true);
  }
  for (const block of blocks) {
    if (staff.hours.some((hours) => hours.start <= block.start && block.end <= hours.end)) continue;
    if (staff.hours.length === 0) return problem(`${staff.name} is not working on ${dayLabel(date, day.zone)}`, 422, true);
    return problem(
      `${staff.name} is not working ${timeRange(block)} on ${dayLabel(date, day.zone)} (working hours that day: ${listText(staff.hours.map(timeRange))})`,
      422,
      true,
    );
  }
  for (const block of blocks) {
    const session = staff.classes.find((span) => overlaps(span, block));
    if (session) return problem(`${staff.name} teaches ${session.name} ${timeRange(session)}`, 409, true);
    const other = busy.byStaff.get(staff.staffId)?.find((span) => overlaps(span, block));
    if (other)
      return problem(
        other.kind === 'hold'
          ? `${staff.name} is held for another booking ${timeRange(other)} (until ${clock(other.expiresAt)})`
          : `${staff.name} is already booked ${timeRange(other)}`,
        409,
        true,
      );
  }
  return null;
}

// A room (capacity) or device (quantity): full when that many other bookings overlap at some instant.
function capacityProblem(
  block: Interval,
  resource: { name: string; capacity: number; classes: readonly NamedSpan[] },
  others: readonly BusyBlock[],
  zone: string,
): Problem | null {
  const { timeRange } = zonedText(zone);
  const session = resource.classes.find((span) => overlaps(span, block));
  if (session) return problem(`${resource.name} is taken by the class ${session.name} ${timeRange(session)}`, 409);
  const full = fullIntervals(others, resource.capacity, block).find((span) => overlaps(span, block));
  if (!full) return null;
  if (resource.capacity === 1) {
    const other = others.find((span) => overlaps(span, block));
    if (other?.kind === 'hold') return problem(`${resource.name} is held for another booking ${timeRange(other)}`, 409);
    return problem(`${resource.name} is already booked ${timeRange(other ?? full)}`, 409);
  }
  return problem(`${resource.name} is fully booked ${timeRange(full)} (${resource.capacity} at a time)`, 409);
}

type Resource = { id: string; name: string; capacity: number; classes: readonly NamedSpan[] };

type Place = { name: string; zone: string };

function chooseResource(
  kind: 'room' | 'device',
  block: Interval,
  service: ServiceOffer,
  candidates: Resource[],
  preferred: string | null,
  busy: Map<string, BusyBlock[]>,
  place: Place,
): string {
  const { name: locationName, zone } = place;
  if (candidates.length === 0) throw rule(`No ${kind} at ${locationName} is set up for ${service.name}`);
  const ordered = [...candidates].sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
  const problems = ordered.map((resource) => ({ resource, problem: capacityProblem(block, resource, busy.get(resource.id) ?? [], zone) }));
  const free = problems.find((entry) => entry.problem === null);
  if (free) return free.resource.id;
  if (problems.length === 1) throw problems[0]!.problem;
  throw problem(
    `Every ${kind} for ${service.name} (${listText(ordered.map((resource) => resource.name))}) is taken ${zonedText(zone).timeRange(block)}`,
    409,
  );
}

function buildItem(plan: ItemPlan, service: ServiceOffer, staffId: string, start: number, endsAt: number | null): AppointmentItemRecord {
  const keep = plan.booked !== null && plan.booked.staffId === staffId ? plan.booked : null;
  const terms = service.staff.find((entry) => entry.staffId === staffId);
  const processingMinutes = keep?.processingMinutes ?? service.processingMinutes;
  let durationMinutes = keep?.durationMinutes ?? terms?.durationMinutes ?? service.durationMinutes;
  // A resize: the last service lasts until the client is to leave.
  if (endsAt !== null) durationMinutes = Math.round((endsAt - start) / MINUTE_MS) - processingMinutes;
  return {
    itemId: plan.itemId,
    serviceId: plan.serviceId,
    staffId,
    roomId: null,
    deviceId: null,
    startsAt: new Date(start).toISOString(),
    durationMinutes,
    processingMinutes,
    bufferMinutes: keep?.bufferMinutes ?? service.bufferMinutes,
    priceCents: keep?.priceCents ?? terms?.priceCents ?? service.priceCents,
  };
}

// The explicitly chosen staff member, checked; or the first of those who perform the service who is free.
function chooseStaff(
  plan: ItemPlan,
  service: ServiceOffer,
  day: DayFacts,
  busy: DayBusy,
  start: number,
  endsAt: number | null,
  options: PlacementOptions,
): AppointmentItemRecord {
  const locationName = day.location?.name ?? 'this location';
  const staffById = new Map(day.staff.map((staff) => [staff.staffId, staff]));
  if (plan.staffId !== null) {
    const staff = staffById.get(plan.staffId);
    const name = staff?.name ?? day.names[plan.staffId] ?? 'That staff member';
    if (!staff) throw rule(`${name} does not work at ${locationName}`);
    const keepsStaff = plan.booked?.staffId === plan.staffId;
    if (!keepsStaff && !service.staff.some((entry) => entry.staffId === plan.staffId))
      throw rule(`${name} does not perform ${service.name}`);
    const item = buildItem(plan, service, plan.staffId, start, endsAt);
    const found = staffProblem(item, staff, busy, day);
    if (found && options.override) options.overridden?.push(found.message);
    else if (found) throw found;
    return item;
  }
  const performers = day.staff.filter((staff) => service.staff.some((entry) => entry.staffId === staff.staffId));
  if (performers.length === 0) throw rule(`Nobody at ${locationName} performs ${service.name}`);
  let allOutsideHours = true;
  for (const staff of performers) {
    const item = buildItem(plan, service, staff.staffId, start, endsAt);
    const found = staffProblem(item, staff, busy, day);
    if (!found) return item;
    if (found.status !== 422) allOutsideHours = false;
  }
  const wanted = { start, end: addMinutes(start, service.durationMinutes + service.processingMinutes) };
  const { timeRange } = zonedText(day.zone);
  if (allOutsideHours)
    throw problem(`Nobody who performs ${service.name} is working ${timeRange(wanted)} on ${dayLabel(day.date, day.zone)}`, 422);
  throw problem(`Everyone who performs ${service.name} is busy ${timeRange(wanted)}`, 409);
}

// Example: two plans from 10:00 (a 45-minute cut, then a 30-minute blow-dry) → items at 10:00 and 10:45.
export function placeItems(
  plans: readonly ItemPlan[],
  startsAt: number,
  day: DayFacts,
  busy: DayBusy,
  options: PlacementOptions = {},
): AppointmentItemRecord[] {
  const services = new Map(day.services.map((service) => [service.serviceId, service]));
  const rooms: Resource[] = day.rooms.map((room) => ({
    id: room.roomId,
    name: room.name,
    capacity: room.capacity,
    classes: room.classes,
  }));
  const devices: Resource[] = day.devices.map((device) => ({
    id: device.deviceId,
    name: device.name,
    capacity: device.quantity,
    classes: [],
  }));
  const locationName = day.location?.name ?? 'this location';
  const place: Place = { name: locationName, zone: day.zone };
  const items: AppointmentItemRecord[] = [];
  let cursor = startsAt;
  plans.forEach((plan, index) => {
    const service = services.get(plan.serviceId);
    if (!service) throw rule('One of the chosen services no longer exists; reload and try again');
    if (service.archived && plan.booked === null) throw rule(`${service.name} is archived and can no longer be booked`);
    // A service offered at some locations only; what was booked before the change keeps its place.
    if (!service.offeredHere && plan.booked === null) throw rule(`${service.name} is not offered at ${locationName}`);
    const endsAt = index === plans.length - 1 ? (options.endsAt ?? null) : null;
    const item = chooseStaff(plan, service, day, busy, cursor, endsAt, options);
    if (item.durationMinutes < MIN_LAST_SERVICE_MINUTES)
      throw rule(`${service.name} needs at least ${MIN_LAST_SERVICE_MINUTES} minutes; choose a later end`);
    const block = itemBlocks(item).resource;
    if (service.resourceNeed === 'room') {
      item.roomId = chooseResource(
        'room',
        block,
        service,
        rooms.filter((room) => service.roomIds.includes(room.id) || room.id === plan.roomId),
        plan.roomId,
        busy.byRoom,
        place,
      );
    } else if (service.resourceNeed === 'device') {
      item.deviceId = chooseResource(
        'device',
        block,
        service,
        devices.filter((device) => service.deviceIds.includes(device.id) || device.id === plan.deviceId),
        plan.deviceId,
        busy.byDevice,
        place,
      );
    }
    items.push(item);
    cursor = addMinutes(cursor, item.durationMinutes + item.processingMinutes);
  });
  return items;
}
