import { describe, expect, it } from 'vitest';
import { availableIntervals, localDayInterval, teamAvailability, toIsoIntervals, wallClockIntervals, type Interval } from './availability';
import type { ScheduleHours, TimeOffSpan } from './working-intervals';

const chicago = 'America/Chicago';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const utc = (iso: string) => Date.parse(iso);
const block = (from: string, to: string): Interval => ({ start: utc(from), end: utc(to) });
const z = (date: string, time: string) => `${date}T${time}:00.000Z`;
const span = (date: string, start: string, end: string) => ({ start: z(date, start), end: z(date, end) });

// Mondays 09:00-17:00 (15:00Z-23:00Z in November) with lunch 12:00-13:00, and a 18:00-20:00 evening block.
const monday: ScheduleHours = {
  locationId: downtown,
  effectiveFrom: '2026-09-01',
  effectiveUntil: null,
  days: [
    {
      weekday: 1,
      hours: [
        { start: '09:00', end: '17:00' },
        { start: '18:00', end: '20:00' },
      ],
      breaks: [{ start: '12:00', end: '13:00' }],
    },
    { weekday: 7, hours: [{ start: '09:00', end: '17:00' }], breaks: [] },
  ],
};
// 09:00-10:00 local = 15:00Z-16:00Z.
const dentist: TimeOffSpan = { from: '2026-11-23T09:00', until: '2026-11-23T10:00', status: 'approved' };

describe('availableIntervals for a staff member', () => {
  it('combines hours, breaks, time off and appointments', () => {
    const busy = [
      block('2026-11-23T15:00Z', '2026-11-23T16:00Z'),
      block('2026-11-23T16:30Z', '2026-11-23T17:15Z'),
      block('2026-11-23T19:00Z', '2026-11-23T20:30Z'),
    ];
    const free = availableIntervals({
      zone: chicago,
      date: '2026-11-23',
      locationId: downtown,
      schedules: [monday],
      exceptions: [],
      timeOff: [dentist],
      busy,
    });
    expect(toIsoIntervals(free)).toEqual([
      span('2026-11-23', '16:00', '16:30'),
      span('2026-11-23', '17:15', '18:00'),
      span('2026-11-23', '20:30', '23:00'),
      { start: z('2026-11-24', '00:00'), end: z('2026-11-24', '02:00') },
    ]);
  });

  it('leaves out gaps too short for the service', () => {
    const busy = [block('2026-11-23T15:00Z', '2026-11-23T16:00Z'), block('2026-11-23T16:30Z', '2026-11-23T17:15Z')];
    const free = availableIntervals({
      zone: chicago,
      date: '2026-11-23',
      locationId: downtown,
      schedules: [monday],
      exceptions: [],
      timeOff: [],
      busy,
      minDurationMinutes: 45,
    });
    expect(toIsoIntervals(free)).toEqual([
      span('2026-11-23', '17:15', '18:00'),
      span('2026-11-23', '19:00', '23:00'),
      { start: z('2026-11-24', '00:00'), end: z('2026-11-24', '02:00') },
    ]);
  });

  it('is empty on a day off', () => {
    const exceptions = [{ date: '2026-11-23', locationId: downtown, hours: [] }];
    expect(
      availableIntervals({
        zone: chicago,
        date: '2026-11-23',
        locationId: downtown,
        schedules: [monday],
        exceptions,
        timeOff: [],
        busy: [],
      }),
    ).toEqual([]);
  });

  it('on the fall-back Sunday 2026-11-01, 09:00-17:00 is 15:00Z-23:00Z and a 10:00 appointment is at 16:00Z', () => {
    const busy = [block('2026-11-01T16:00Z', '2026-11-01T17:00Z')];
    const free = availableIntervals({
      zone: chicago,
      date: '2026-11-01',
      locationId: downtown,
      schedules: [monday],
      exceptions: [],
      timeOff: [],
      busy,
    });
    expect(toIsoIntervals(free)).toEqual([span('2026-11-01', '15:00', '16:00'), span('2026-11-01', '17:00', '23:00')]);
  });

  it('on the spring-forward Sunday 2026-03-08, 09:00-17:00 is 14:00Z-22:00Z', () => {
    const schedules = [{ ...monday, effectiveFrom: '2026-01-01' }];
    const free = availableIntervals({
      zone: chicago,
      date: '2026-03-08',
      locationId: downtown,
      schedules,
      exceptions: [],
      timeOff: [],
      busy: [],
    });
    expect(toIsoIntervals(free)).toEqual([span('2026-03-08', '14:00', '22:00')]);
  });
});

