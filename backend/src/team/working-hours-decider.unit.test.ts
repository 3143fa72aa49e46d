import { describe, expect, it } from 'vitest';
import type { WorkingHoursCommand, TimeOffData, WeeklyScheduleData } from '@chairside/shared/team/working-hours-commands';
import type { WorkingHoursEvent } from '@chairside/shared/team/working-hours-events';
import { deciderSpec } from '../../testing/decider-spec';
import { workingHoursDecider } from './working-hours-decider';

const now = new Date('2026-11-22T15:00:00Z');
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const locationNames = { [downtown]: 'Downtown', [uptown]: 'Uptown' };
const maya = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const manager = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const first = 'dddddddd-dddd-4ddd-8ddd-000000000001';
const second = 'dddddddd-dddd-4ddd-8ddd-000000000002';

const { given, fold } = deciderSpec(workingHoursDecider, { now });

const day = (weekday: number, start = '09:00', end = '17:00', breaks = [{ start: '12:30', end: '13:00' }]) => ({
  weekday,
  hours: [{ start, end }],
  breaks,
});

// Downtown Tuesday to Friday from Sep 1, 2026, open-ended.
const downtownWeek: WeeklyScheduleData = {
  locationId: downtown,
  effectiveFrom: '2026-09-01',
  effectiveUntil: null,
  days: [2, 3, 4, 5].map((weekday) => day(weekday)),
};
const added: WorkingHoursEvent = { type: 'WeeklyScheduleAdded', data: { scheduleId: first, ...downtownWeek } };
const add = (data: WeeklyScheduleData, scheduleId = second): WorkingHoursCommand => ({
  type: 'AddWeeklySchedule',
  scheduleId,
  locationNames,
  ...data,
});

