import type { PublicSlots, PublicSlotsQuery } from '@chairside/shared/booking/booking-dto';
import { localDayInterval } from '@chairside/shared/availability/local-day';
import { addMinutes, minutesToMs } from '@chairside/shared/format/durations';
import {
  dayBusy,
  isHoldActive,
  loadDay,
  loadDayFacts,
  loadLocationFacts,
  localDateOf,
  placeItems,
  type DayBusy,
  type DayFacts,
  type ItemPlan,
  type StaffDay,
} from '../appointments/index';
import type { ServiceDeps } from '../commands/service-deps';
import { checkOnlineRequest, lastBookableDate, onlineDay, type OnlineOffer } from './online-offer';

// The free times of one location-local day for the services asked for: a candidate start every slot
// interval of the booking design, each placed with the booking rules themselves (hours, time off, classes,
// other bookings, unexpired holds, rooms, devices) against the day stream as it is now (read once), so a
// slot listed is one a hold would be given at this moment. Starts before now + lead time, days past the
// horizon and staff not offered online are never listed.

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

export async function publicSlots(deps: ServiceDeps, offer: OnlineOffer, query: PublicSlotsQuery, now: Date): Promise<PublicSlots> {
  const { location } = checkOnlineRequest(offer, {
    locationId: query.locationId,
    serviceIds: query.serviceIds,
    staffId: query.staffId ?? null,
  });
  const zone = location.timeZone;
  const none: PublicSlots = { date: query.date, zone, slots: [], refreshAt: null };
  const today = localDateOf(now.getTime(), zone);
  if (query.date < today || query.date > lastBookableDate(offer, zone, now)) return none;
  const facts = await loadLocationFacts(deps.readDb, query.locationId, query.serviceIds);
  const [context, day] = await Promise.all([
    loadDayFacts(deps.readDb, facts, query.date, { mayBookInPast: false }),
    loadDay(deps.store, { locationId: query.locationId, date: query.date }),
  ]);
  const online = onlineDay(context, offer);
  const busy = dayBusy(day.state, now);
  const plans = probePlans(query.serviceIds, query.staffId ?? null);
  const { start, end } = localDayInterval(query.date, zone);
  const step = minutesToMs(offer.design.slotIntervalMinutes);
  const earliest = addMinutes(now.getTime(), offer.design.leadTimeMinutes);
  const slots: PublicSlots['slots'] = [];
  const firstService = online.services.find((service) => service.serviceId === query.serviceIds[0]);
  const candidates = online.staff.filter((member) =>
    query.staffId ? member.staffId === query.staffId : (firstService?.staff.some((offer) => offer.staffId === member.staffId) ?? false),
  );
  for (let at = start; at < end; at += step) {
    if (at < earliest || !someoneMayStart(candidates, busy, at)) continue;
    const staffId = tryPlace(plans, at, online, busy);
    if (staffId) slots.push({ startsAt: new Date(at).toISOString(), staffId });
  }
  // The list changes by itself when the first hold of the day lapses.
  const lapses = [...day.state.holds.values()].filter((hold) => isHoldActive(hold, now)).map((hold) => Date.parse(hold.expiresAt));
  const refreshAt = lapses.length > 0 ? new Date(Math.min(...lapses)).toISOString() : null;
  return { date: query.date, zone, slots, refreshAt };
}
