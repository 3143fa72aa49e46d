import { DateTime } from 'luxon';
import { LOCALE } from '@chairside/shared/constants';
import type { PublicSlot } from '@chairside/shared/booking/booking-dto';

// The pure arithmetic of the booking page: days in the location's zone, slots grouped by part of the day,
// the hold's countdown. Every instant is a UTC ISO string; every date a 'yyyy-MM-dd' local to the location.

export type DayPart = 'Morning' | 'Afternoon' | 'Evening';
export const DAY_PARTS: readonly DayPart[] = ['Morning', 'Afternoon', 'Evening'];

// One start time to offer: several staff members may be free then ("any available" shows it once). A time
// the visitor holds themselves carries that hold's id (`heldId`): it is theirs, shown as such, not hidden.
export type SlotChoice = { startsAt: string; staffIds: string[]; label: string; heldId?: string };
export type SlotGroup = { part: DayPart; slots: SlotChoice[] };

// Before noon is morning, before 5 PM afternoon, the rest evening, on the location's clock.
export function dayPartOf(startsAt: string, zone: string): DayPart {
  const hour = DateTime.fromISO(startsAt, { zone }).hour;
  return hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening';
}

// '10:30 AM' on the location's clock.
export const slotLabel = (startsAt: string, zone: string) => DateTime.fromISO(startsAt, { zone }).setLocale(LOCALE).toFormat('h:mm a');

// Example: groupSlots([{ startsAt: '2026-12-01T15:00:00Z', staffId: 'a' }, { startsAt: '2026-12-01T15:00:00Z', staffId: 'b' }], 'America/Chicago')
//   → [{ part: 'Morning', slots: [{ startsAt: '2026-12-01T15:00:00Z', staffIds: ['a', 'b'], label: '9:00 AM' }] }]
// Empty parts are left out; starts are in time order, each once. `held`: the visitor's own holds that day
// (the server lists them as taken), put back as their own.
export function groupSlots(
  slots: readonly PublicSlot[],
  zone: string,
  held: readonly { startsAt: string; staffId: string; holdId: string }[] = [],
): SlotGroup[] {
  const byStart = new Map<number, SlotChoice>();
  for (const hold of held) {
    byStart.set(Date.parse(hold.startsAt), {
      startsAt: hold.startsAt,
      staffIds: [hold.staffId],
      label: slotLabel(hold.startsAt, zone),
      heldId: hold.holdId,
    });
  }
  for (const slot of slots) {
    const at = Date.parse(slot.startsAt);
    const found = byStart.get(at);
    if (found) {
      if (!found.heldId && !found.staffIds.includes(slot.staffId)) found.staffIds.push(slot.staffId);
    } else byStart.set(at, { startsAt: slot.startsAt, staffIds: [slot.staffId], label: slotLabel(slot.startsAt, zone) });
  }
  const ordered = [...byStart.entries()].sort(([a], [b]) => a - b).map(([, choice]) => choice);
  return DAY_PARTS.map((part) => ({ part, slots: ordered.filter((choice) => dayPartOf(choice.startsAt, zone) === part) })).filter(
    (group) => group.slots.length > 0,
  );
}

// What is left of a hold, as a clock: countdownText(299_400) === '4:59', countdownText(-5) === '0:00'.
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

// Today on the location's clock. Example: todayIn('America/New_York', Date.parse('2026-11-27T03:00:00Z')) === '2026-11-26'
export const todayIn = (zone: string, now: number = Date.now()) => DateTime.fromMillis(now, { zone }).toFormat('yyyy-MM-dd');

export const addDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toFormat('yyyy-MM-dd');

// The last day one may book: today + the horizon.
export const lastBookableDay = (today: string, horizonDays: number) => addDays(today, horizonDays);

export type StripDay = { date: string; weekday: string; day: string; fullLabel: string };

// The strip of days under the date picker: a week from `start`, never past the horizon.
export function dayStrip(start: string, last: string, count = 7): StripDay[] {
  const days: StripDay[] = [];
  for (let index = 0; index < count; index += 1) {
    const date = addDays(start, index);
    if (date > last) break;
    const value = DateTime.fromISO(date).setLocale(LOCALE);
    days.push({ date, weekday: value.toFormat('ccc'), day: value.toFormat('d'), fullLabel: value.toFormat('cccc, LLLL d') });
  }
  return days;
}

// Where the strip starts: from today while the chosen day is among its first `count` days, else from the chosen day.
export const stripStart = (today: string, chosen: string, count = 7) =>
  chosen >= today && chosen < addDays(today, count) ? today : chosen;

// 'Tue, Dec 1': the next free day, on the button that chooses it.
export const shortDay = (date: string) => DateTime.fromISO(date).setLocale(LOCALE).toFormat('ccc, LLL d');

// A date the page may ask for: within today … today + horizon.
export const clampDate = (date: string, today: string, last: string) => (date < today ? today : date > last ? last : date);

// A note when the location's clock is not the browser's (their offsets differ now), else null.
export function zoneDiffers(locationZone: string, browserZone: string, now: number = Date.now()): boolean {
  if (locationZone === browserZone) return false;
  return DateTime.fromMillis(now, { zone: locationZone }).offset !== DateTime.fromMillis(now, { zone: browserZone }).offset;
}

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// 'Tuesday, December 1, 2026 at 10:30 AM' on the location's clock.
export const longWhen = (startsAt: string, zone: string) =>
  DateTime.fromISO(startsAt, { zone }).setLocale(LOCALE).toFormat("cccc, LLLL d, yyyy 'at' h:mm a");