describe('weekly schedules', () => {
  it('adds a schedule with its days in weekday order and its hours and breaks by start time', () => {
    const unordered = {
      ...downtownWeek,
      days: [
        {
          weekday: 5,
          hours: [
            { start: '13:00', end: '17:00' },
            { start: '09:00', end: '12:00' },
          ],
          breaks: [],
        },
        {
          weekday: 2,
          hours: [{ start: '09:00', end: '17:00' }],
          breaks: [
            { start: '15:00', end: '15:15' },
            { start: '12:30', end: '13:00' },
          ],
        },
      ],
    };
    given([])
      .when(add(unordered, first))
      .then([
        {
          type: 'WeeklyScheduleAdded',
          data: {
            scheduleId: first,
            ...downtownWeek,
            days: [
              {
                weekday: 2,
                hours: [{ start: '09:00', end: '17:00' }],
                breaks: [
                  { start: '12:30', end: '13:00' },
                  { start: '15:00', end: '15:15' },
                ],
              },
              {
                weekday: 5,
                hours: [
                  { start: '09:00', end: '12:00' },
                  { start: '13:00', end: '17:00' },
                ],
                breaks: [],
              },
            ],
          },
        },
      ]);
  });

  it('refuses a schedule id used before, even once removed', () => {
    given([added]).when(add(downtownWeek, first)).thenThrows({ status: 409, message: 'That schedule already exists' });
    const removed: WorkingHoursEvent = { type: 'WeeklyScheduleRemoved', data: { scheduleId: first } };
    given([added, removed]).when(add(downtownWeek, first)).thenThrows({ status: 409, message: 'That schedule already exists' });
  });

  it('refuses a schedule without days or ending before it starts', () => {
    given([])
      .when(add({ ...downtownWeek, days: [] }))
      .thenThrows({ status: 400, message: 'Choose at least one working day' });
    given([])
      .when(add({ ...downtownWeek, effectiveUntil: '2026-08-31' }))
      .thenThrows({ status: 400, message: 'The schedule cannot end before it starts' });
  });

  it('adds a second location on other weekdays (Maya: Downtown Tuesday to Friday, Uptown Saturdays)', () => {
    const saturdays = { locationId: uptown, effectiveFrom: '2026-09-01', effectiveUntil: null, days: [day(6)] };
    given([added])
      .when(add(saturdays))
      .then([{ type: 'WeeklyScheduleAdded', data: { scheduleId: second, ...saturdays } }]);
  });

  it('refuses overlapping hours on the same weekday while both schedules run, naming the clash', () => {
    const uptownWednesdayEvenings = {
      locationId: uptown,
      effectiveFrom: '2026-10-01',
      effectiveUntil: '2026-12-31',
      days: [day(3, '16:00', '20:00', [])],
    };
    given([added]).when(add(uptownWednesdayEvenings)).thenThrows({
      status: 409,
      message:
        'This overlaps the schedule at Downtown on Wednesdays, 9:00 AM to 5:00 PM (from Sep 1, 2026); nobody can work two schedules at once',
    });
  });

  it('lets hours touch without overlapping, and the same hours on another weekday', () => {
    expect(
      given([added])
        .when(add({ ...downtownWeek, locationId: uptown, days: [day(3, '17:00', '20:00', [])] }))
        .events(),
    ).toHaveLength(1);
    expect(
      given([added])
        .when(add({ ...downtownWeek, locationId: uptown, days: [day(1), day(6), day(7)] }))
        .events(),
    ).toHaveLength(1);
  });

  it('compares date ranges inclusively, with open ends running forever', () => {
    const ended: WorkingHoursEvent = {
      type: 'WeeklyScheduleAdded',
      data: { scheduleId: first, ...downtownWeek, effectiveUntil: '2026-12-31' },
    };
    const next = (effectiveFrom: string, effectiveUntil: string | null) =>
      add({ ...downtownWeek, locationId: uptown, effectiveFrom, effectiveUntil });
    // After the first one ended: fine; on its last day: a clash.
    expect(given([ended]).when(next('2027-01-01', null)).events()).toHaveLength(1);
    given([ended]).when(next('2026-12-31', null)).thenThrows(409);
    // Entirely before it started: fine; ending on its first day: a clash.
    expect(given([ended]).when(next('2026-01-01', '2026-08-31')).events()).toHaveLength(1);
    given([ended]).when(next('2026-01-01', '2026-09-01')).thenThrows(409);
    // An open-ended schedule clashes with anything later.
    given([added])
      .when(next('2030-06-01', '2030-06-30'))
      .thenThrows(/^This overlaps the schedule at Downtown on Tuesdays/);
    // Two open-ended ones always meet.
    given([ended]).when(next('2020-01-01', null)).thenThrows('(from Sep 1, 2026 to Dec 31, 2026)');
  });

  it('changes a schedule, checking only against the other schedules', () => {
    const change = (data: WeeklyScheduleData, scheduleId = first): WorkingHoursCommand => ({
      type: 'ChangeWeeklySchedule',
      scheduleId,
      locationNames,
      ...data,
    });
    const longer = { ...downtownWeek, days: [2, 3, 4, 5, 6].map((weekday) => day(weekday, '08:00', '18:00')) };
    given([added])
      .when(change(longer))
      .then([{ type: 'WeeklyScheduleChanged', data: { scheduleId: first, ...longer } }]);
    given([added]).when(change(downtownWeek)).then([]);
    // Stored events come back with their keys in another order (jsonb): still the same schedule.
    const reordered: WorkingHoursEvent = JSON.parse(
      JSON.stringify(added, (_key, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
      ),
    );
    given([reordered]).when(change(downtownWeek)).then([]);
    given([added]).when(change(downtownWeek, second)).thenThrows({ status: 404, message: 'Schedule not found' });

    const saturdays: WorkingHoursEvent = {
      type: 'WeeklyScheduleAdded',
      data: { scheduleId: second, locationId: uptown, effectiveFrom: '2026-09-01', effectiveUntil: null, days: [day(6)] },
    };
    given([added, saturdays]).when(change(longer)).thenThrows({
      status: 409,
      message:
        'This overlaps the schedule at Uptown on Saturdays, 9:00 AM to 5:00 PM (from Sep 1, 2026); nobody can work two schedules at once',
    });
  });

  it('names "another location" when it does not know the name', () => {
    given([added])
      .when({ type: 'AddWeeklySchedule', scheduleId: second, ...downtownWeek })
      .thenThrows(/^This overlaps the schedule at another location on Tuesdays, 9:00 AM to 5:00 PM/);
  });

  it('removes a schedule, which then clashes with nothing', () => {
    const removed: WorkingHoursEvent = { type: 'WeeklyScheduleRemoved', data: { scheduleId: first } };
    given([added]).when({ type: 'RemoveWeeklySchedule', scheduleId: first }).then([removed]);
    given([added, removed])
      .when({ type: 'RemoveWeeklySchedule', scheduleId: first })
      .thenThrows({ status: 404, message: 'Schedule not found' });
    expect(given([added, removed]).when(add(downtownWeek)).events()).toHaveLength(1);
  });
});

describe('date exceptions', () => {
  const set: WorkingHoursCommand = {
    type: 'SetScheduleException',
    date: '2026-12-24',
    locationId: downtown,
    hours: [
      { start: '13:00', end: '15:00' },
      { start: '09:00', end: '12:00' },
    ],
    note: ' Christmas Eve ',
  };
  const exceptionSet: WorkingHoursEvent = {
    type: 'ScheduleExceptionSet',
    data: {
      date: '2026-12-24',
      locationId: downtown,
      hours: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '15:00' },
      ],
      note: 'Christmas Eve',
    },
  };

  it('sets an exception, replaces it, and records nothing when it is the same', () => {
    given([]).when(set).then([exceptionSet]);
    given([exceptionSet]).when(set).then([]);
    const { note, hours, locationId, date } = exceptionSet.data;
    given([{ type: 'ScheduleExceptionSet', data: { note, hours: hours.map(({ end, start }) => ({ end, start })), locationId, date } }])
      .when(set)
      .then([]);
    const dayOff: WorkingHoursCommand = { type: 'SetScheduleException', date: '2026-12-24', locationId: downtown, hours: [], note: '' };
    given([exceptionSet])
      .when(dayOff)
      .then([{ type: 'ScheduleExceptionSet', data: { date: '2026-12-24', locationId: downtown, hours: [], note: '' } }]);
  });

  it('refuses overlapping hours', () => {
    const overlapping: WorkingHoursCommand = {
      type: 'SetScheduleException',
      date: '2026-12-24',
      locationId: downtown,
      hours: [
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '14:00' },
      ],
      note: '',
    };
    given([]).when(overlapping).thenThrows({ status: 400, message: 'Working hours on the same day overlap' });
  });

  it('clears an exception, and says so when there is none', () => {
    const cleared: WorkingHoursEvent = { type: 'ScheduleExceptionCleared', data: { date: '2026-12-24' } };
    given([exceptionSet]).when({ type: 'ClearScheduleException', date: '2026-12-24' }).then([cleared]);
    given([exceptionSet, cleared])
      .when({ type: 'ClearScheduleException', date: '2026-12-24' })
      .thenThrows({ status: 404, message: 'There is no exception on that date' });
  });
});

