import { weeklyScheduleInputSchema, type WeeklyScheduleInput, type WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { fieldProblems, type Parsed } from '../../ui/form-problems';

// The add/edit schedule dialog as typed: seven weekday rows, each with a "works that day" box, blocks of
// hours and breaks. An unticked day keeps its times, so ticking it again brings them back.

export type RangeDraft = { start: string; end: string };
export type DayDraft = { works: boolean; hours: RangeDraft[]; breaks: RangeDraft[] };
export type ScheduleDraft = { locationId: string; effectiveFrom: string; effectiveUntil: string; days: DayDraft[] };

const standardDay = (): DayDraft => ({ works: false, hours: [{ start: '09:00', end: '17:00' }], breaks: [] });

export function emptyScheduleDraft(locationId: string, effectiveFrom: string): ScheduleDraft {
  // Monday to Friday, 9 to 5: the most common week, and quick to change.
  return {
    locationId,
    effectiveFrom,
    effectiveUntil: '',
    days: Array.from({ length: 7 }, (_, index) => ({ ...standardDay(), works: index < 5 })),
  };
}

export function draftFromSchedule(schedule: WeeklySchedule): ScheduleDraft {
  return {
    locationId: schedule.locationId,
    effectiveFrom: schedule.effectiveFrom,
    effectiveUntil: schedule.effectiveUntil ?? '',
    days: Array.from({ length: 7 }, (_, index) => {
      const day = schedule.days.find((item) => item.weekday === index + 1);
      return day
        ? { works: true, hours: day.hours.map((range) => ({ ...range })), breaks: day.breaks.map((range) => ({ ...range })) }
        : standardDay();
    }),
  };
}

// Problems keyed for the form: 'locationId', 'effectiveFrom', 'effectiveUntil', 'days' (no working day),
// and per weekday 'weekday.<1-7>' (the day's first problem).
export function parseScheduleDraft(draft: ScheduleDraft): Parsed<WeeklyScheduleInput> {
  const worked = draft.days.map((day, index) => ({ ...day, weekday: index + 1 })).filter((day) => day.works);
  const parsed = weeklyScheduleInputSchema.safeParse({
    locationId: draft.locationId,
    effectiveFrom: draft.effectiveFrom,
    effectiveUntil: draft.effectiveUntil.trim() === '' ? null : draft.effectiveUntil,
    days: worked.map((day) => ({ weekday: day.weekday, hours: day.hours, breaks: day.breaks })),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldProblems(parsed.error))) {
    const [first, index] = key.split('.');
    const day = first === 'days' && index !== undefined ? worked[Number(index)] : undefined;
    const target = day ? `weekday.${day.weekday}` : (first ?? '');
    problems[target] ??= message;
  }
  return { ok: false, problems };
}
