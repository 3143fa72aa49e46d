// Minutes and milliseconds, one place for the arithmetic: durations are whole minutes in the catalogue and
// instants are epoch milliseconds. Browser-safe.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

// Example: minutesToMs(45) === 2_700_000
export const minutesToMs = (minutes: number): number => minutes * MINUTE_MS;

// Whole minutes, rounded down. Example: msToMinutes(2_760_000) === 46
export const msToMinutes = (ms: number): number => Math.floor(ms / MINUTE_MS);

// Example: addMinutes(Date.parse('2026-11-23T15:00:00Z'), 30) === Date.parse('2026-11-23T15:30:00Z')
export const addMinutes = (instant: number, minutes: number): number => instant + minutes * MINUTE_MS;

// Whole minutes from one instant to another, rounded down (negative when `to` is earlier).
// Example: minutesBetween(Date.parse('2026-11-23T15:00Z'), Date.parse('2026-11-23T15:45Z')) === 45
export const minutesBetween = (from: number, to: number): number => Math.floor((to - from) / MINUTE_MS);

// Half-open spans [start, end) overlap when each starts before the other ends. Example: 10:00–11:00 and 11:00–12:00 do not.
export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;
