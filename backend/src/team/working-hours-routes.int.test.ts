import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { staffWorkingHoursSchema, teamWorkingHoursSchema, type WeeklyScheduleInput } from '@chairside/shared/team/working-hours-dto';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';
import { demoStaff } from './demo-staff';
import { callApi, createTestUser, signInDemoUsers, type TestUser, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

const now = new Date('2026-11-22T18:00:00Z');
const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;

let system: TestSystem;
let admin: string;
let frontdesk: string;
let basic: string;
let manager: TestUser;
// Staff with the calendar but neither schedule permission.
let noSchedules: TestUser;

beforeAll(async () => {
  system = await startTestSystem({
    seed: async (store) => {
      // The team's dated exceptions and time off around a fixed day, so the week below holds them whatever today is.
      await seedDemo(store, now);
    },
  });
  await waitForReadModels(system);
  [admin, frontdesk, basic] = await signInDemoUsers(system.baseUrl, ['admin', 'frontdesk', 'basic']);
  manager = await createTestUser(system, { permissions: ['view_staff', 'view_schedules', 'edit_schedules'] });
  noSchedules = await createTestUser(system, { permissions: ['view_dashboard', 'view_calendar', 'view_clients'] });
});
afterAll(() => system.stop());

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const workingHours = async (staffId: string, token = admin) =>
  staffWorkingHoursSchema.parse(await (await call('GET', `/staff/${staffId}/schedule`, token)).json());
async function ok(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(200);
  return commandReplySchema.parse(await response.json()).id;
}
async function refused(response: Response, status: number, error: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  if (typeof error === 'string') expect(body).toEqual({ error });
  else expect(body.error).toMatch(error);
}

const week = (locationId: string, weekdays: number[], start = '09:00', end = '17:00'): WeeklyScheduleInput => ({
  locationId,
  effectiveFrom: '2027-01-01',
  effectiveUntil: null,
  days: weekdays.map((weekday) => ({ weekday, hours: [{ start, end }], breaks: [] })),
});

// A new team member at the given locations, with no schedule yet.
async function hire(locationIds: string[]): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  return ok(
    await call('POST', '/staff', admin, {
      firstName: 'Rae',
      lastName: `Okafor ${suffix}`,
      email: `rae.${suffix}@chairside.test`,
      phone: null,
      color: '#0ea5e9',
      locationIds,
      pay: {},
      username: `rae.${suffix}`,
      password: 'a-long-password',
    }),
  );
}

