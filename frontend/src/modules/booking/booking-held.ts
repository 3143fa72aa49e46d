import { useSyncExternalStore } from 'react';
import type { PlacedHold } from './hooks/use-booking-commands';

// The holds this tab placed on /booking, with their tokens and what they were for, kept in sessionStorage:
// a reload, back and forward, or signing in from the hold screen (a page load in the same tab) finds them
// again, so the visitor can resume, book or release each. The tokens never leave the tab (a new tab or
// another browser cannot book or release them); the server still counts them until they end or lapse.

export type KeptHold = PlacedHold & { holdToken: string; staffChoice: string };

const HOLDS_KEY = 'chairside_booking_holds';
const CURRENT_KEY = 'chairside_booking_current_hold';
const listeners = new Set<() => void>();
let snapshot: { raw: string | null; holds: KeptHold[] } = { raw: null, holds: [] };

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage may be off (private modes): the holds then last as long as the page.
  }
}

const isKept = (value: unknown): value is KeptHold => {
  const hold = value as Partial<KeptHold> | null;
  return (
    typeof hold?.holdId === 'string' &&
    typeof hold.holdToken === 'string' &&
    typeof hold.expiresAt === 'string' &&
    typeof hold.startsAt === 'string' &&
    typeof hold.locationId === 'string' &&
    typeof hold.date === 'string' &&
    Array.isArray(hold.serviceIds)
  );
};

// Every kept hold, lapsed ones included (the reader decides what is still live).
export function keptHolds(): KeptHold[] {
  const raw = read(HOLDS_KEY);
  if (raw === snapshot.raw) return snapshot.holds;
  let holds: KeptHold[];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    holds = Array.isArray(parsed) ? parsed.filter(isKept) : [];
  } catch {
    holds = [];
  }
  snapshot = { raw, holds };
  return holds;
}

function save(holds: KeptHold[]): void {
  write(HOLDS_KEY, JSON.stringify(holds));
  for (const listener of listeners) listener();
}

export function keepHold(hold: KeptHold): void {
  const now = Date.now();
  save([...keptHolds().filter((kept) => kept.holdId !== hold.holdId && Date.parse(kept.expiresAt) > now), hold]);
}

export function forgetHolds(holdIds: readonly string[]): void {
  const kept = keptHolds();
  if (!kept.some((hold) => holdIds.includes(hold.holdId))) return;
  save(kept.filter((hold) => !holdIds.includes(hold.holdId)));
  if (holdIds.includes(read(CURRENT_KEY) ?? '')) write(CURRENT_KEY, null);
}

export function forgetLapsed(now: number): void {
  forgetHolds(
    keptHolds()
      .filter((hold) => Date.parse(hold.expiresAt) <= now)
      .map((hold) => hold.holdId),
  );
}

// The hold the page was booking (its "Your time" screen), to resume after a reload.
export const currentHoldId = () => read(CURRENT_KEY);
export const setCurrentHold = (holdId: string | null) => write(CURRENT_KEY, holdId);

export function useKeptHolds(): KeptHold[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keptHolds,
    () => [],
  );
}

// The kept holds that are for these choices (the same location, day and services; with this staff member
// when one was chosen): the times the list shows as "Held by you".
export function holdsFor(
  holds: readonly KeptHold[],
  choice: { locationId: string; date: string; serviceIds: readonly string[]; staffId: string | null },
): KeptHold[] {
  const services = [...choice.serviceIds].sort().join(',');
  return holds.filter(
    (hold) =>
      hold.locationId === choice.locationId &&
      hold.date === choice.date &&
      [...hold.serviceIds].sort().join(',') === services &&
      (choice.staffId === null || hold.staffId === choice.staffId),
  );
}