describe('time off', () => {
  const vacation: TimeOffData = {
    timeOffId: first,
    from: '2026-12-21T00:00',
    until: '2026-12-26T00:00',
    reason: 'vacation',
    note: ' Family trip ',
  };
  const requested: WorkingHoursEvent = { type: 'TimeOffRequested', data: { ...vacation, note: 'Family trip', requestedBy: maya } };
  const approved: WorkingHoursEvent = { type: 'TimeOffApproved', data: { timeOffId: first, approvedBy: manager } };
  const declined: WorkingHoursEvent = { type: 'TimeOffDeclined', data: { timeOffId: first, declinedBy: manager } };
  const cancelledBy = (by: string): WorkingHoursEvent => ({ type: 'TimeOffCancelled', data: { timeOffId: first, cancelledBy: by } });
  const approve: WorkingHoursCommand = { type: 'ApproveTimeOff', timeOffId: first, approvedBy: manager };
  const decline: WorkingHoursCommand = { type: 'DeclineTimeOff', timeOffId: first, declinedBy: manager };
  const cancel = (by: string, byManager: boolean): WorkingHoursCommand => ({
    type: 'CancelTimeOff',
    timeOffId: first,
    cancelledBy: by,
    byManager,
  });

  it('records a request from the staff member and approved time off from a manager', () => {
    given([])
      .when({ type: 'RequestTimeOff', ...vacation, requestedBy: maya })
      .then([requested]);
    given([])
      .when({ type: 'RecordTimeOff', ...vacation, recordedBy: manager })
      .then([{ type: 'TimeOffRecorded', data: { ...vacation, note: 'Family trip', recordedBy: manager } }]);
  });

  it('refuses time off ending before it starts, a reused id, and overlap with requested or approved time off', () => {
    given([])
      .when({ type: 'RequestTimeOff', ...vacation, until: vacation.from, requestedBy: maya })
      .thenThrows({ status: 400, message: 'Time off must end after it starts' });
    given([])
      .when({ type: 'RecordTimeOff', ...vacation, until: '2026-12-20T00:00', recordedBy: manager })
      .thenThrows({ status: 400, message: 'Time off must end after it starts' });
    given([requested])
      .when({
        type: 'RecordTimeOff',
        ...vacation,
        timeOffId: first,
        from: '2027-01-04T00:00',
        until: '2027-01-05T00:00',
        recordedBy: manager,
      })
      .thenThrows({
        status: 409,
        message: 'That time off already exists',
      });
    const christmasDay = {
      type: 'RecordTimeOff',
      ...vacation,
      timeOffId: second,
      from: '2026-12-25T00:00',
      until: '2026-12-26T00:00',
      recordedBy: manager,
    } as const;
    given([requested]).when(christmasDay).thenThrows({
      status: 409,
      message: 'This overlaps time off already requested from Dec 21, 2026, 12:00 AM to Dec 26, 2026, 12:00 AM',
    });
    given([requested, approved])
      .when(christmasDay)
      .thenThrows(/^This overlaps time off already approved/);
    // Touching is not overlapping, and declined or cancelled time off blocks nothing.
    expect(
      given([requested])
        .when({ ...christmasDay, from: '2026-12-26T00:00', until: '2026-12-27T00:00' })
        .events(),
    ).toHaveLength(1);
    expect(given([requested, declined]).when(christmasDay).events()).toHaveLength(1);
    expect(
      given([requested, cancelledBy(maya)])
        .when(christmasDay)
        .events(),
    ).toHaveLength(1);
  });

  it('approves or declines a request once', () => {
    given([requested]).when(approve).then([approved]);
    given([requested, approved]).when(approve).then([]);
    given([requested]).when(decline).then([declined]);
    given([requested, declined]).when(decline).then([]);
  });

  it('refuses to approve declined or cancelled time off, and to decline approved or cancelled time off', () => {
    given([requested, declined])
      .when(approve)
      .thenThrows({ status: 409, message: 'This time off was declined; it can no longer be approved' });
    given([requested, cancelledBy(maya)])
      .when(approve)
      .thenThrows({ status: 409, message: 'This time off was cancelled; it can no longer be approved' });
    given([requested, approved])
      .when(decline)
      .thenThrows({ status: 409, message: 'Approved time off cannot be declined; cancel it instead' });
    given([requested, cancelledBy(maya)])
      .when(decline)
      .thenThrows({ status: 409, message: 'This time off was cancelled; there is nothing to decline' });
  });

  it('lets the requester cancel their own request, but only a manager approved time off', () => {
    given([requested])
      .when(cancel(maya, false))
      .then([cancelledBy(maya)]);
    given([requested]).when(cancel(second, false)).thenThrows({ status: 403, message: 'You can only cancel your own time off requests' });
    given([requested, approved])
      .when(cancel(maya, false))
      .thenThrows({ status: 403, message: 'Approved time off can only be cancelled by a manager' });
    given([requested, approved])
      .when(cancel(manager, true))
      .then([cancelledBy(manager)]);
    given([requested])
      .when(cancel(manager, true))
      .then([cancelledBy(manager)]);
    given([requested, cancelledBy(maya)])
      .when(cancel(maya, false))
      .then([]);
    given([requested, declined])
      .when(cancel(maya, false))
      .thenThrows({ status: 409, message: 'This time off was declined; there is nothing to cancel' });
  });

  it('knows no time off it never saw', () => {
    for (const command of [approve, decline, cancel(manager, true)])
      given([]).when(command).thenThrows({ status: 404, message: 'Time off not found' });
  });

  it('folds every transition into the state the next decision sees', () => {
    const state = (events: WorkingHoursEvent[]) => fold(events).timeOff.get(first);
    expect(state([requested])).toMatchObject({ status: 'requested', requestedBy: maya, decidedBy: null });
    expect(state([requested, approved])).toMatchObject({ status: 'approved', decidedBy: manager });
    expect(state([requested, declined])).toMatchObject({ status: 'declined', decidedBy: manager });
    expect(state([requested, approved, cancelledBy(manager)])).toMatchObject({ status: 'cancelled', decidedBy: manager });
    expect(state([{ type: 'TimeOffRecorded', data: { ...vacation, recordedBy: manager } }])).toMatchObject({
      status: 'approved',
      requestedBy: manager,
      decidedBy: manager,
    });
  });
});
