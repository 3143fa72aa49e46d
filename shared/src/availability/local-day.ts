import { DateTime, IANAZone } from 'luxon';
import { normalizeOwned, type Interval } from './intervals';
import { addMinutes, MINUTE_MS } from '../format/durations';

// One calendar day in a time zone, with what is needed to turn its wall-clock times ("09:30") into UTC
// instants by arithmetic alone. Luxon reads the zone's rules (Intl) once per day, which is the slow part;
// the day is cached. Our own resolution also makes ambiguous times come out the same whenever the process
// started (luxon's depends on the zone's offset at start-up).
//
// How wall-clock times on the two change days resolve (America/Chicago):
// - spring forward (2026-03-08, 02:00-02:59 does not exist): a nonexistent time moves forward by the gap,
//   as luxon does: 02:30 means 03:30 CDT (= 02:30 CST, 08:30Z). Hours that end or start inside the gap
//   therefore just lose the missing part; 00:00-04:00 is 3 real hours.
// - fall back (2026-11-01, 01:00-01:59 happens twice): an ambiguous time is its first occurrence (CDT):
//   01:30 means 06:30Z. 00:00-04:00 is 5 real hours, and 01:00-02:00 is 2.
export type LocalDay = {
  date: string;
  zone: string;
  // Luxon weekday, 1 = Monday ... 7 = Sunday.
  weekday: number;
  // The day as UTC instants: [local midnight, next local midnight).
  start: number;
  end: number;
  // 'yyyy-MM-ddT00:00' and 'yyyy-MM-ddT24:00': local date-times of this day compare between them as strings.
  startKey: string;
  endKey: string;
  // Midnight's wall-clock reading as if it were UTC; the UTC offsets (minutes) before and after the day's
  // change and the instant of the change (the same offsets and Infinity on an ordinary day).
  localMidnight: number;
  offsetBefore: number;
  offsetAfter: number;
  change: number;
};

const DAY = 86_400_000;
const cache = new Map<string, LocalDay>();
const CACHE_LIMIT = 1_000;
// Most calls in a row ask about the same day (a location's staff, a booking's candidates).
let lastDay: LocalDay | undefined;

// The instant a wall-clock reading (as-if-UTC milliseconds) means, given the offsets around a change at
// `change`: a reading exists with the old offset if it lands before the change, with the new one if after.
function resolve(local: number, before: number, after: number, change: number): number {
  const early = local - before * MINUTE_MS;
  if (before === after) return early;
  const late = local - after * MINUTE_MS;
  const earlyExists = early < change;
  const lateExists = late >= change;
  if (earlyExists && lateExists) return Math.min(early, late); // repeated hour: the first occurrence
  if (lateExists) return late;
  return early; // exists only with the old offset, or in the gap: the old offset moves it forward
}

// The first minute in (from, to] whose offset is not `before` (the zone changes once in between).
function findChange(zone: IANAZone, from: number, to: number, before: number): number {
  let low = from;
  let high = to;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / MINUTE_MS / 2) * MINUTE_MS;
    if (zone.offset(middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

// Example: localDay('2026-03-08', 'America/Chicago').weekday === 7 and .start === Date.UTC(2026, 2, 8, 6) (midnight CST).
// Throws a RangeError for a date that does not exist or a zone luxon does not know.
export function localDay(date: string, zone: string): LocalDay {
  if (lastDay !== undefined && lastDay.date === date && lastDay.zone === zone) return lastDay;
  const key = `${zone} ${date}`;
  const cached = cache.get(key);
  if (cached !== undefined) return (lastDay = cached);
  const calendar = DateTime.fromISO(date, { zone: 'utc' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !calendar.isValid) throw new RangeError(`${date} is not a date (yyyy-MM-dd)`);
  const ianaZone = IANAZone.create(zone);
  if (!ianaZone.isValid) throw new RangeError(`${zone} is not a time zone`);
  const localMidnight = calendar.toMillis();
  // A day spans at most [midnight - 14 h, midnight + 36 h] in UTC, so the offsets a day outside it are the
  // ones before and after any change that touches the day (zones change at most a few times a year).
  const from = localMidnight - DAY;
  const to = localMidnight + 2 * DAY;
  const before = ianaZone.offset(from);
  const after = ianaZone.offset(to);
  const change = before === after ? Infinity : findChange(ianaZone, from, to, before);
  const start = resolve(localMidnight, before, after, change);
  const end = resolve(localMidnight + DAY, before, after, change);
  // Offsets in force during the day itself; equal unless the change falls inside it.
  const offsetBefore = start < change ? before : after;
  const offsetAfter = end <= change ? before : after;
  const day: LocalDay = {
    date,
    zone,
    weekday: calendar.weekday,
    start,
    end,
    startKey: `${date}T00:00`,
    endKey: `${date}T24:00`,
    localMidnight,
    offsetBefore,
    offsetAfter,
    change: offsetBefore === offsetAfter ? Infinity : change,
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, day);
  return (lastDay = day);
}

// Minutes since midnight of 'HH:mm' at `at` in a validated string. Example: minutesOfDay('09:30') === 570
// No inner helper on purpose: tsx (esbuild keepNames) wraps every named closure in a defineProperty call,
// which cost more than the whole rest of a staff-day.
export function minutesOfDay(time: string, at = 0): number {
  const hours = (time.charCodeAt(at) - 48) * 10 + time.charCodeAt(at + 1) - 48;
  return hours * 60 + (time.charCodeAt(at + 3) - 48) * 10 + time.charCodeAt(at + 4) - 48;
}

// The UTC instant of a wall-clock time of the day, in minutes since midnight (resolved as described above).
// Example: wallClockToUtc(localDay('2026-11-01', 'America/Chicago'), 9 * 60) === Date.UTC(2026, 10, 1, 15)
export function wallClockToUtc(day: LocalDay, minutes: number): number {
  if (day.offsetBefore === day.offsetAfter) return addMinutes(day.start, minutes);
  return resolve(addMinutes(day.localMidnight, minutes), day.offsetBefore, day.offsetAfter, day.change);
}

// The whole local day as one interval (e.g. to load the appointments that may touch it).
// Example: localDayInterval('2026-11-01', 'America/Chicago') → 05:00Z on Nov 1 to 06:00Z on Nov 2 (25 hours)
export function localDayInterval(date: string, zone: string): Interval {
  const day = localDay(date, zone);
  return { start: day.start, end: day.end };
}

// Wall-clock 'HH:mm' ranges of a date as UTC intervals, e.g. a location's opening hours for a room or device.
// Ranges that come out empty (inside the spring-forward gap) are left out; the result is normalized.
// Example: wallClockIntervals('2026-11-23', [{ start: '09:00', end: '17:00' }], 'America/Chicago') → [15:00Z, 23:00Z)
export function wallClockIntervals(date: string, ranges: readonly { start: string; end: string }[], zone: string): Interval[] {
  const day = localDay(date, zone);
  const intervals: Interval[] = [];
  for (const range of ranges) {
    const start = wallClockToUtc(day, minutesOfDay(range.start));
    const end = wallClockToUtc(day, minutesOfDay(range.end));
    if (end > start) intervals.push({ start, end });
  }
  return normalizeOwned(intervals);
}
