import type { StaffServiceTerms } from '@chairside/shared/catalogue/catalogue-events';
import { DomainError } from '../commands/domain-error';

// Rules every part of the catalogue decider shares: finding an entry, unique names, "nothing changed".

export function found<T>(entries: Map<string, T>, id: string, message: string): T {
  const entry = entries.get(id);
  if (entry === undefined) throw new DomainError(message, 404);
  return entry;
}

// Names are unique case-insensitively among the entries given (archived ones included, so a restore never
// clashes); `self` may keep its own name or change its case.
export function uniqueName(
  entries: Iterable<[string, { name: string; archived?: boolean }]>,
  raw: string,
  self: string | null,
  taken: (name: string, archived: boolean) => string,
): string {
  const name = raw.trim();
  for (const [id, entry] of entries) {
    if (id !== self && entry.name.toLowerCase() === name.toLowerCase()) throw new DomainError(taken(name, entry.archived === true), 409);
  }
  return name;
}

export const archivedHint = (archived: boolean) => (archived ? ' (archived; restore it instead)' : '');
export const atLocation = <T extends { locationId: string }>(entries: Map<string, T>, locationId: string) =>
  [...entries].filter(([, entry]) => entry.locationId === locationId);
export const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
export const sameTerms = (a: StaffServiceTerms | undefined, b: StaffServiceTerms) =>
  a !== undefined && a.priceCents === b.priceCents && a.durationMinutes === b.durationMinutes;
// Field by field, whatever order the keys were stored in (jsonb reorders them).
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
          .join(',')}}`
      : JSON.stringify(value);
export const unchanged = <T extends object>(current: T, next: T) => canonical(current) === canonical(next);