describe('availableIntervals for a room or device', () => {
  it('takes the opening hours as working time and fills up at its capacity', () => {
    const working = wallClockIntervals('2026-11-23', [{ start: '09:00', end: '18:00' }], chicago);
    const busy = [
      block('2026-11-23T16:00Z', '2026-11-23T18:00Z'),
      block('2026-11-23T17:00Z', '2026-11-23T19:00Z'),
      block('2026-11-23T21:00Z', '2026-11-23T22:00Z'),
    ];
    expect(toIsoIntervals(availableIntervals({ working, busy, capacity: 2 }))).toEqual([
      span('2026-11-23', '15:00', '17:00'),
      { start: z('2026-11-23', '18:00'), end: z('2026-11-24', '00:00') },
    ]);
    expect(toIsoIntervals(availableIntervals({ working, busy }))).toEqual([
      span('2026-11-23', '15:00', '16:00'),
      span('2026-11-23', '19:00', '21:00'),
      { start: z('2026-11-23', '22:00'), end: z('2026-11-24', '00:00') },
    ]);
  });

  it('opening hours follow the local clock across daylight saving', () => {
    expect(toIsoIntervals(wallClockIntervals('2026-03-08', [{ start: '09:00', end: '17:00' }], chicago))).toEqual([
      span('2026-03-08', '14:00', '22:00'),
    ]);
    expect(toIsoIntervals(wallClockIntervals('2026-11-01', [{ start: '09:00', end: '17:00' }], chicago))).toEqual([
      span('2026-11-01', '15:00', '23:00'),
    ]);
    expect(toIsoIntervals([localDayInterval('2026-11-23', chicago)])).toEqual([
      { start: z('2026-11-23', '06:00'), end: z('2026-11-24', '06:00') },
    ]);
  });
});

describe('teamAvailability', () => {
  const staff = ['alex', 'bailey', 'casey'];
  const schedules = [
    { ...monday, staffId: 'alex' },
    { ...monday, staffId: 'bailey' },
    { ...monday, staffId: 'casey', locationId: uptown },
  ];
  const exceptions = [{ staffId: 'bailey', date: '2026-11-23', locationId: uptown, hours: [{ start: '09:00', end: '12:00' }] }];
  const timeOff = [
    { ...dentist, staffId: 'alex' },
    { ...dentist, staffId: 'bailey', status: 'declined' as const },
  ];
  const busyByStaff = new Map([['alex', [block('2026-11-23T17:00Z', '2026-11-23T17:30Z')]]]);

  it('gives each listed person at the location what availableIntervals gives them alone', () => {
    const team = teamAvailability({
      zone: chicago,
      date: '2026-11-23',
      locationId: downtown,
      staffIds: staff,
      schedules,
      exceptions,
      timeOff,
      busyByStaff,
    });
    expect([...team.keys()]).toEqual(staff);
    for (const staffId of staff) {
      const alone = availableIntervals({
        zone: chicago,
        date: '2026-11-23',
        locationId: downtown,
        schedules: schedules.filter((item) => item.staffId === staffId),
        exceptions: exceptions.filter((item) => item.staffId === staffId),
        timeOff: timeOff.filter((item) => item.staffId === staffId),
        busy: busyByStaff.get(staffId) ?? [],
      });
      expect(team.get(staffId)).toEqual(alone);
    }
    // Alex: dentist 09:00-10:00 and a booking; Bailey: covering uptown that day; Casey: works uptown.
    expect(toIsoIntervals(team.get('alex')!)[0]).toEqual(span('2026-11-23', '16:00', '17:00'));
    expect(team.get('bailey')).toEqual([]);
    expect(team.get('casey')).toEqual([]);
  });
});
