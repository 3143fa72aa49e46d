import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';

// Calendar dates of the class screens, as yyyy-MM-dd strings in the business zone. Date arithmetic is
// done at UTC midnight, where no daylight-saving change can shift a day.

const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

// Example: businessToday(new Date('2026-11-23T03:00:00Z')) === '2026-11-22' (9 PM in Chicago)
export function businessToday(now: Date): string {
  return isoDate.format(now);
}

// Example: addDays('2026-11-22', 13) === '2026-12-05'
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const fullDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

const atUtcMidnight = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};

// Example: formatDayLabel('2026-11-23') === 'Mon, Nov 23'
export function formatDayLabel(date: string): string {
  return dayLabel.format(atUtcMidnight(date));
}

// Example: formatLocalDate('2026-11-23') === 'Nov 23, 2026'
export function formatLocalDate(date: string): string {
  return fullDate.format(atUtcMidnight(date));
}

// Luxon's numbering, as the timetable uses it: 1 = Monday ... 7 = Sunday.
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// Example: formatTimeOfDay('18:05') === '6:05 PM'
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// Example: formatSlot({ weekday: 1, startTime: '09:30' }) === 'Mon 9:30 AM'
export function formatSlot(slot: { weekday: number; startTime: string }): string {
  return `${(weekdayNames[slot.weekday - 1] ?? '').slice(0, 3)} ${formatTimeOfDay(slot.startTime)}`;
}
