import { IANAZone, Settings } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { minutesToMs } from '@chairside/shared/format/durations';

const quarterHour = minutesToMs(15);

// An IANA zone that remembers its UTC offsets. Luxon asks Intl (formatToParts) for the offset of every
// DateTime it makes in a named zone, several microseconds a time, and the calendar's luxon localizer makes
// tens of thousands of them to lay out a busy day. Offsets change only at transitions, and the business
// zone's transitions (America/Chicago: 2 AM local, on the hour in UTC) fall on UTC quarter-hours, so one
// lookup per quarter-hour of UTC time is exact (cached-zone.unit.test.ts checks every minute of both
// daylight-saving days against Intl).
export class CachedIANAZone extends IANAZone {
  readonly #offsets = new Map<number, number>();

  override offset(ts: number): number {
    const bucket = Math.floor(ts / quarterHour);
    let found = this.#offsets.get(bucket);
    if (found === undefined) {
      found = super.offset(ts);
      // A calendar session touches a few months at most; keep the map from growing without bound.
      if (this.#offsets.size > 50_000) this.#offsets.clear();
      this.#offsets.set(bucket, found);
    }
    return found;
  }
}

// The business zone, shared by the calendar's localizer and the business-time helpers.
export const businessZone = new CachedIANAZone(BUSINESS_TIME_ZONE);

// The calendar shows the selected location's wall clock: each location has its own zone. The zone in use
// is module state (the localizer reads luxon's default zone), switched by the calendar page before it
// renders anything else; one cached zone per name, so switching back keeps the offsets already found.
const zones = new Map<string, CachedIANAZone>([[BUSINESS_TIME_ZONE, businessZone]]);
let current: CachedIANAZone = businessZone;

export function calendarZone(): CachedIANAZone {
  return current;
}

// Idempotent; an unknown name keeps the business zone.
export function setCalendarZone(name: string): void {
  if (current.name === name) return;
  let zone = zones.get(name);
  if (!zone) {
    if (!IANAZone.isValidZone(name)) return;
    zones.set(name, (zone = new CachedIANAZone(name)));
  }
  current = zone;
  Settings.defaultZone = zone;
}
