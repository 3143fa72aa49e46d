import { DateTime, Settings } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { WeeklyScheduleDay } from '../team/working-hours-dto';
import { toIsoIntervals } from './availability';
import { localDay, localDayInterval } from './local-day';
import { workingIntervals, type ExceptionHours, type ScheduleHours, type TimeOffSpan } from './working-intervals';

const chicago = 'America/Chicago';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const HOUR = 3_600_000;

// 'HH:mm' UTC on a date, as toIsoIntervals prints it.
const z = (date: string, time: string) => `${date}T${time}:00.000Z`;
const span = (date: string, start: string, end: string, endDate = date) => ({ start: z(date, start), end: z(endDate, end) });
const day = (weekday: number, hours: [string, string][], breaks: [string, string][] = []): WeeklyScheduleDay => ({
  weekday,
  hours: hours.map(([start, end]) => ({ start, end })),
  breaks: breaks.map(([start, end]) => ({ start, end })),
});
const schedule = (days: WeeklyScheduleDay[], overrides: Partial<ScheduleHours> = {}): ScheduleHours => ({
  locationId: downtown,
  effectiveFrom: '2026-01-01',
  effectiveUntil: null,
  days,
  ...overrides,
});
const nineToFive = (weekday: number) => schedule([day(weekday, [['09:00', '17:00']])]);

function working(
  date: string,
  schedules: ScheduleHours[],
  options: { exceptions?: ExceptionHours[]; timeOff?: TimeOffSpan[]; locationId?: string } = {},
) {
  return toIsoIntervals(
    workingIntervals({
      date,
      locationId: options.locationId ?? downtown,
      zone: chicago,
      schedules,
      exceptions: options.exceptions ?? [],
      timeOff: options.timeOff ?? [],
    }),
  );
}

describe('workingIntervals: the weekly pattern', () => {
  it('gives a normal Monday 09:00-17:00 in Chicago (CST, UTC-6) as 15:00Z-23:00Z', () => {
    expect(working('2026-11-23', [nineToFive(1)])).toEqual([span('2026-11-23', '15:00', '23:00')]);
  });

  it('takes the breaks out of the hours', () => {
    const withBreaks = schedule([
      day(
        1,
        [['09:00', '17:00']],
        [
          ['12:00', '13:00'],
          ['15:00', '15:15'],
        ],
      ),
    ]);
    expect(working('2026-11-23', [withBreaks])).toEqual([
      span('2026-11-23', '15:00', '18:00'),
      span('2026-11-23', '19:00', '21:00'),
      span('2026-11-23', '21:15', '23:00'),
    ]);
  });

  it('keeps two blocks of hours apart and sorted', () => {
    const split = schedule([
      day(1, [
        ['14:00', '18:00'],
        ['08:00', '12:00'],
      ]),
    ]);
    expect(working('2026-11-23', [split])).toEqual([
      span('2026-11-23', '14:00', '18:00'),
      span('2026-11-23', '20:00', '00:00', '2026-11-24'),
    ]);
  });

  it('is empty on a weekday the pattern does not list, and at another location', () => {
    expect(working('2026-11-24', [nineToFive(1)])).toEqual([]);
    expect(working('2026-11-23', [nineToFive(1)], { locationId: uptown })).toEqual([]);
  });

  it('uses the pattern of the asked location when the person works at two', () => {
    const mornings = schedule([day(1, [['09:00', '12:00']])]);
    const afternoonsUptown = schedule([day(1, [['13:00', '17:00']])], { locationId: uptown });
    expect(working('2026-11-23', [mornings, afternoonsUptown])).toEqual([span('2026-11-23', '15:00', '18:00')]);
    expect(working('2026-11-23', [mornings, afternoonsUptown], { locationId: uptown })).toEqual([span('2026-11-23', '19:00', '23:00')]);
  });
});

