import { describe, expect, it } from 'vitest';
import type { StaffWorkingHours, TimeOff, WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { currentSchedules, describeWeek, workingDay, timeOffOnDate } from './working-day';

const inChicago = () => 'America/Chicago';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const nineToFive = { hours: [{ start: '09:00', end: '17:00' }], breaks: [{ start: '12:00', end: '12:30' }] };

function weekly(overrides: Partial<WeeklySchedule> = {}): WeeklySchedule {
  return {
    id: 's1',
    staffId: 'p1',
    locationId: downtown,
    effectiveFrom: '2026-01-01',
    effectiveUntil: null,
    days: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...nineToFive })),
    ...overrides,
  };
}

function timeOff(overrides: Partial<TimeOff> = {}): TimeOff {
  return {
    id: 't1',
    staffId: 'p1',
    from: '2026-11-24T00:00',
    until: '2026-11-25T00:00',
    reason: 'vacation',
    note: '',
    status: 'approved',
    requestedBy: null,
    decidedBy: null,
    ...overrides,
  };
}

const workingHours = (parts: Partial<StaffWorkingHours> = {}): StaffWorkingHours => ({
  staffId: 'p1',
  schedules: [weekly()],
  exceptions: [],
  timeOff: [],
  ...parts,
});

describe('a staff member’s day on the week grid', () => {
  it('is the weekly hours minus the breaks on a working weekday', () => {
    const day = workingDay(workingHours(), '2026-11-24', inChicago);
    expect(day.blocks).toEqual([{ locationId: downtown, working: ['9:00 AM–12:00 PM', '12:30 PM–5:00 PM'] }]);
  });

  it('is empty on a weekday off and outside the schedule’s dates', () => {
    expect(workingDay(workingHours(), '2026-11-23', inChicago).blocks).toEqual([]);
    expect(workingDay(workingHours({ schedules: [weekly({ effectiveUntil: '2026-11-20' })] }), '2026-11-24', inChicago).blocks).toEqual([]);
    expect(workingDay(workingHours({ schedules: [weekly({ effectiveFrom: '2026-12-01' })] }), '2026-11-24', inChicago).blocks).toEqual([]);
  });

  it('takes the exception’s hours instead of the pattern, and an exception without hours is a day off', () => {
    const custom = workingDay(
      workingHours({
        exceptions: [{ staffId: 'p1', date: '2026-11-24', locationId: uptown, hours: [{ start: '10:00', end: '14:00' }], note: 'Cover' }],
      }),
      '2026-11-24',
      inChicago,
    );
    expect(custom.blocks).toEqual([{ locationId: uptown, working: ['10:00 AM–2:00 PM'] }]);
    expect(custom.exception?.note).toBe('Cover');
    const off = workingDay(
      workingHours({ exceptions: [{ staffId: 'p1', date: '2026-11-24', locationId: downtown, hours: [], note: '' }] }),
      '2026-11-24',
      inChicago,
    );
    expect(off.blocks).toEqual([]);
    expect(off.exception).not.toBeNull();
  });

  it('takes approved time off out of the working hours and lists requested time off without taking it out', () => {
    const afternoon = workingDay(
      workingHours({ timeOff: [timeOff({ from: '2026-11-24T14:00', until: '2026-11-24T18:00' })] }),
      '2026-11-24',
      inChicago,
    );
    expect(afternoon.blocks[0]?.working).toEqual(['9:00 AM–12:00 PM', '12:30 PM–2:00 PM']);
    expect(afternoon.timeOff).toMatchObject([{ range: { start: '14:00', end: '18:00' }, allDay: false }]);
    const requested = workingDay(workingHours({ timeOff: [timeOff({ status: 'requested' })] }), '2026-11-24', inChicago);
    expect(requested.blocks[0]?.working).toHaveLength(2);
    expect(requested.timeOff).toMatchObject([{ allDay: true }]);
    expect(workingDay(workingHours({ timeOff: [timeOff({ status: 'declined' })] }), '2026-11-24', inChicago).timeOff).toEqual([]);
  });

  it('lists work at two locations on one day in time order, and keeps wall-clock hours on a daylight-saving day', () => {
    const morningUptown = weekly({
      id: 's2',
      locationId: uptown,
      days: [{ weekday: 7, hours: [{ start: '08:00', end: '11:00' }], breaks: [] }],
    });
    const afternoonDowntown = weekly({ days: [{ weekday: 7, hours: [{ start: '12:00', end: '16:00' }], breaks: [] }] });
    expect(workingDay(workingHours({ schedules: [afternoonDowntown, morningUptown] }), '2026-11-01', inChicago).blocks).toEqual([
      { locationId: uptown, working: ['8:00 AM–11:00 AM'] },
      { locationId: downtown, working: ['12:00 PM–4:00 PM'] },
    ]);
  });

  it('finds the part of a multi-day time off on each date', () => {
    const trip = { from: '2026-11-24T15:00', until: '2026-11-26T10:00' };
    expect(timeOffOnDate(trip, '2026-11-23')).toBeNull();
    expect(timeOffOnDate(trip, '2026-11-24')).toEqual({ range: { start: '15:00', end: '24:00' }, allDay: false });
    expect(timeOffOnDate(trip, '2026-11-25')).toEqual({ range: { start: '00:00', end: '24:00' }, allDay: true });
    expect(timeOffOnDate(trip, '2026-11-26')).toEqual({ range: { start: '00:00', end: '10:00' }, allDay: false });
    expect(timeOffOnDate({ from: '2026-11-24T00:00', until: '2026-11-25T00:00' }, '2026-11-25')).toBeNull();
  });
});

describe('the weekly hours in words', () => {
  it('joins consecutive days with the same hours', () => {
    expect(describeWeek(weekly().days)).toBe('Tue–Sat 9:00 AM–5:00 PM');
  });

  it('keeps days with other hours, gaps and split shifts apart', () => {
    const days = [
      { weekday: 1, hours: [{ start: '10:00', end: '14:00' }], breaks: [] },
      { weekday: 3, ...nineToFive },
      { weekday: 4, ...nineToFive },
      {
        weekday: 7,
        hours: [
          { start: '09:00', end: '12:00' },
          { start: '13:00', end: '16:00' },
        ],
        breaks: [],
      },
    ];
    expect(describeWeek(days)).toBe('Mon 10:00 AM–2:00 PM; Wed–Thu 9:00 AM–5:00 PM; Sun 9:00 AM–12:00 PM, 1:00 PM–4:00 PM');
    expect(describeWeek([])).toBe('');
  });

  it('describes the schedules in effect today, else the next one to start', () => {
    const past = weekly({ id: 'past', effectiveFrom: '2026-01-01', effectiveUntil: '2026-06-30' });
    const next = weekly({ id: 'next', effectiveFrom: '2026-12-01' });
    expect(
      currentSchedules([past, weekly({ id: 'now', effectiveFrom: '2026-07-01' })], '2026-11-22').schedules.map((item) => item.id),
    ).toEqual(['now']);
    expect(currentSchedules([past, next], '2026-11-22')).toEqual({ schedules: [next], startsOn: '2026-12-01' });
    expect(currentSchedules([past], '2026-11-22')).toEqual({ schedules: [], startsOn: null });
  });
});
