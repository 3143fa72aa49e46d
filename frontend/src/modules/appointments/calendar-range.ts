import { addDays, weekStart } from '../../format/calendar-dates';

// What the calendar shows, kept in the address (?date=2026-11-23&view=week) so a reload or a shared
// link opens the same page. Day and list show one date; week shows Monday to Sunday.
export const calendarViews = ['day', 'week', 'list'] as const;
export type CalendarViewName = (typeof calendarViews)[number];
export const calendarViewLabels: Record<CalendarViewName, string> = { day: 'Day', week: 'Week', list: 'List' };

export type CalendarPlace = { date: string; view: CalendarViewName };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | null): value is string {
  return value !== null && datePattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

// Example: readCalendarPlace(new URLSearchParams('view=week'), '2026-11-22') → { date: '2026-11-22', view: 'week' }
export function readCalendarPlace(params: URLSearchParams, today: string): CalendarPlace {
  const date = params.get('date');
  const view = params.get('view');
  return { date: isDate(date) ? date : today, view: calendarViews.find((name) => name === view) ?? 'day' };
}

// The address parameters of a place; today and the day view are the defaults and stay out of the address.
export function calendarPlaceParams(place: CalendarPlace, today: string): Record<string, string> {
  return { ...(place.date === today ? {} : { date: place.date }), ...(place.view === 'day' ? {} : { view: place.view }) };
}

// The dates a view reads (both included). Example: visibleDates({ date: '2026-11-25', view: 'week' }) → { from: '2026-11-23', to: '2026-11-29' }
export function visibleDates(place: CalendarPlace): { from: string; to: string } {
  if (place.view !== 'week') return { from: place.date, to: place.date };
  const monday = weekStart(place.date);
  return { from: monday, to: addDays(monday, 6) };
}

// The date "previous" or "next" leads to. Example: stepCalendar({ date: '2026-11-25', view: 'week' }, 1) === '2026-12-02'
export function stepCalendar(place: CalendarPlace, direction: 1 | -1): string {
  return addDays(place.date, direction * (place.view === 'week' ? 7 : 1));
}
