import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoGroups } from '@chairside/backend/identity/demo-users';
import { calendarUsers, staffWith, unique, type AdminApi, type Caller, type Row } from './permission-matrix-support';

// Staff, schedules, exceptions and time off. Only admin and "staff with permission" get past the guard,
// so each of them acts on their own throwaway record where a second call would answer differently.

type PerCaller = { admin: string; 'staff with permission': string };
export type TeamWorld = {
  // A hired staff member (Basic Staff group) whose records the rows act on, and one to switch off and on.
  member: { id: string; token: string };
  switchable: string;
  // Staff members hired without a sign-in account, one per successful caller, to add an account to.
  withoutAccount: PerCaller;
  scheduleToEdit: string;
  schedulesToRemove: PerCaller;
  // Dates with an exception set in setup.
  exceptionsToClear: PerCaller;
  requestToApprove: string;
  requestToDecline: string;
  timeOffToCancel: string;
};

const downtown = demoLocations.downtown.id;
const pick = (perCaller: PerCaller, caller: Caller) =>
  caller === 'staff with permission' ? perCaller['staff with permission'] : perCaller.admin;
// Different weekdays and dates per caller: the second successful caller must not clash with the first.
const byCaller = <T>(caller: Caller, forAdmin: T, forStaff: T) => (caller === 'staff with permission' ? forStaff : forAdmin);
const oneHour = (weekday: number) => ({
  locationId: downtown,
  effectiveFrom: '2027-01-01',
  effectiveUntil: null,
  days: [{ weekday, hours: [{ start: '09:00', end: '10:00' }], breaks: [] }],
});

export const newStaffBody = () => {
  const tag = unique();
  return {
    firstName: 'Matrix',
    lastName: `Staff ${tag}`,
    email: `matrix.staff.${tag}@chairside.test`,
    phone: null,
    color: '#0ea5e9',
    locationIds: [downtown],
    pay: {},
    username: `matrix.${tag}`,
    password: 'a-long-password',
  };
};

const newStaffWithoutAccountBody = () => {
  const { username: _username, password: _password, email: _email, ...body } = newStaffBody();
  return body;
};

const accountBody = () => {
  const tag = unique();
  return { username: `matrix.later.${tag}`, password: 'a-long-password', email: `matrix.later.${tag}@chairside.test` };
};

export async function setUpTeamWorld(api: AdminApi): Promise<TeamWorld> {
  const body = { ...newStaffBody(), groupIds: [demoGroups.basicStaff.id] };
  const memberId = await api.call('POST', '/api/staff', body);
  const token = await api.signIn(body.username, body.password);
  const switchable = await api.call('POST', '/api/staff', newStaffBody());
  const staff = `/api/staff/${memberId}`;
  return {
    member: { id: memberId, token },
    switchable,
    withoutAccount: {
      admin: await api.call('POST', '/api/staff', newStaffWithoutAccountBody()),
      'staff with permission': await api.call('POST', '/api/staff', newStaffWithoutAccountBody()),
    },
    scheduleToEdit: await api.call('POST', `${staff}/schedules`, oneHour(3)),
    schedulesToRemove: {
      admin: await api.call('POST', `${staff}/schedules`, oneHour(4)),
      'staff with permission': await api.call('POST', `${staff}/schedules`, oneHour(5)),
    },
    exceptionsToClear: {
      admin: await api.call('PUT', `${staff}/exceptions/2027-04-01`, { locationId: downtown }),
      'staff with permission': await api.call('PUT', `${staff}/exceptions/2027-04-02`, { locationId: downtown }),
    },
    requestToApprove: await api.call(
      'POST',
      `${staff}/time-off`,
      { from: '2027-06-01T09:00', until: '2027-06-01T12:00', reason: 'personal' },
      token,
    ),
    requestToDecline: await api.call(
      'POST',
      `${staff}/time-off`,
      { from: '2027-06-02T09:00', until: '2027-06-02T12:00', reason: 'personal' },
      token,
    ),
    timeOffToCancel: await api.call('POST', `${staff}/time-off`, {
      from: '2027-06-03T09:00',
      until: '2027-06-03T12:00',
      reason: 'training',
    }),
  };
}

