import type { PublicDays, PublicDaysQuery, PublicDayState, PublicSlots, PublicSlotsQuery } from '@chairside/shared/booking/booking-dto';
import { localDayInterval } from '@chairside/shared/availability/local-day';
import { addMinutes, minutesToMs } from '@chairside/shared/format/durations';
import type { Location } from '@chairside/shared/business/business-dto';
import { DateTime } from 'luxon';
import {
  dayBusy,
  isHoldActive,
  loadDay,
  loadDayFacts,
  loadDays,
  loadLocationFacts,
  localDateOf,
  placeItems,
  type DayBusy,
  type DayFacts,
  type ItemPlan,
  type LoadedDay,
  type LocationFacts,
  type StaffDay,
} from '../appointments/index';
import type { ServiceDeps } from '../commands/service-deps';
import { checkOnlineRequest, lastBookableDate, onlineDay, type OnlineOffer } from './online-offer';

// The free times of one location-local day for the services asked for: a candidate start every slot
// interval of the booking design, each placed with the booking rules themselves (hours, time off, classes,
// other bookings, unexpired holds, rooms, devices) against the day stream as it is now (read once), so a
// slot listed is one a hold would be given at this moment. Starts before now + lead time, days past the
// horizon and staff not offered online are never listed. The next free day and the strip's day states are
// the same computation run over further days (stopping at a day's first free start).

const probePlans = (serviceIds: readonly string[], staffId: string | null): ItemPlan[] =>
  serviceIds.map((serviceId, index) => ({ itemId: `probe-${index}`, serviceId, staffId, booked: null, roomId: null, deviceId: null }));

function tryPlace(plans: readonly ItemPlan[], start: number, context: DayFacts, busy: DayBusy): string | null {
  try {
    return placeItems(plans, start, context, busy)[0]?.staffId ?? null;
  } catch {
    return null;
  }
}

// A cheap necessary condition before the full placement (whose refusals are costly to word): someone who
// could take the first service works at that moment and is not already busy then. Placement still decides.
function someoneMayStart(staff: readonly StaffDay[], busy: DayBusy, at: number): boolean {
  return staff.some(
    (member) =>
      member.hours.some((hours) => hours.start <= at && at < hours.end) &&
      !(busy.byStaff.get(member.staffId) ?? []).some((block) => block.start <= at && at < block.end),
  );
}

type SlotRequest = { locationId: string; serviceIds: readonly string[]; staffId: string | null };
type DayProbe = { state: PublicDayState; slots: PublicSlots['slots']; refreshAt: string | null };

// Closed by the location's opening hours: a weekday without hours, when the location has opening hours at all.
export function closedByOpeningHours(location: Pick<Location, 'openingHours'>, date: string): boolean {
  if (location.openingHours.length === 0) return false;
  const weekday = DateTime.fromISO(date).weekday;
  return !location.openingHours.some((day) => day.weekday === weekday && day.hours.length > 0);
}

async function probeDay(
  deps: ServiceDeps,
  offer: OnlineOffer,
  facts: LocationFacts,
  location: Location,
  request: SlotRequest,
  date: string,
  now: Date,
  firstOnly: boolean,
  // The day as already read with others (loadDays), or read here.
  loaded?: LoadedDay,
): Promise<DayProbe> {
  const closed: DayProbe = { state: 'closed', slots: [], refreshAt: null };
  if (closedByOpeningHours(location, date)) return closed;
  const [context, day] = await Promise.all([
    loadDayFacts(deps.readDb, facts, date, { mayBookInPast: false }),
    loaded ?? loadDay(deps.store, { locationId: request.locationId, date }),
  ]);
  const online = onlineDay(context, offer);
  const firstService = online.services.find((service) => service.serviceId === request.serviceIds[0]);
  const candidates = online.staff.filter((member) =>
    request.staffId ? member.staffId === request.staffId : (firstService?.staff.some((offer) => offer.staffId === member.staffId) ?? false),
  );
  // Nobody who could take the first service works that day: closed, for this client's choice.
  if (!candidates.some((member) => member.hours.length > 0)) return closed;
  const busy = dayBusy(day.state, now);
  const plans = probePlans(request.serviceIds, request.staffId);
  const { start, end } = localDayInterval(date, location.timeZone);
  const step = minutesToMs(offer.design.slotIntervalMinutes);
  const earliest = addMinutes(now.getTime(), offer.design.leadTimeMinutes);
  const slots: PublicSlots['slots'] = [];
  for (let at = start; at < end; at += step) {
    if (at < earliest || !someoneMayStart(candidates, busy, at)) continue;
    const staffId = tryPlace(plans, at, online, busy);
    if (staffId) {
      slots.push({ startsAt: new Date(at).toISOString(), staffId });
      if (firstOnly) break;
    }
  }
  // The list changes by itself when the first hold of the day lapses.
  const lapses = [...day.state.holds.values()].filter((hold) => isHoldActive(hold, now)).map((hold) => Date.parse(hold.expiresAt));
  const refreshAt = lapses.length > 0 ? new Date(Math.min(...lapses)).toISOString() : null;
  return { state: slots.length > 0 ? 'free' : 'full', slots, refreshAt };
}

