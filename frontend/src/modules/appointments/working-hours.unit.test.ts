import { describe, expect, it } from 'vitest';
import { shadeFor, shadeForColumn, shadeForTeam, staffDayHours, visibleMinutes } from './working-hours';

const at = (iso: string) => Date.parse(iso);
const mondays = {
  locationId: 'location-1',
  effectiveFrom: '2026-01-01',
  effectiveUntil: null,
  days: [{ weekday: 1, hours: [{ start: '09:00', end: '17:00' }], breaks: [{ start: '12:00', end: '13:00' }] }],
};
const member = {
  staffId: 'ava',
  schedules: [mondays],
  exceptions: [],
  timeOff: [
    {
      from: '2026-11-23T15:00',
      until: '2026-11-24T00:00',
      status: 'approved' as const,
      id: 't',
      staffId: 'ava',
      reason: 'personal' as const,
      note: '',
      requestedBy: null,
      decidedBy: null,
    },
  ],
};

describe('working hours on the calendar', () => {
  const day = staffDayHours(member, '2026-11-23', 'location-1');

  it('keep the scheduled hours and mark the approved time off inside them', () => {
    expect(day.hours).toEqual([
      { start: at('2026-11-23T15:00:00Z'), end: at('2026-11-23T18:00:00Z') },
      { start: at('2026-11-23T19:00:00Z'), end: at('2026-11-23T23:00:00Z') },
    ]);
    expect(day.timeOff).toEqual([{ start: at('2026-11-23T21:00:00Z'), end: at('2026-11-23T23:00:00Z') }]);
  });

  it('shade slots outside the hours, during breaks and during time off', () => {
    expect(shadeFor(day, at('2026-11-23T15:00:00Z'))).toBeNull();
    expect(shadeFor(day, at('2026-11-23T18:30:00Z'))).toBe('closed');
    expect(shadeFor(day, at('2026-11-23T21:00:00Z'))).toBe('time-off');
    expect(shadeFor(undefined, at('2026-11-23T15:00:00Z'))).toBe('closed');
  });

  it('shade a shared column only when nobody is working, time off in the same shade as in a person’s column', () => {
    expect(shadeForTeam([day], at('2026-11-23T15:00:00Z'))).toBeNull();
    // Everyone scheduled then is away: time off, not "not working" (the week view used to grey it).
    expect(shadeForTeam([day], at('2026-11-23T21:00:00Z'))).toBe('time-off');
    expect(shadeForTeam([day], at('2026-11-23T18:30:00Z'))).toBe('closed');
    // Someone else at work then: nothing is shaded.
    const colleague = { staffId: 'liam', hours: [{ start: at('2026-11-23T15:00:00Z'), end: at('2026-11-23T23:00:00Z') }], timeOff: [] };
    expect(shadeForTeam([day, colleague], at('2026-11-23T21:00:00Z'))).toBeNull();
  });

  it('shade only the hours the caller reads: everyone’s, their own, or none', () => {
    const perStaff = new Map([['ava', day]]);
    const evening = at('2026-11-23T18:30:00Z');
    expect(shadeForColumn(perStaff, 'ava', evening, 'everyone')).toBe('closed');
    expect(shadeForColumn(perStaff, 'ava', evening, 'own')).toBe('closed');
    expect(shadeForColumn(perStaff, 'ava', evening, 'none')).toBeNull();
    // A colleague booked here whose hours the caller may not read is not "not working"; for a manager it is.
    expect(shadeForColumn(perStaff, 'liam', evening, 'own')).toBeNull();
    expect(shadeForColumn(perStaff, 'liam', evening, 'everyone')).toBe('closed');
    // A room or a day of the week: only someone who reads everyone's hours knows that nobody works.
    expect(shadeForColumn(perStaff, null, evening, 'own')).toBeNull();
    expect(shadeForColumn(perStaff, null, evening, 'everyone')).toBe('closed');
  });

  it('give no hours at another location or on another weekday', () => {
    expect(staffDayHours(member, '2026-11-23', 'location-2').hours).toEqual([]);
    expect(staffDayHours(member, '2026-11-24', 'location-1').hours).toEqual([]);
  });
});

describe('the hours the grid shows', () => {
  it('are 8 AM to 7 PM, widened to whole hours around working time and appointments', () => {
    expect(visibleMinutes([])).toEqual({ first: 480, last: 1140 });
    expect(visibleMinutes([{ start: at('2026-11-23T13:30:00Z'), end: at('2026-11-24T02:15:00Z') }])).toEqual({ first: 420, last: 1260 });
    expect(visibleMinutes([{ start: at('2026-11-23T20:00:00Z'), end: at('2026-11-24T06:00:00Z') }])).toEqual({ first: 480, last: 1439 });
  });
});
