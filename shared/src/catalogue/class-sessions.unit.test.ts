import { describe, expect, it } from 'vitest';
import { expandClassSessions, type ClassTimetable } from './class-sessions';

const inChicago = () => 'America/Chicago';
const uptown = '22222222-2222-4222-8222-222222222222';
const olivia = 'cccccccc-cccc-4ccc-8ccc-000000000007';
const studio = 'dddddddd-dddd-4ddd-8ddd-000000000004';

const classType = (overrides: Partial<ClassTimetable> = {}): ClassTimetable => ({
  id: 'yoga',
  name: 'Vinyasa Flow Yoga',
  locationId: uptown,
  instructorId: olivia,
  roomId: studio,
  capacity: 12,
  durationMinutes: 60,
  timetable: [{ weekday: 7, startTime: '18:00' }],
  startsOn: '2026-01-01',
  endsOn: null,
  archived: false,
  ...overrides,
});

const times = (from: string, to: string, classes: ClassTimetable[]) =>
  expandClassSessions(classes, from, to, inChicago).map((session) => [session.date, session.start, session.end]);

describe('class sessions', () => {
  it('keeps an 18:00 class at 18:00 local across the spring-forward Sunday, 2026-03-08', () => {
    expect(times('2026-03-01', '2026-03-15', [classType()])).toEqual([
      ['2026-03-01', '2026-03-02T00:00:00.000Z', '2026-03-02T01:00:00.000Z'],
      ['2026-03-08', '2026-03-08T23:00:00.000Z', '2026-03-09T00:00:00.000Z'],
      ['2026-03-15', '2026-03-15T23:00:00.000Z', '2026-03-16T00:00:00.000Z'],
    ]);
  });

  it('keeps an 18:00 class at 18:00 local across the fall-back Sunday, 2026-11-01', () => {
    expect(times('2026-10-25', '2026-11-01', [classType()])).toEqual([
      ['2026-10-25', '2026-10-25T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
      ['2026-11-01', '2026-11-02T00:00:00.000Z', '2026-11-02T01:00:00.000Z'],
    ]);
  });

  it('lasts its duration in real time when the clock changes during the session', () => {
    const early = classType({ durationMinutes: 60, timetable: [{ weekday: 7, startTime: '01:30' }] });
    // 01:30 CST + 60 min = 03:30 CDT on the spring-forward night; the fall-back night repeats 01:30: the
    // class meets at the first one, 01:30 CDT, and ends 60 minutes later at 01:30 CST.
    expect(times('2026-03-08', '2026-03-08', [early])).toEqual([['2026-03-08', '2026-03-08T07:30:00.000Z', '2026-03-08T08:30:00.000Z']]);
    expect(times('2026-11-01', '2026-11-01', [early])).toEqual([['2026-11-01', '2026-11-01T06:30:00.000Z', '2026-11-01T07:30:00.000Z']]);
    // 02:30 does not exist on 2026-03-08: the session starts at 03:30 CDT, the same instant as 02:30 CST would be.
    const skipped = classType({ timetable: [{ weekday: 7, startTime: '02:30' }] });
    expect(times('2026-03-08', '2026-03-08', [skipped])).toEqual([['2026-03-08', '2026-03-08T08:30:00.000Z', '2026-03-08T09:30:00.000Z']]);
  });

  it('expands every weekday of the timetable within startsOn and endsOn, inclusive', () => {
    const yoga = classType({
      timetable: [
        { weekday: 1, startTime: '18:00' },
        { weekday: 3, startTime: '18:00' },
      ],
      startsOn: '2026-09-02',
      endsOn: '2026-09-09',
    });
    // Mon 2026-08-31 and Mon 2026-09-14 fall outside; Wed 09-02, Mon 09-07 and Wed 09-09 are in.
    expect(expandClassSessions([yoga], '2026-08-31', '2026-09-14', inChicago).map((session) => session.date)).toEqual([
      '2026-09-02',
      '2026-09-07',
      '2026-09-09',
    ]);
  });

  it('skips archived classes and carries the class details, ordered by start then name', () => {
    const pilates = classType({
      id: 'pilates',
      name: 'Pilates Mat',
      durationMinutes: 45,
      capacity: 10,
      timetable: [{ weekday: 6, startTime: '09:00' }],
    });
    const stretch = classType({ id: 'stretch', name: 'Afternoon Stretch', timetable: [{ weekday: 6, startTime: '09:00' }], roomId: null });
    const archived = classType({ id: 'old', name: 'Old Class', archived: true, timetable: [{ weekday: 6, startTime: '08:00' }] });
    const sessions = expandClassSessions([pilates, archived, stretch], '2026-11-21', '2026-11-21', inChicago);
    expect(sessions).toEqual([
      {
        classTypeId: 'stretch',
        name: 'Afternoon Stretch',
        locationId: uptown,
        instructorId: olivia,
        roomId: null,
        capacity: 12,
        date: '2026-11-21',
        start: '2026-11-21T15:00:00.000Z',
        end: '2026-11-21T16:00:00.000Z',
      },
      {
        classTypeId: 'pilates',
        name: 'Pilates Mat',
        locationId: uptown,
        instructorId: olivia,
        roomId: studio,
        capacity: 10,
        date: '2026-11-21',
        start: '2026-11-21T15:00:00.000Z',
        end: '2026-11-21T15:45:00.000Z',
      },
    ]);
    expect(expandClassSessions([pilates], '2026-11-22', '2026-11-20', inChicago)).toEqual([]);
  });

  it("runs each class on its own location's clock: Brooklyn's 18:00 is New York's, Uptown's Chicago's", () => {
    const brooklyn = '33333333-3333-4333-8333-333333333333';
    const zones: Record<string, string> = { [uptown]: 'America/Chicago', [brooklyn]: 'America/New_York' };
    const classes = [classType(), classType({ id: 'barre', name: 'Barre', locationId: brooklyn })];
    const sessions = expandClassSessions(classes, '2026-11-22', '2026-11-22', (locationId) => zones[locationId] ?? 'UTC');
    expect(sessions.map((session) => [session.name, session.start, session.end])).toEqual([
      ['Barre', '2026-11-22T23:00:00.000Z', '2026-11-23T00:00:00.000Z'],
      ['Vinyasa Flow Yoga', '2026-11-23T00:00:00.000Z', '2026-11-23T01:00:00.000Z'],
    ]);
  });
});