describe('weekly schedules', () => {
  it('shows the seeded schedules: Maya at Downtown Tuesday to Friday and Uptown on Saturdays', async () => {
    const maya = await workingHours(demoStaff.maya.id);
    expect(
      maya.schedules.map((item) => [item.locationId, item.days.map((day) => day.weekday), item.effectiveFrom, item.effectiveUntil]),
    ).toEqual(
      expect.arrayContaining([
        [downtown, [2, 3, 4, 5], '2026-09-01', null],
        [uptown, [6], '2026-09-01', null],
      ]),
    );
  });

  it('adds, edits and removes a schedule, each visible at once', async () => {
    const staffId = await hire([downtown, uptown]);
    const id = await ok(
      await call('POST', `/staff/${staffId}/schedules`, admin, {
        ...week(downtown, [2, 3]),
        days: [
          { weekday: 3, hours: [{ start: '09:00', end: '17:00' }], breaks: [{ start: '12:00', end: '12:30' }] },
          { weekday: 2, hours: [{ start: '09:00', end: '17:00' }] },
        ],
      }),
    );
    expect((await workingHours(staffId)).schedules).toEqual([
      {
        id,
        staffId,
        locationId: downtown,
        effectiveFrom: '2027-01-01',
        effectiveUntil: null,
        days: [
          { weekday: 2, hours: [{ start: '09:00', end: '17:00' }], breaks: [] },
          { weekday: 3, hours: [{ start: '09:00', end: '17:00' }], breaks: [{ start: '12:00', end: '12:30' }] },
        ],
      },
    ]);

    expect(
      await ok(
        await call('PUT', `/staff/${staffId}/schedules/${id}`, manager.token, { ...week(uptown, [4]), effectiveUntil: '2027-06-30' }),
      ),
    ).toBe(id);
    expect((await workingHours(staffId)).schedules).toMatchObject([
      { id, locationId: uptown, effectiveUntil: '2027-06-30', days: [{ weekday: 4 }] },
    ]);

    expect(await ok(await call('DELETE', `/staff/${staffId}/schedules/${id}`, admin))).toBe(id);
    expect((await workingHours(staffId)).schedules).toEqual([]);
    await refused(await call('DELETE', `/staff/${staffId}/schedules/${id}`, admin), 404, 'Schedule not found');
    await refused(await call('PUT', `/staff/${staffId}/schedules/${randomUUID()}`, admin, week(uptown, [4])), 404, 'Schedule not found');
  });

  it('refuses a schedule overlapping another of the same person (409), naming the clash', async () => {
    const staffId = await hire([downtown, uptown]);
    await ok(await call('POST', `/staff/${staffId}/schedules`, admin, week(uptown, [1, 6])));
    await refused(
      await call('POST', `/staff/${staffId}/schedules`, admin, {
        ...week(downtown, [6], '16:00', '20:00'),
        effectiveFrom: '2026-12-01',
        effectiveUntil: '2027-01-31',
      }),
      409,
      'This overlaps the schedule at Uptown on Saturdays, 9:00 AM to 5:00 PM (from Jan 1, 2027); nobody can work two schedules at once',
    );
    // Ending the day before the other starts is fine, and so are the evening hours after it.
    await ok(
      await call('POST', `/staff/${staffId}/schedules`, admin, {
        ...week(downtown, [6]),
        effectiveFrom: '2026-12-01',
        effectiveUntil: '2026-12-31',
      }),
    );
    await ok(await call('POST', `/staff/${staffId}/schedules`, admin, week(downtown, [1], '17:00', '20:00')));
    expect((await workingHours(staffId)).schedules).toHaveLength(3);
  });

  it('refuses a location the person does not work at (422), bad forms (400), and unknown people (404)', async () => {
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/schedules`, admin, week(uptown, [1])),
      422,
      'Bailey Basic does not work at Uptown',
    );
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/schedules`, admin, week(randomUUID(), [1])),
      422,
      'That location does not exist',
    );
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/schedules`, admin, {
        ...week(downtown, [1]),
        days: [{ weekday: 1, hours: [{ start: '09:00', end: '12:00' }], breaks: [{ start: '12:30', end: '13:00' }] }],
      }),
      400,
      'days.0.breaks: A break must fall inside the working hours',
    );
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/schedules`, admin, { ...week(downtown, [1]), effectiveUntil: '2026-12-31' }),
      400,
      'effectiveUntil: The schedule cannot end before it starts',
    );
    await refused(await call('POST', `/staff/${randomUUID()}/schedules`, admin, week(downtown, [1])), 404, 'Staff member not found');
  });

  it('lets only edit_schedules change schedules', async () => {
    const viewer = await createTestUser(system, { permissions: ['view_schedules'] });
    for (const token of [viewer.token, basic, frontdesk])
      expect((await call('POST', `/staff/${demoStaff.bailey.id}/schedules`, token, week(downtown, [1]))).status).toBe(403);
    expect((await call('POST', `/staff/${demoStaff.bailey.id}/schedules`, null, week(downtown, [1]))).status).toBe(401);
    expect((await call('DELETE', `/staff/${demoStaff.bailey.id}/schedules/${randomUUID()}`, basic)).status).toBe(403);
  });
});

