import { DateTime } from 'luxon';
import type { ClassSession, ClassType } from './catalogue-dto';

// What the expansion reads of a class type (the DTO satisfies it).
export type ClassTimetable = Pick<
  ClassType,
  | 'id'
  | 'name'
  | 'locationId'
  | 'instructorId'
  | 'roomId'
  | 'capacity'
  | 'durationMinutes'
  | 'timetable'
  | 'startsOn'
  | 'endsOn'
  | 'archived'
>;

// Calendar dates are walked in UTC, where every day has 24 hours; only the session times meet the zone.
function* datesBetween(from: string, to: string): Generator<DateTime> {
  const last = DateTime.fromISO(to, { zone: 'utc' });
  for (let day = DateTime.fromISO(from, { zone: 'utc' }); day <= last; day = day.plus({ days: 1 })) yield day;
}

// On the fall-back night 01:30 happens twice; the class meets at the first one.
function firstOccurrence(local: DateTime): DateTime {
  const candidates = local.getPossibleOffsets();
  return candidates.length > 1 ? candidates.reduce((earliest, candidate) => (candidate < earliest ? candidate : earliest)) : local;
}

// The sessions of active class types on the local dates from..to (inclusive), ordered by start. Each class
// runs on its own location's clock: zoneOf gives a location's zone (Brooklyn's yoga at 18:00 is 18:00 in
// New York, Uptown's in Chicago). A slot keeps its wall-clock time across daylight saving (18:00 stays 18:00 local); the end is
// durationMinutes of real time later. A time the spring-forward skips (02:30) moves an hour later;
// a time the fall-back repeats (01:30) is its first occurrence.
// Example: expandClassSessions([yoga], '2026-11-01', '2026-11-07', () => 'America/Chicago') → the week's yoga sessions.
export function expandClassSessions(
  classTypes: readonly ClassTimetable[],
  from: string,
  to: string,
  zoneOf: (locationId: string) => string,
): ClassSession[] {
  const sessions: ClassSession[] = [];
  const active = classTypes.filter((classType) => !classType.archived && classType.timetable.length > 0);
  if (active.length === 0) return sessions;
  for (const day of datesBetween(from, to)) {
    const date = day.toISODate() as string;
    for (const classType of active) {
      if (date < classType.startsOn || (classType.endsOn !== null && date > classType.endsOn)) continue;
      for (const slot of classType.timetable) {
        if (slot.weekday !== day.weekday) continue;
        const start = firstOccurrence(DateTime.fromISO(`${date}T${slot.startTime}`, { zone: zoneOf(classType.locationId) }));
        const end = start.plus({ minutes: classType.durationMinutes });
        sessions.push({
          classTypeId: classType.id,
          name: classType.name,
          locationId: classType.locationId,
          instructorId: classType.instructorId,
          roomId: classType.roomId,
          capacity: classType.capacity,
          date,
          start: start.toUTC().toISO() as string,
          end: end.toUTC().toISO() as string,
        });
      }
    }
  }
  return sessions.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}
