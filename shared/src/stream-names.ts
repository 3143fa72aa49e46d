// Stream categories renamed after data was written under the old name: one word per category, and
// a category never mixes two kinds. A stream that already exists under its old name keeps it (commands read
// and append where its history is, see backend/src/commands/load-state.ts); new streams take the new name.
// Persisted names are never rewritten.
const renamedCategories = [
  // An appointment day book, `<locationId>-<yyyy-mm-dd>`; `schedule-` also meant staff working hours.
  { prefix: 'daybook-', legacy: 'schedule-' },
  // A staff member's working hours (weekly schedules, exceptions, time off); `staff-schedule-` fell in the
  // `staff` category beside the profiles.
  { prefix: 'roster-', legacy: 'staff-schedule-' },
] as const;

// The old name of a stream whose category was renamed, e.g. legacyStreamName('roster-42') === 'staff-schedule-42'.
export function legacyStreamName(stream: string): string | null {
  const renamed = renamedCategories.find(({ prefix }) => stream.startsWith(prefix));
  return renamed ? renamed.legacy + stream.slice(renamed.prefix.length) : null;
}

// The current name of a persisted stream, old or new, e.g. currentStreamName('staff-schedule-42') === 'roster-42'.
export function currentStreamName(stream: string): string {
  const renamed = renamedCategories.find(({ legacy }) => stream.startsWith(legacy));
  return renamed ? renamed.prefix + stream.slice(renamed.legacy.length) : stream;
}
