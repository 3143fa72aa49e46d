import { classTypeInputSchema, type ClassType, type ClassTypeInput } from '@chairside/shared/catalogue/catalogue-dto';
import { formatTimeOfDay, weekdayShortNames } from '../../format/calendar-dates';
import { fieldProblems, type Parsed } from '../../ui/form-problems';
import { PRICE_TEXT_ERROR, centsFromDollarText, dollarTextFromCents, numberFromText } from '../../ui/form-values';

// One line of the weekly timetable; key keeps React's rows stable while lines are added and removed.
export type TimetableLine = { key: number; weekday: string; startTime: string };

export type ClassForm = {
  name: string;
  description: string;
  instructorId: string;
  roomId: string;
  capacity: string;
  duration: string;
  price: string;
  color: string;
  timetable: TimetableLine[];
  startsOn: string;
  endsOn: string;
};

let nextKey = 1;
export const timetableLine = (weekday = '1', startTime = '18:00'): TimetableLine => ({ key: nextKey++, weekday, startTime });

export function emptyClassForm(today: string): ClassForm {
  return {
    name: '',
    description: '',
    instructorId: '',
    roomId: '',
    capacity: '8',
    duration: '60',
    price: '',
    color: '#14b8a6',
    timetable: [timetableLine()],
    startsOn: today,
    endsOn: '',
  };
}

export function formFromClass(type: ClassType): ClassForm {
  return {
    name: type.name,
    description: type.description,
    instructorId: type.instructorId,
    roomId: type.roomId ?? '',
    capacity: String(type.capacity),
    duration: String(type.durationMinutes),
    price: dollarTextFromCents(type.priceCents),
    color: type.color,
    timetable: type.timetable.map((slot) => timetableLine(String(slot.weekday), slot.startTime)),
    startsOn: type.startsOn,
    endsOn: type.endsOn ?? '',
  };
}

// The route's own schema; errors come back keyed by the input's field names ("timetable.0.startTime").
export function readClassForm(locationId: string, form: ClassForm): Parsed<ClassTypeInput> {
  const priceCents = centsFromDollarText(form.price);
  const parsed = classTypeInputSchema.safeParse({
    name: form.name,
    description: form.description,
    locationId,
    instructorId: form.instructorId,
    roomId: form.roomId || null,
    capacity: numberFromText(form.capacity),
    durationMinutes: numberFromText(form.duration),
    priceCents,
    color: form.color,
    timetable: form.timetable.map((line) => ({ weekday: Number(line.weekday), startTime: line.startTime })),
    startsOn: form.startsOn,
    endsOn: form.endsOn || null,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = fieldProblems(parsed.error);
  if (Number.isNaN(priceCents)) problems.priceCents = PRICE_TEXT_ERROR;
  return { ok: false, problems };
}

// Example: formatSlot({ weekday: 1, startTime: '09:30' }) === 'Mon 9:30 AM'
export function formatSlot(slot: { weekday: number; startTime: string }): string {
  return `${weekdayShortNames[slot.weekday - 1] ?? ''} ${formatTimeOfDay(slot.startTime)}`;
}