describe('workingIntervals: effective ranges', () => {
  const autumn = nineToFive(1);
  autumn.effectiveFrom = '2026-11-23';

  it('applies an open-ended pattern from its first day on, far into the future', () => {
    expect(working('2026-11-23', [autumn])).toHaveLength(1);
    expect(working('2027-06-07', [autumn])).toEqual([span('2027-06-07', '14:00', '22:00')]);
  });

  it('does not apply on the Monday just before it starts', () => {
    expect(working('2026-11-16', [autumn])).toEqual([]);
  });

  it('includes the last day (effectiveUntil) and excludes the next matching weekday', () => {
    const ending = schedule([day(1, [['09:00', '17:00']])], { effectiveFrom: '2026-11-01', effectiveUntil: '2026-11-30' });
    expect(working('2026-11-30', [ending])).toEqual([span('2026-11-30', '15:00', '23:00')]);
    expect(working('2026-12-07', [ending])).toEqual([]);
  });

  it('switches from an old pattern to its successor on the day the new one starts', () => {
    const old = schedule([day(1, [['09:00', '17:00']])], { effectiveUntil: '2026-11-29' });
    const next = schedule([day(1, [['10:00', '14:00']])], { effectiveFrom: '2026-11-30' });
    expect(working('2026-11-23', [old, next])).toEqual([span('2026-11-23', '15:00', '23:00')]);
    expect(working('2026-11-30', [old, next])).toEqual([span('2026-11-30', '16:00', '20:00')]);
  });
});

describe('workingIntervals: exceptions', () => {
  const pattern = schedule([day(1, [['09:00', '17:00']], [['12:00', '13:00']])]);

  it('replaces the pattern (and its breaks) with custom hours on that date', () => {
    const exceptions = [{ date: '2026-11-23', locationId: downtown, hours: [{ start: '10:00', end: '14:00' }] }];
    expect(working('2026-11-23', [pattern], { exceptions })).toEqual([span('2026-11-23', '16:00', '20:00')]);
    expect(working('2026-11-30', [pattern], { exceptions })).toHaveLength(2);
  });

  it('gives custom hours even on a day the pattern has no hours', () => {
    const exceptions = [{ date: '2026-11-24', locationId: downtown, hours: [{ start: '09:00', end: '11:00' }] }];
    expect(working('2026-11-24', [pattern], { exceptions })).toEqual([span('2026-11-24', '15:00', '17:00')]);
  });

  it('makes a day off when it has no hours', () => {
    expect(working('2026-11-23', [pattern], { exceptions: [{ date: '2026-11-23', locationId: downtown, hours: [] }] })).toEqual([]);
  });

  it('takes the day away from every other location (a day off anywhere, or hours elsewhere)', () => {
    const dayOffUptown = [{ date: '2026-11-23', locationId: uptown, hours: [] }];
    expect(working('2026-11-23', [pattern], { exceptions: dayOffUptown })).toEqual([]);
    const coveringUptown = [{ date: '2026-11-23', locationId: uptown, hours: [{ start: '12:00', end: '16:00' }] }];
    expect(working('2026-11-23', [pattern], { exceptions: coveringUptown })).toEqual([]);
    expect(working('2026-11-23', [pattern], { exceptions: coveringUptown, locationId: uptown })).toEqual([
      span('2026-11-23', '18:00', '22:00'),
    ]);
  });
});

