import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { adjacentPayPeriod, payPeriodContaining, workWeekStart } from './pay-periods';
import { personTimesheet, type TimesheetEntryInput } from './timesheet';

const zone = 'America/Chicago';
let counter = 0;
// A shift from a local start to a local end (wall clock at the location), with breaks given as local times.
function shift(start: string, end: string, breaks: [string, string][] = []): TimesheetEntryInput {
  const instant = (local: string) => DateTime.fromISO(local, { zone }).toUTC().toISO() ?? '';
  counter += 1;
  return {
    entryId: `e${counter}`,
    staffId: 's1',
    timeZone: zone,
    clockedInAt: instant(start),
    clockedOutAt: instant(end),
    breaks: breaks.map(([from, to]) => ({ start: instant(from), end: instant(to) })),
  };
}
const nineToFive = (date: string) => shift(`${date}T09:00`, `${date}T17:00`);
const hours = (minutes: number) => minutes / 60;

describe('timesheet arithmetic', () => {
  it('counts the real hours of a shift across the fall-back change, and the overtime they make', () => {
    // 2026-11-01 at 02:00 Chicago falls back to 01:00: midnight to 8 AM on the wall clock is 9 hours worked.
    const entries = [
      shift('2026-11-01T00:00', '2026-11-01T08:00'),
      ...['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map(nineToFive),
    ];
    const { days, totals } = personTimesheet(entries, {
      period: { start: '2026-11-01', end: '2026-11-14' },
      weekStartsOn: 7,
      paidBreakMinutes: 0,
    });
    expect(hours(days[0]!.workedMinutes)).toBe(9);
    expect(hours(totals.workedMinutes)).toBe(41);
    expect(days.map((day) => hours(day.overtimeMinutes))).toEqual([0, 0, 0, 0, 1]);
    expect(hours(totals.regularMinutes)).toBe(40);
  });

  it('starts counting afresh at the work week boundary, which the business chooses', () => {
    const weekdays = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];
    const entries = [
      ...weekdays.map((date) => shift(`${date}T08:00`, `${date}T17:00`)),
      nineToFive('2026-11-07'),
      nineToFive('2026-11-08'),
    ];
    const period = { start: '2026-11-01', end: '2026-11-14' };
    const sunday = personTimesheet(entries, { period, weekStartsOn: 7, paidBreakMinutes: 0 });
    // 45 hours Monday to Friday, Saturday all overtime, Sunday the first day of a new week.
    expect(sunday.days.map((day) => hours(day.overtimeMinutes))).toEqual([0, 0, 0, 0, 5, 8, 0]);
    expect(hours(sunday.totals.overtimeMinutes)).toBe(13);
    // Weeks starting on Monday: Sunday the 8th closes the same week, so it is overtime too.
    const monday = personTimesheet(entries, { period, weekStartsOn: 1, paidBreakMinutes: 0 });
    expect(hours(monday.totals.overtimeMinutes)).toBe(21);
  });

  it('splits a work week straddling two semi-monthly periods by day: overtime goes where it was worked', () => {
    // Weeks from Wednesday: Wed 11 Nov to Tue 17 Nov, ten hours a day; the 40 hours are reached on Saturday.
    const dates = ['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17'];
    const entries = dates.map((date) => shift(`${date}T08:00`, `${date}T18:00`));
    const settings = { frequency: 'semimonthly' as const, anchorDate: '2026-01-04' };
    const first = personTimesheet(entries, { period: payPeriodContaining('2026-11-11', settings), weekStartsOn: 3, paidBreakMinutes: 0 });
    const second = personTimesheet(entries, { period: payPeriodContaining('2026-11-17', settings), weekStartsOn: 3, paidBreakMinutes: 0 });
    expect([hours(first.totals.workedMinutes), hours(first.totals.overtimeMinutes)]).toEqual([50, 10]);
    expect([hours(second.totals.workedMinutes), hours(second.totals.overtimeMinutes)]).toEqual([20, 20]);
    expect(second.days.map((day) => day.date)).toEqual(['2026-11-16', '2026-11-17']);
  });

  it('pays short breaks when the business says so, and never a long one', () => {
    const entry = shift('2026-11-02T09:00', '2026-11-02T17:00', [
      ['2026-11-02T10:00', '2026-11-02T10:10'],
      ['2026-11-02T12:00', '2026-11-02T12:30'],
    ]);
    const period = { start: '2026-11-01', end: '2026-11-14' };
    const unpaid = personTimesheet([entry], { period, weekStartsOn: 7, paidBreakMinutes: 0 });
    expect([unpaid.totals.workedMinutes, unpaid.totals.breakMinutes]).toEqual([440, 40]);
    const paid = personTimesheet([entry], { period, weekStartsOn: 7, paidBreakMinutes: 15 });
    expect([paid.totals.workedMinutes, paid.days[0]!.paidBreakMinutes]).toEqual([450, 10]);
  });

  it('counts an open entry nowhere yet, and files a shift past midnight under the day it started', () => {
    const open = { ...nineToFive('2026-11-03'), clockedOutAt: null };
    const late = shift('2026-11-04T20:00', '2026-11-05T02:00');
    const { days } = personTimesheet([open, late], {
      period: { start: '2026-11-01', end: '2026-11-14' },
      weekStartsOn: 7,
      paidBreakMinutes: 0,
    });
    expect(days.map((day) => [day.date, hours(day.workedMinutes)])).toEqual([
      ['2026-11-03', 0],
      ['2026-11-04', 6],
    ]);
  });
});

describe('pay periods', () => {
  const biweekly = { frequency: 'biweekly' as const, anchorDate: '2026-01-04' };
  it('counts weekly and bi-weekly periods from the anchor, either way in time', () => {
    expect(payPeriodContaining('2026-01-17', biweekly)).toEqual({ start: '2026-01-04', end: '2026-01-17' });
    expect(payPeriodContaining('2026-01-18', biweekly)).toEqual({ start: '2026-01-18', end: '2026-01-31' });
    expect(payPeriodContaining('2025-12-31', biweekly)).toEqual({ start: '2025-12-21', end: '2026-01-03' });
    expect(payPeriodContaining('2026-11-27', { frequency: 'weekly', anchorDate: '2026-01-05' })).toEqual({
      start: '2026-11-23',
      end: '2026-11-29',
    });
  });

  it('halves a month semi-monthly, and steps from one period to the next', () => {
    const semimonthly = { frequency: 'semimonthly' as const, anchorDate: '2026-01-04' };
    expect(payPeriodContaining('2026-02-20', semimonthly)).toEqual({ start: '2026-02-16', end: '2026-02-28' });
    expect(adjacentPayPeriod({ start: '2026-02-16', end: '2026-02-28' }, semimonthly, 1)).toEqual({
      start: '2026-03-01',
      end: '2026-03-15',
    });
    expect(adjacentPayPeriod({ start: '2026-01-18', end: '2026-01-31' }, biweekly, -1)).toEqual({ start: '2026-01-04', end: '2026-01-17' });
    expect(workWeekStart('2026-11-27', 7)).toBe('2026-11-22');
    expect(workWeekStart('2026-11-22', 1)).toBe('2026-11-16');
  });
});