export const teamRows: Row[] = [
  { route: 'GET /api/staff', path: () => '/api/staff', expect: calendarUsers(200), note: 'the front desk reads what booking needs' },
  {
    route: 'GET /api/staff/:id',
    path: (w) => `/api/staff/${w.team.member.id}`,
    expect: calendarUsers(200),
    note: 'the front desk reads what booking needs',
  },
  {
    route: 'POST /api/staff',
    path: () => '/api/staff',
    body: () => newStaffBody(),
    expect: staffWith(200),
    note: 'with a username, creates the sign-in account too',
  },
  {
    route: 'PUT /api/staff/:id',
    path: (w) => `/api/staff/${w.team.switchable}`,
    body: () => ({
      firstName: 'Matrix',
      lastName: 'Switchable',
      email: 'matrix.switchable@chairside.test',
      phone: null,
      color: '#0ea5e9',
      locationIds: [downtown],
      pay: {},
    }),
    expect: staffWith(200),
  },
  {
    route: 'POST /api/staff/:id/account',
    path: (w, c) => `/api/staff/${pick(w.team.withoutAccount, c)}/account`,
    body: () => accountBody(),
    expect: staffWith(200),
    note: 'a sign-in account for someone hired without one',
  },
  { route: 'POST /api/staff/:id/deactivate', path: (w) => `/api/staff/${w.team.switchable}/deactivate`, expect: staffWith(200) },
  { route: 'POST /api/staff/:id/activate', path: (w) => `/api/staff/${w.team.switchable}/activate`, expect: staffWith(200) },
  {
    route: 'GET /api/staff-schedules',
    path: () => `/api/staff-schedules?locationId=${downtown}&from=2026-11-23&to=2026-11-29`,
    expect: staffWith(200),
    note: 'view_schedules; view_own_schedule alone sees only themselves (schedule-routes.int.test.ts)',
  },
  {
    route: 'GET /api/staff/:id/schedule',
    path: (w) => `/api/staff/${w.team.member.id}/schedule`,
    expect: staffWith(200),
    note: "someone else's schedule",
  },
  {
    route: 'POST /api/staff/:id/schedules',
    path: (w) => `/api/staff/${w.team.member.id}/schedules`,
    body: (_w, c) => oneHour(byCaller(c, 1, 2)),
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/staff/:id/schedules/:scheduleId',
    path: (w) => `/api/staff/${w.team.member.id}/schedules/${w.team.scheduleToEdit}`,
    body: () => oneHour(3),
    expect: staffWith(200),
  },
  {
    route: 'DELETE /api/staff/:id/schedules/:scheduleId',
    path: (w, c) => `/api/staff/${w.team.member.id}/schedules/${pick(w.team.schedulesToRemove, c)}`,
    expect: staffWith(200),
  },
  {
    route: 'PUT /api/staff/:id/exceptions/:date',
    path: (w) => `/api/staff/${w.team.member.id}/exceptions/2027-03-01`,
    body: () => ({ locationId: downtown }),
    expect: staffWith(200),
    note: 'setting the same day off twice changes nothing',
  },
  {
    route: 'DELETE /api/staff/:id/exceptions/:date',
    path: (w, c) => `/api/staff/${w.team.member.id}/exceptions/${pick(w.team.exceptionsToClear, c)}`,
    expect: staffWith(200),
  },
  {
    route: 'POST /api/staff/:id/time-off',
    path: (w) => `/api/staff/${w.team.member.id}/time-off`,
    body: (_w, c) => ({ from: `2027-0${byCaller(c, 7, 8)}-01T09:00`, until: `2027-0${byCaller(c, 7, 8)}-01T10:00`, reason: 'other' }),
    expect: staffWith(200),
  },
  {
    route: 'POST /api/staff/:id/time-off/:timeOffId/approve',
    path: (w) => `/api/staff/${w.team.member.id}/time-off/${w.team.requestToApprove}/approve`,
    expect: staffWith(200),
  },
  {
    route: 'POST /api/staff/:id/time-off/:timeOffId/decline',
    path: (w) => `/api/staff/${w.team.member.id}/time-off/${w.team.requestToDecline}/decline`,
    expect: staffWith(200),
  },
  {
    route: 'GET /api/availability',
    path: (w) => `/api/availability?date=2026-11-24&locationId=${downtown}&staffId=${w.team.member.id}`,
    expect: { ...staffWith(200), 'staff without permission': 200 },
    note: 'schedules or any appointment permission: Front Desk books, so it may see free time',
  },
  {
    route: 'POST /api/staff/:id/time-off/:timeOffId/cancel',
    path: (w) => `/api/staff/${w.team.member.id}/time-off/${w.team.timeOffToCancel}/cancel`,
    expect: staffWith(200),
    note: "a manager cancels someone's time off",
  },
];