describe('date exceptions', () => {
  it('sets, replaces and clears an exception', async () => {
    const path = `/staff/${demoStaff.marcus.id}/exceptions/2026-12-24`;
    expect(
      await ok(
        await call('PUT', path, manager.token, { locationId: uptown, hours: [{ start: '09:00', end: '13:00' }], note: 'Christmas Eve' }),
      ),
    ).toBe('2026-12-24');
    expect((await workingHours(demoStaff.marcus.id)).exceptions).toEqual([
      {
        staffId: demoStaff.marcus.id,
        date: '2026-12-24',
        locationId: uptown,
        hours: [{ start: '09:00', end: '13:00' }],
        note: 'Christmas Eve',
      },
    ]);
    await ok(await call('PUT', path, admin, { locationId: uptown }));
    expect((await workingHours(demoStaff.marcus.id)).exceptions).toMatchObject([{ date: '2026-12-24', hours: [], note: '' }]);
    await ok(await call('DELETE', path, admin));
    expect((await workingHours(demoStaff.marcus.id)).exceptions).toEqual([]);
    await refused(await call('DELETE', path, admin), 404, 'There is no exception on that date');
  });

  it('refuses bad dates and hours (400), locations the person does not work at (422), and callers without edit_schedules', async () => {
    await refused(
      await call('PUT', `/staff/${demoStaff.marcus.id}/exceptions/2026-02-30`, admin, { locationId: uptown }),
      400,
      'That date does not exist',
    );
    await refused(
      await call('PUT', `/staff/${demoStaff.marcus.id}/exceptions/24-12-2026`, admin, { locationId: uptown }),
      400,
      'Dates are yyyy-mm-dd',
    );
    await refused(
      await call('PUT', `/staff/${demoStaff.marcus.id}/exceptions/2026-12-24`, admin, {
        locationId: uptown,
        hours: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      }),
      400,
      'hours: Working hours on the same day overlap',
    );
    await refused(
      await call('PUT', `/staff/${demoStaff.marcus.id}/exceptions/2026-12-24`, admin, { locationId: downtown }),
      422,
      'Marcus Reed does not work at Downtown',
    );
    expect((await call('PUT', `/staff/${demoStaff.bailey.id}/exceptions/2026-12-24`, basic, { locationId: downtown })).status).toBe(403);
    expect((await call('DELETE', `/staff/${demoStaff.bailey.id}/exceptions/2026-12-24`, basic)).status).toBe(403);
  });
});

