import { DateTime } from 'luxon';
import type { NextFreeTime } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { localDayInterval } from '@chairside/shared/availability/local-day';
import { minutesToMs } from '@chairside/shared/format/durations';
import { loadState } from '../commands/load-state';
import type { ServiceDeps } from '../commands/service-deps';
import { loadDayFacts, type LocationFacts } from './day-facts';
import { localDateOf } from './appointment-text';
import { dayBusy } from './daybook-busy';
import type { DayFacts, ItemRequest } from './daybook-commands';
import { daybookDecider } from './daybook-decider';
import { placeItems, type ItemPlan } from './daybook-placement';

// The way forward after a refusal: the next starts at which the same services could be booked, first with
// the staff member asked for, then with anyone who performs them. Each candidate is placed with the booking
// rules themselves (hours, time off, classes, other bookings, rooms, devices), against the day streams as
// they are now, so a suggestion is what booking would accept at this moment.

export const NEXT_FREE_STEP_MINUTES = 15;
export const NEXT_FREE_PER_KIND = 3;
export const NEXT_FREE_DAYS = 7;
const step = minutesToMs(NEXT_FREE_STEP_MINUTES);

export type NextFreeRequest = {
  locationId: string;
  // The refused start: suggestions are at or after it (and never in the past).
  startsAt: number;
  items: readonly ItemRequest[];
  facts: LocationFacts;
  mayBookInPast: boolean;
  // The appointment being moved does not stand in its own way.
  appointmentId?: string;
  now: Date;
};

const probePlans = (items: readonly ItemRequest[], anyone: boolean): ItemPlan[] =>
  items.map((item, index) => ({
    itemId: `probe-${index}`,
    serviceId: item.serviceId,
    staffId: anyone ? null : item.staffId,
    booked: null,
    roomId: null,
    deviceId: null,
  }));

function tryPlace(plans: ItemPlan[], start: number, day: DayFacts, busy: ReturnType<typeof dayBusy>): string | null {
  try {
    return placeItems(plans, start, day, busy)[0]?.staffId ?? null;
  } catch {
    return null;
  }
}

const nameOf = (day: DayFacts, staffId: string) =>
  day.staff.find((staff) => staff.staffId === staffId)?.name ?? day.names[staffId] ?? 'A staff member';

// Example: a refused 2:00 PM cut with Rosa → [{ 2:15 PM, Rosa }, { 3:30 PM, Rosa }, { 4:00 PM, Rosa }, { 2:00 PM, Liam }, ...]
export async function nextFreeTimes(deps: ServiceDeps, request: NextFreeRequest): Promise<NextFreeTime[]> {
  const asked = request.items.some((item) => item.staffId !== null);
  const same: NextFreeTime[] = [];
  const anyone: NextFreeTime[] = [];
  const full = () => (!asked || same.length >= NEXT_FREE_PER_KIND) && anyone.length >= NEXT_FREE_PER_KIND;
  const earliest = Math.max(request.startsAt, Math.ceil(request.now.getTime() / step) * step);
  // The day the refused start falls on, in the location's calendar.
  const date = localDateOf(request.startsAt, request.facts.zone);
  for (let offset = 0; offset < NEXT_FREE_DAYS && !full(); offset += 1) {
    const onDate = DateTime.fromISO(date).plus({ days: offset }).toISODate()!;
    const [day, stream] = await Promise.all([
      loadDayFacts(deps.readDb, request.facts, onDate, {
        mayBookInPast: request.mayBookInPast,
        otherStaffIds: request.items.map((item) => item.staffId),
      }),
      loadState(deps.store, daybookStream(request.locationId, onDate), daybookDecider),
    ]);
    const busy = dayBusy(stream.state, request.now, { appointmentId: request.appointmentId });
    const { start, end } = localDayInterval(onDate, request.facts.zone);
    for (let at = Math.max(start, earliest); at < end && !full(); at += step) {
      if (asked && same.length < NEXT_FREE_PER_KIND) {
        const staffId = tryPlace(probePlans(request.items, false), at, day, busy);
        if (staffId) same.push({ startsAt: new Date(at).toISOString(), staffId, staffName: nameOf(day, staffId) });
      }
      if (anyone.length < NEXT_FREE_PER_KIND) {
        const staffId = tryPlace(probePlans(request.items, true), at, day, busy);
        const duplicate = same.some((slot) => slot.staffId === staffId && Date.parse(slot.startsAt) === at);
        if (staffId && !duplicate) anyone.push({ startsAt: new Date(at).toISOString(), staffId, staffName: nameOf(day, staffId) });
      }
    }
  }
  return [...same, ...anyone];
}