describe('workingIntervals: time off', () => {
  const pattern = schedule([1, 2, 3, 4, 5].map((weekday) => day(weekday, [['09:00', '17:00']])));
  const off = (from: string, until: string, status: TimeOffSpan['status'] = 'approved'): TimeOffSpan => ({ from, until, status });

  it('takes out part of a day', () => {
    expect(working('2026-11-23', [pattern], { timeOff: [off('2026-11-23T13:00', '2026-11-23T15:30')] })).toEqual([
      span('2026-11-23', '15:00', '19:00'),
      span('2026-11-23', '21:30', '23:00'),
    ]);
  });

  it('covers every day of a multi-day absence, partly at both ends', () => {
    const trip = [off('2026-11-20T12:00', '2026-11-25T11:00')];
    expect(working('2026-11-20', [pattern], { timeOff: trip })).toEqual([span('2026-11-20', '15:00', '18:00')]);
    expect(working('2026-11-23', [pattern], { timeOff: trip })).toEqual([]);
    expect(working('2026-11-24', [pattern], { timeOff: trip })).toEqual([]);
    expect(working('2026-11-25', [pattern], { timeOff: trip })).toEqual([span('2026-11-25', '17:00', '23:00')]);
    expect(working('2026-11-26', [pattern], { timeOff: trip })).toEqual([span('2026-11-26', '15:00', '23:00')]);
  });

  it('ends exactly at the time it names (until is exclusive), also at midnight', () => {
    expect(working('2026-11-24', [pattern], { timeOff: [off('2026-11-23T00:00', '2026-11-24T00:00')] })).toEqual([
      span('2026-11-24', '15:00', '23:00'),
    ]);
    expect(working('2026-11-23', [pattern], { timeOff: [off('2026-11-23T17:00', '2026-11-24T00:00')] })).toEqual([
      span('2026-11-23', '15:00', '23:00'),
    ]);
  });

  it('ignores requested, declined and cancelled time off', () => {
    const timeOff = (['requested', 'declined', 'cancelled'] as const).map((status) => off('2026-11-23T00:00', '2026-11-24T00:00', status));
    expect(working('2026-11-23', [pattern], { timeOff })).toEqual([span('2026-11-23', '15:00', '23:00')]);
  });

  it('takes out overlapping absences once, and custom exception hours too', () => {
    const timeOff = [off('2026-11-23T10:00', '2026-11-23T12:00'), off('2026-11-23T11:00', '2026-11-23T13:00')];
    const exceptions = [{ date: '2026-11-23', locationId: downtown, hours: [{ start: '08:00', end: '14:00' }] }];
    expect(working('2026-11-23', [pattern], { timeOff, exceptions })).toEqual([
      span('2026-11-23', '14:00', '16:00'),
      span('2026-11-23', '19:00', '20:00'),
    ]);
  });
});

