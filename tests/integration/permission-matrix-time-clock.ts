import { randomUUID } from 'node:crypto';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoStaff } from '@chairside/backend/team/index';
import type { Caller, Row } from './permission-matrix-support';

// The time clock: the board, your own clock and timesheet with view_time_clock or edit_time_clock; clocking
// someone else and editing entries with edit_time_clock. "Staff with permission" holds edit_time_clock;
// "staff without permission" holds Front Desk's permissions, which have no time clock. The clock rows act
// on a demo staff member, so whichever caller comes second finds them clocked in (or out) already: 409.

const users = (status: number | readonly number[]): Record<Caller, number | readonly number[]> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});
const staffId = demoStaff.olivia.id;
const twice = [200, 409] as const;

export const timeClockRows: Row[] = [
  { route: 'GET /api/time-clock/status', path: () => '/api/time-clock/status', expect: users(200) },
  { route: 'GET /api/time-clock/board', path: () => `/api/time-clock/board?locationId=${demoLocations.downtown.id}`, expect: users(200) },
  { route: 'GET /api/time-clock/timesheets', path: () => '/api/time-clock/timesheets?date=2026-11-27', expect: users(200) },
  { route: 'GET /api/time-clock/timesheets.csv', path: () => '/api/time-clock/timesheets.csv?date=2026-11-27', expect: users(200) },
  {
    route: 'POST /api/time-clock/clock-in',
    path: () => '/api/time-clock/clock-in',
    body: () => ({ staffId, locationId: demoLocations.downtown.id }),
    expect: users(twice),
    note: 'the second caller finds them clocked in',
  },
  {
    route: 'POST /api/time-clock/break-start',
    path: () => '/api/time-clock/break-start',
    body: () => ({ staffId }),
    expect: users([200, 409]),
  },
  {
    route: 'POST /api/time-clock/break-end',
    path: () => '/api/time-clock/break-end',
    body: () => ({ staffId }),
    expect: users([200, 409]),
  },
  {
    route: 'POST /api/time-clock/clock-out',
    path: () => '/api/time-clock/clock-out',
    body: () => ({ staffId }),
    expect: users([200, 409]),
  },
  {
    route: 'PUT /api/time-clock/entries/:id',
    path: () => `/api/time-clock/entries/${randomUUID()}`,
    body: () => ({
      staffId,
      clockedInAt: '2026-11-02T15:00:00.000Z',
      clockedOutAt: '2026-11-02T23:00:00.000Z',
      breaks: [],
      reason: 'Matrix',
    }),
    expect: users(404),
    note: 'an entry that does not exist: the guard answers first',
  },
  {
    route: 'POST /api/time-clock/entries',
    path: () => '/api/time-clock/entries',
    body: () => {
      // A day of its own in the past year, so the cells' entries do not overlap.
      const start = Date.UTC(2026, 0, 1, 15) + Math.floor(Math.random() * 300) * 86_400_000;
      return {
        staffId,
        locationId: demoLocations.downtown.id,
        clockedInAt: new Date(start).toISOString(),
        clockedOutAt: new Date(start + 3_600_000).toISOString(),
        breaks: [],
        reason: 'Matrix',
      };
    },
    expect: users(twice),
    note: 'a day picked at random; the same day twice overlaps',
  },
];
