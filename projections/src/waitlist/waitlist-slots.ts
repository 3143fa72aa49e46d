import { DateTime } from 'luxon';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { normalizeOwned, subtractIntervals, type Interval } from '@chairside/shared/availability/intervals';
import { addMinutes, minutesToMs } from '@chairside/shared/format/durations';
import { appendTo } from '../map-lists';

// Offers start on a tidy minute: a no-show marked at 10:12 offers 10:15.
const roundTo = minutesToMs(5);

export type FreedSlot = { staffId: string; start: number; end: number };

// The staff member's slot an item takes on the calendar: from its start until the buffer after processing ends.
const span = (item: AppointmentItemRecord): Interval => {
  const start = Date.parse(item.startsAt);
  return { start, end: addMinutes(start, item.durationMinutes + item.processingMinutes + item.bufferMinutes) };
};

function byStaff(items: readonly AppointmentItemRecord[]): Map<string, Interval[]> {
  const map = new Map<string, Interval[]>();
  for (const item of items) appendTo(map, item.staffId, span(item));
  for (const [staffId, list] of map) map.set(staffId, normalizeOwned(list));
  return map;
}

// The time each staff member had before and no longer has after (after = [] for a cancellation, a
// no-show or a move to another day), from `now` on: the past cannot be offered.
// Example: a 10:00–11:00 haircut shortened to 10:00–10:30 frees 10:30–11:00 for its staff member.
export function freedSlots(before: readonly AppointmentItemRecord[], after: readonly AppointmentItemRecord[], now: number): FreedSlot[] {
  const earliest = Math.ceil(now / roundTo) * roundTo;
  const taken = byStaff(after);
  const slots: FreedSlot[] = [];
  for (const [staffId, had] of byStaff(before)) {
    for (const piece of subtractIntervals(had, taken.get(staffId) ?? [])) {
      const start = Math.max(piece.start, earliest);
      if (piece.end > start) slots.push({ staffId, start, end: piece.end });
    }
  }
  return slots;
}

export type WaitlistWish = { staffId: string | null; fromDate: string; untilDate: string; fromTime: string; untilTime: string };
// The service as the freed staff member would perform it: null when they do not perform it.
export type ServiceFit = { durationMinutes: number; processingMinutes: number; bufferMinutes: number } | null;

// An entry fits a freed slot when the slot starts inside its days and hours (the location's wall clock, in
// its zone), goes to the staff member it asked for (or, with no preference, one who performs the service)
// and is long enough for the service.
export function slotFits(wish: WaitlistWish, slot: FreedSlot, service: ServiceFit, zone: string): boolean {
  if (!service) return false;
  if (wish.staffId !== null && wish.staffId !== slot.staffId) return false;
  const local = DateTime.fromMillis(slot.start, { zone });
  const date = local.toFormat('yyyy-MM-dd');
  const time = local.toFormat('HH:mm');
  if (date < wish.fromDate || date > wish.untilDate) return false;
  if (time < wish.fromTime || time >= wish.untilTime) return false;
  const needed = minutesToMs(service.durationMinutes + service.processingMinutes + service.bufferMinutes);
  return slot.end - slot.start >= needed;
}