const nextDate = (date: string) => DateTime.fromISO(date).plus({ days: 1 }).toISODate() ?? date;

function prepare(offer: OnlineOffer, request: SlotRequest, now: Date) {
  const { location } = checkOnlineRequest(offer, request);
  const today = localDateOf(now.getTime(), location.timeZone);
  return { location, today, last: lastBookableDate(offer, location.timeZone, now) };
}

export async function publicSlots(deps: ServiceDeps, offer: OnlineOffer, query: PublicSlotsQuery, now: Date): Promise<PublicSlots> {
  const request = { locationId: query.locationId, serviceIds: query.serviceIds, staffId: query.staffId ?? null };
  const { location, today, last } = prepare(offer, request, now);
  const zone = location.timeZone;
  const facts = await loadLocationFacts(deps.readDb, query.locationId, query.serviceIds);
  const inWindow = query.date >= today && query.date <= last;
  const day = inWindow ? await probeDay(deps, offer, facts, location, request, query.date, now, false) : null;
  const slots = day?.slots ?? [];
  // A day without a free time points on to the next one that has one, within the booking window.
  let nextFreeDate: string | null = null;
  // The days are read a week at a time: most answers are within days, and a day read is one statement.
  if (slots.length === 0) {
    let date = nextDate(query.date < today ? today : query.date);
    while (date <= last && !nextFreeDate) {
      const week: string[] = [];
      for (; date <= last && week.length < 7; date = nextDate(date)) week.push(date);
      const days = await loadDays(deps.store, query.locationId, openDays(location, week));
      for (const day of week) {
        if ((await probeDay(deps, offer, facts, location, request, day, now, true, days.get(day))).state === 'free') {
          nextFreeDate = day;
          break;
        }
      }
    }
  }
  return { date: query.date, zone, slots, refreshAt: day?.refreshAt ?? null, nextFreeDate };
}

// GET /api/public/booking/days: whether each day of the strip is free, full or closed (days outside the
// booking window are left out).
export async function publicDays(deps: ServiceDeps, offer: OnlineOffer, query: PublicDaysQuery, now: Date): Promise<PublicDays> {
  const request = { locationId: query.locationId, serviceIds: query.serviceIds, staffId: query.staffId ?? null };
  const { location, today, last } = prepare(offer, request, now);
  const facts = await loadLocationFacts(deps.readDb, query.locationId, query.serviceIds);
  const dates: string[] = [];
  for (let date = query.from, index = 0; index < query.count; index += 1, date = nextDate(date)) {
    if (date >= today && date <= last) dates.push(date);
  }
  const loaded = await loadDays(deps.store, query.locationId, openDays(location, dates));
  const days = await Promise.all(
    dates.map(async (date) => ({
      date,
      state: (await probeDay(deps, offer, facts, location, request, date, now, true, loaded.get(date))).state,
    })),
  );
  return { days };
}

// The days of `dates` the location's opening hours leave open: the ones whose day book is worth reading.
const openDays = (location: Location, dates: readonly string[]) => dates.filter((date) => !closedByOpeningHours(location, date));