describe('workingIntervals across daylight saving (America/Chicago)', () => {
  const everyDay = schedule([1, 2, 3, 4, 5, 6, 7].map((weekday) => day(weekday, [['09:00', '17:00']])));
  const hours = (intervals: { start: number; end: number }[]) => intervals.reduce((sum, item) => sum + item.end - item.start, 0) / HOUR;
  const raw = (date: string, schedules: ScheduleHours[], timeOff: TimeOffSpan[] = []) =>
    workingIntervals({ date, locationId: downtown, zone: chicago, schedules, exceptions: [], timeOff });

  it('spring forward, Sun 2026-03-08: 09:00 is 14:00Z (CDT, UTC-5), the day before 15:00Z (CST); 8 real hours', () => {
    expect(working('2026-03-07', [everyDay])).toEqual([span('2026-03-07', '15:00', '23:00')]);
    expect(working('2026-03-08', [everyDay])).toEqual([span('2026-03-08', '14:00', '22:00')]);
    expect(hours(raw('2026-03-08', [everyDay]))).toBe(8);
  });

  it('fall back, Sun 2026-11-01: 09:00 is 15:00Z (CST, UTC-6), the day before 14:00Z (CDT); 8 real hours', () => {
    expect(working('2026-10-31', [everyDay])).toEqual([span('2026-10-31', '14:00', '22:00')]);
    expect(working('2026-11-01', [everyDay])).toEqual([span('2026-11-01', '15:00', '23:00')]);
    expect(hours(raw('2026-11-01', [everyDay]))).toBe(8);
  });

  it('a 00:00-04:00 shift is 3 real hours on 2026-03-08 and 5 on 2026-11-01', () => {
    const night = schedule([day(7, [['00:00', '04:00']])]);
    expect(working('2026-03-08', [night])).toEqual([span('2026-03-08', '06:00', '09:00')]);
    expect(working('2026-11-01', [night])).toEqual([span('2026-11-01', '05:00', '10:00')]);
    expect(hours(raw('2026-03-08', [night]))).toBe(3);
    expect(hours(raw('2026-11-01', [night]))).toBe(5);
  });

  it('moves a nonexistent time forward (02:30 on 2026-03-08 is 03:30 CDT = 08:30Z)', () => {
    const early = schedule([day(7, [['02:30', '05:00']])]);
    expect(working('2026-03-08', [early])).toEqual([span('2026-03-08', '08:30', '10:00')]);
    // Hours lying wholly inside the missing hour come out empty.
    expect(working('2026-03-08', [schedule([day(7, [['02:00', '03:00']])])])).toEqual([]);
  });

  it('reads a repeated time as its first occurrence (01:30 on 2026-11-01 is 01:30 CDT = 06:30Z)', () => {
    expect(working('2026-11-01', [schedule([day(7, [['01:30', '03:00']])])])).toEqual([span('2026-11-01', '06:30', '09:00')]);
    expect(hours(raw('2026-11-01', [schedule([day(7, [['01:00', '02:00']])])]))).toBe(2);
  });

  it('resolves a repeated time the same way whatever season the process started in (luxon alone does not)', () => {
    const realNow = Settings.now;
    try {
      // Luxon guesses a zone's offset from the clock at first use; started in July it reads 01:30 as CDT.
      Settings.now = () => Date.UTC(2026, 6, 1);
      Settings.resetCaches();
      const luxonSummer = DateTime.fromISO('2026-11-01T01:30', { zone: 'America/Chicago' }).toMillis();
      Settings.now = () => Date.UTC(2026, 11, 1);
      Settings.resetCaches();
      const luxonWinter = DateTime.fromISO('2026-11-01T01:30', { zone: 'America/Chicago' }).toMillis();
      expect(luxonWinter - luxonSummer).toBe(HOUR);
      expect(working('2026-11-01', [schedule([day(7, [['01:30', '03:00']])])])).toEqual([span('2026-11-01', '06:30', '09:00')]);
    } finally {
      Settings.now = realNow;
      Settings.resetCaches();
    }
  });

  it('takes out time off and breaks at their local times on the change days', () => {
    const withBreak = schedule([day(7, [['09:00', '17:00']], [['12:00', '12:30']])]);
    const timeOff: TimeOffSpan[] = [{ from: '2026-10-31T15:00', until: '2026-11-01T10:00', status: 'approved' }];
    expect(working('2026-11-01', [withBreak], { timeOff })).toEqual([
      span('2026-11-01', '16:00', '18:00'),
      span('2026-11-01', '18:30', '23:00'),
    ]);
  });

  it('knows the day itself is 23 or 25 hours long', () => {
    const spring = localDayInterval('2026-03-08', chicago);
    const autumn = localDayInterval('2026-11-01', chicago);
    expect(toIsoIntervals([spring, autumn])).toEqual([
      span('2026-03-08', '06:00', '05:00', '2026-03-09'),
      span('2026-11-01', '05:00', '06:00', '2026-11-02'),
    ]);
    expect((spring.end - spring.start) / HOUR).toBe(23);
    expect((autumn.end - autumn.start) / HOUR).toBe(25);
    expect(localDay('2026-03-08', chicago).weekday).toBe(7);
  });

  it('works in another zone when asked (London springs forward on 2026-03-29)', () => {
    const sunday = schedule([day(7, [['09:00', '17:00']])]);
    const london = (date: string) =>
      toIsoIntervals(
        workingIntervals({ date, locationId: downtown, zone: 'Europe/London', schedules: [sunday], exceptions: [], timeOff: [] }),
      );
    expect(london('2026-03-22')).toEqual([span('2026-03-22', '09:00', '17:00')]);
    expect(london('2026-03-29')).toEqual([span('2026-03-29', '08:00', '16:00')]);
    expect(() => localDay('2026-03-29', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('refuses a date that does not exist', () => {
    expect(() => localDay('2026-02-30', chicago)).toThrow(RangeError);
    expect(() => localDay('2026-3-8', chicago)).toThrow(RangeError);
  });
});