describe('time off', () => {
  const personalDay = { from: '2027-02-05T00:00', until: '2027-02-06T00:00', reason: 'personal', note: 'Dentist' };

  it('is a request when basic staff ask for themselves, and 403 for anyone else', async () => {
    const id = await ok(await call('POST', `/staff/${demoStaff.bailey.id}/time-off`, basic, personalDay));
    const mine = (await workingHours(demoStaff.bailey.id, basic)).timeOff.find((item) => item.id === id);
    expect(mine).toEqual({
      id,
      staffId: demoStaff.bailey.id,
      ...personalDay,
      status: 'requested',
      requestedBy: demoStaff.bailey.id,
      decidedBy: null,
    });
    await refused(
      await call('POST', `/staff/${demoStaff.maya.id}/time-off`, basic, personalDay),
      403,
      'You can only request time off for yourself',
    );
    expect((await call('POST', `/staff/${demoStaff.bailey.id}/time-off`, frontdesk, personalDay)).status).toBe(403);
    expect((await call('POST', `/staff/${demoStaff.bailey.id}/time-off`, null, personalDay)).status).toBe(401);
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/time-off`, basic, { ...personalDay, until: personalDay.from }),
      400,
      'until: Time off must end after it starts',
    );
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/time-off`, basic, { ...personalDay, note: 'Again' }),
      409,
      /^This overlaps time off already requested/,
    );
  });

  it('is approved at once when a manager enters it', async () => {
    const id = await ok(
      await call('POST', `/staff/${demoStaff.maya.id}/time-off`, manager.token, {
        from: '2027-03-01T13:00',
        until: '2027-03-01T17:00',
        reason: 'training',
      }),
    );
    expect((await workingHours(demoStaff.maya.id)).timeOff.find((item) => item.id === id)).toMatchObject({
      status: 'approved',
      requestedBy: manager.id,
      decidedBy: manager.id,
      note: '',
    });
  });

  it('is approved or declined by a manager; the requester cancels their own request but not approved time off', async () => {
    const ask = async (from: string, until: string) =>
      ok(await call('POST', `/staff/${demoStaff.bailey.id}/time-off`, basic, { from, until, reason: 'vacation' }));
    const status = async (id: string) => (await workingHours(demoStaff.bailey.id)).timeOff.find((item) => item.id === id)?.status;
    const approved = await ask('2027-04-05T00:00', '2027-04-10T00:00');
    const declined = await ask('2027-05-03T00:00', '2027-05-04T00:00');
    const cancelled = await ask('2027-06-07T00:00', '2027-06-08T00:00');

    expect((await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${approved}/approve`, basic)).status).toBe(403);
    await ok(await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${approved}/approve`, manager.token));
    expect(await status(approved)).toBe('approved');
    await ok(await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${declined}/decline`, admin));
    expect(await status(declined)).toBe('declined');
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${declined}/approve`, admin),
      409,
      'This time off was declined; it can no longer be approved',
    );

    await ok(await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${cancelled}/cancel`, basic));
    expect(await status(cancelled)).toBe('cancelled');
    await refused(
      await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${approved}/cancel`, basic),
      403,
      'Approved time off can only be cancelled by a manager',
    );
    await ok(await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${approved}/cancel`, manager.token));
    expect(await status(approved)).toBe('cancelled');

    await refused(
      await call('POST', `/staff/${demoStaff.maya.id}/time-off/${approved}/cancel`, basic),
      403,
      'You can only cancel your own time off requests',
    );
    await refused(await call('POST', `/staff/${demoStaff.bailey.id}/time-off/${randomUUID()}/approve`, admin), 404, 'Time off not found');
  });
});

describe('reading working hours', () => {
  const grid = (token: string | null, query = `?locationId=${downtown}&from=2026-11-23&to=2026-11-29`) =>
    call('GET', `/staff-schedules${query}`, token);

  it('shows the whole location to view_schedules holders, with the week’s exceptions and time off', async () => {
    const viewer = await createTestUser(system, { permissions: ['view_schedules'] });
    const team = teamWorkingHoursSchema.parse(await (await grid(viewer.token)).json());
    expect(team.from).toBe('2026-11-23');
    const names = team.staff.map((member) => member.firstName);
    expect(names).toEqual(expect.arrayContaining(['Bailey', 'Diego', 'Jordan', 'Lena', 'Maya', 'Priya', 'Sam']));
    expect(names).not.toContain('Marcus');
    const maya = team.staff.find((member) => member.staffId === demoStaff.maya.id);
    expect(maya).toMatchObject({ lastName: 'Chen', color: '#d946ef', locationIds: [downtown, uptown], isActive: true });
    // Both of Maya's schedules: the grid can say she is at Uptown on Saturday.
    expect(maya?.schedules.map((item) => item.locationId).sort()).toEqual([downtown, uptown].sort());
    // Lena's seeded short Saturday falls in this week.
    expect(team.staff.find((member) => member.staffId === demoStaff.lena.id)?.exceptions).toMatchObject([
      { date: '2026-11-28', hours: [{ start: '09:00', end: '13:00' }] },
    ]);
  });

  it('shows a view_own_schedule holder only themself, and refuses callers with neither permission', async () => {
    const team = teamWorkingHoursSchema.parse(await (await grid(basic)).json());
    expect(team.staff.map((member) => member.staffId)).toEqual([demoStaff.bailey.id]);
    // Bailey's seeded personal day request (the Friday at least a week away) is in the window of that week.
    const later = teamWorkingHoursSchema.parse(await (await grid(basic, `?locationId=${downtown}&from=2026-11-30&to=2026-12-06`)).json());
    expect(later.staff[0]?.timeOff).toMatchObject([
      { from: '2026-12-04T00:00', until: '2026-12-05T00:00', reason: 'personal', status: 'requested' },
    ]);
    expect((await grid(basic, `?locationId=${uptown}&from=2026-11-23&to=2026-11-29`)).status).toBe(200);
    expect(
      teamWorkingHoursSchema.parse(await (await grid(basic, `?locationId=${uptown}&from=2026-11-23&to=2026-11-29`)).json()).staff,
    ).toEqual([]);
    expect((await grid(noSchedules.token)).status).toBe(403);
    expect((await grid(null)).status).toBe(401);
  });

  it('validates the window', async () => {
    await refused(
      await grid(admin, `?locationId=${downtown}&from=2026-11-29&to=2026-11-23`),
      400,
      'to: The end date cannot be before the start date',
    );
    await refused(await grid(admin, `?locationId=${downtown}&from=2026-11-01&to=2027-02-01`), 400, 'to: Show at most 62 days at a time');
    await refused(await grid(admin, `?from=2026-11-23&to=2026-11-29`), 400, 'locationId: Choose a location');
  });

  it('shows one person’s schedule to view_schedules holders, and to a view_own_schedule holder only their own', async () => {
    const viewer = await createTestUser(system, { permissions: ['view_schedules'] });
    expect((await call('GET', `/staff/${demoStaff.maya.id}/schedule`, viewer.token)).status).toBe(200);
    expect((await call('GET', `/staff/${demoStaff.bailey.id}/schedule`, basic)).status).toBe(200);
    expect((await call('GET', `/staff/${demoStaff.maya.id}/schedule`, basic)).status).toBe(403);
    expect((await call('GET', `/staff/${demoStaff.maya.id}/schedule`, noSchedules.token)).status).toBe(403);
    await refused(await call('GET', `/staff/${randomUUID()}/schedule`, admin), 404, 'Staff member not found');
  });
});
