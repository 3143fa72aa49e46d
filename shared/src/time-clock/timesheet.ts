import { DateTime } from 'luxon';
import { minutesBetween } from '../format/durations';
import { addDays, workWeekStart, type PayPeriod } from './pay-periods';

// The pure arithmetic of timesheets: worked time, breaks and US (FLSA) overtime over 40 hours in a work week.
// - An entry belongs to the day it started on, on the clock of the location where it was worked.
// - Durations are real elapsed time (instants), so a shift across a daylight-saving change counts the hours
//   actually worked (9 across a fall-back night that the wall clock calls 8).
// - A break up to `paidBreakMinutes` long is paid (worked); a longer one is unpaid in full.
// - Overtime is counted per work week in day order; the minutes past 40 hours belong to the day (and so the
//   pay period) on which they were worked, so a week split between two semi-monthly periods splits by day.

export const OVERTIME_THRESHOLD_MINUTES = 40 * 60;

export type TimesheetEntryInput = {
  entryId: string;
  staffId: string;
  timeZone: string;
  clockedInAt: string;
  // Null while open: an open entry is listed but not counted.
  clockedOutAt: string | null;
  breaks: readonly { start: string; end: string | null }[];
};

export type TimesheetDay = {
  date: string;
  workedMinutes: number;
  breakMinutes: number;
  paidBreakMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
  entryIds: string[];
};

export type TimesheetTotals = {
  days: number;
  workedMinutes: number;
  breakMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
};

const spanMinutes = (start: string, end: string) => Math.max(0, minutesBetween(Date.parse(start), Date.parse(end)));

// An entry's local date, worked minutes and break minutes (all, and the paid ones among them).
export function entryMinutes(entry: TimesheetEntryInput, paidBreakMinutes: number) {
  const date = DateTime.fromISO(entry.clockedInAt, { zone: entry.timeZone }).toISODate() ?? '';
  if (!entry.clockedOutAt) return { date, workedMinutes: 0, breakMinutes: 0, paidBreakMinutes: 0 };
  const breaks = entry.breaks.map((pause) => spanMinutes(pause.start, pause.end ?? entry.clockedOutAt!));
  const breakMinutes = breaks.reduce((sum, minutes) => sum + minutes, 0);
  const paid = breaks.filter((minutes) => minutes <= paidBreakMinutes).reduce((sum, minutes) => sum + minutes, 0);
  return {
    date,
    workedMinutes: spanMinutes(entry.clockedInAt, entry.clockedOutAt) - breakMinutes + paid,
    breakMinutes,
    paidBreakMinutes: paid,
  };
}

// One person's days within a period, with overtime. `entries` must include the person's entries from the
// start of the work week holding the period's first day (earlier days of that week count towards 40 hours).
export function personTimesheet(
  entries: readonly TimesheetEntryInput[],
  options: { period: PayPeriod; weekStartsOn: number; paidBreakMinutes: number },
): { days: TimesheetDay[]; totals: TimesheetTotals } {
  const byDate = new Map<string, TimesheetDay>();
  for (const entry of entries) {
    const minutes = entryMinutes(entry, options.paidBreakMinutes);
    const dayRow = byDate.get(minutes.date) ?? {
      date: minutes.date,
      workedMinutes: 0,
      breakMinutes: 0,
      paidBreakMinutes: 0,
      regularMinutes: 0,
      overtimeMinutes: 0,
      entryIds: [],
    };
    dayRow.workedMinutes += minutes.workedMinutes;
    dayRow.breakMinutes += minutes.breakMinutes;
    dayRow.paidBreakMinutes += minutes.paidBreakMinutes;
    dayRow.entryIds.push(entry.entryId);
    byDate.set(minutes.date, dayRow);
  }
  const ordered = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const weekTotals = new Map<string, number>();
  for (const dayRow of ordered) {
    const week = workWeekStart(dayRow.date, options.weekStartsOn);
    const before = weekTotals.get(week) ?? 0;
    const after = before + dayRow.workedMinutes;
    dayRow.overtimeMinutes = Math.max(0, after - Math.max(OVERTIME_THRESHOLD_MINUTES, before));
    dayRow.regularMinutes = dayRow.workedMinutes - dayRow.overtimeMinutes;
    weekTotals.set(week, after);
  }
  const days = ordered.filter((dayRow) => dayRow.date >= options.period.start && dayRow.date <= options.period.end);
  const sum = (pick: (dayRow: TimesheetDay) => number) => days.reduce((total, dayRow) => total + pick(dayRow), 0);
  return {
    days,
    totals: {
      days: days.filter((dayRow) => dayRow.workedMinutes > 0).length,
      workedMinutes: sum((dayRow) => dayRow.workedMinutes),
      breakMinutes: sum((dayRow) => dayRow.breakMinutes),
      regularMinutes: sum((dayRow) => dayRow.regularMinutes),
      overtimeMinutes: sum((dayRow) => dayRow.overtimeMinutes),
    },
  };
}

// The dates whose entries a period's timesheet needs: from the start of the work week holding its first day
// (a day before and after, so every zone's local date is inside) to the day after its last.
export function timesheetReadWindow(period: PayPeriod, weekStartsOn: number): { from: string; to: string } {
  return { from: addDays(workWeekStart(period.start, weekStartsOn), -1), to: addDays(period.end, 2) };
}

// "7:30" for 450 minutes: hours and minutes, as timesheets show them.
export const formatHours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
