import { DateTime } from 'luxon';

// Pay periods and work weeks, as dates (yyyy-MM-dd) on a location's calendar. Payroll uses the same periods.

export type PayFrequency = 'weekly' | 'biweekly' | 'semimonthly';
export type PayPeriodSettings = { frequency: PayFrequency; anchorDate: string };
// A period's first and last day, both included.
export type PayPeriod = { start: string; end: string };

const day = (date: string) => DateTime.fromISO(date, { zone: 'UTC' });
const iso = (date: DateTime) => date.toISODate() ?? '';

// The period holding a date. Weekly and bi-weekly periods run from the anchor date in steps of 7 or 14 days
// (either way in time); semi-monthly periods are the 1st–15th and the 16th–end of the month.
// Example: payPeriodContaining('2026-11-27', { frequency: 'semimonthly', anchorDate: '2026-01-04' }) → { start: '2026-11-16', end: '2026-11-30' }
export function payPeriodContaining(date: string, settings: PayPeriodSettings): PayPeriod {
  const target = day(date);
  if (settings.frequency === 'semimonthly') {
    const firstHalf = target.day <= 15;
    const start = firstHalf ? target.startOf('month') : target.set({ day: 16 });
    const end = firstHalf ? target.set({ day: 15 }) : target.endOf('month').startOf('day');
    return { start: iso(start), end: iso(end) };
  }
  const length = settings.frequency === 'weekly' ? 7 : 14;
  const offset = Math.floor(target.diff(day(settings.anchorDate), 'days').days / length) * length;
  const start = day(settings.anchorDate).plus({ days: offset });
  return { start: iso(start), end: iso(start.plus({ days: length - 1 })) };
}

// The period before or after one.
export function adjacentPayPeriod(period: PayPeriod, settings: PayPeriodSettings, direction: -1 | 1): PayPeriod {
  const next = direction === 1 ? day(period.end).plus({ days: 1 }) : day(period.start).minus({ days: 1 });
  return payPeriodContaining(iso(next), settings);
}

// The first day of the work week holding a date; weekStartsOn is a luxon weekday (1 = Monday … 7 = Sunday).
// Example: workWeekStart('2026-11-27', 7) === '2026-11-22' (the Sunday before that Friday)
export function workWeekStart(date: string, weekStartsOn: number): string {
  const target = day(date);
  return iso(target.minus({ days: (target.weekday - weekStartsOn + 7) % 7 }));
}

export const addDays = (date: string, days: number) => iso(day(date).plus({ days }));
