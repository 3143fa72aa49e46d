import type { ClassTypeFields } from '@chairside/shared/catalogue/catalogue-events';
import { overlaps } from '@chairside/shared/format/durations';

export type TimetabledClass = Pick<
  ClassTypeFields,
  'name' | 'instructorId' | 'roomId' | 'durationMinutes' | 'timetable' | 'startsOn' | 'endsOn'
> & { id: string };

type Session = { start: number; end: number; weekday: number; startTime: string };

const minutesPerDay = 24 * 60;
// Enough days to meet every weekly pattern twice from the start of the shared date range (see below).
const windowDays = 16;
const weekdayNames = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

const epochDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
// 1970-01-01 was a Thursday (weekday 4).
const weekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// Sessions in wall-clock minutes, so a session late in the evening may run past midnight into the next day.
function sessions(classType: TimetabledClass, from: number, to: number): Session[] {
  const first = Math.max(from, epochDay(classType.startsOn));
  const last = Math.min(to, classType.endsOn === null ? Infinity : epochDay(classType.endsOn));
  const result: Session[] = [];
  for (let day = first; day <= last; day += 1) {
    for (const slot of classType.timetable) {
      if (slot.weekday !== weekdayOf(day)) continue;
      const start = day * minutesPerDay + minutesOf(slot.startTime);
      result.push({ start, end: start + classType.durationMinutes, weekday: slot.weekday, startTime: slot.startTime });
    }
  }
  return result;
}

// Two sessions overlapping start within a day of each other (a session lasts at most 8 hours), so only the
// shared date range ±1 day matters, and the weekly pattern repeats: any clash shows within its first 16 days.
function firstClash(a: TimetabledClass, b: TimetabledClass): { mine: Session; theirs: Session } | null {
  const from = Math.max(epochDay(a.startsOn), epochDay(b.startsOn)) - 1;
  const ends = [a.endsOn, b.endsOn].filter((end): end is string => end !== null).map(epochDay);
  const to = Math.min(from + windowDays, ends.length > 0 ? Math.min(...ends) + 1 : Infinity);
  if (to < from) return null;
  const theirs = sessions(b, from, to);
  for (const mine of sessions(a, from, to)) {
    const other = theirs.find((session) => overlaps(session, mine) && (a.id !== b.id || session.start !== mine.start));
    if (other) return { mine, theirs: other };
  }
  return null;
}

const when = (session: Session) => `${weekdayNames[session.weekday - 1]} at ${session.startTime}`;

// Why the class's sessions cannot take place as timetabled, or null: its own sessions overlap, or a session
// overlaps one of another class with the same instructor or in the same room.
export function timetableClash(candidate: TimetabledClass, others: readonly TimetabledClass[]): string | null {
  const own = firstClash(candidate, candidate);
  if (own) return `The timetable's sessions on ${when(own.mine)} and ${when(own.theirs)} overlap each other`;
  for (const other of others) {
    if (other.id === candidate.id) continue;
    const sameInstructor = other.instructorId === candidate.instructorId;
    const sameRoom = candidate.roomId !== null && other.roomId === candidate.roomId;
    if (!sameInstructor && !sameRoom) continue;
    const clash = firstClash(candidate, other);
    if (clash)
      return `The class would overlap "${other.name}" on ${when(clash.theirs)}, which ${sameInstructor ? 'has the same instructor' : 'uses the same room'}`;
  }
  return null;
}
