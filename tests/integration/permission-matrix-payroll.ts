import { payrollRunSchema } from '@chairside/shared/payroll/payroll-dto';
import type { AdminApi, Caller, Row } from './permission-matrix-support';

// Pay over time (the staff profile) and payroll. "Staff with permission" holds edit_staff, view_payroll and
// edit_payroll; "staff without permission" holds Front Desk's permissions, which have neither pay nor payroll.

const payUsers = (status: number | readonly number[]): Record<Caller, number | readonly number[]> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});

// A finalised run long ago to read and correct, and the period after it for the finalise row (the second
// successful caller finds it finalised: 409).
const world = { runId: '', nextPeriodStart: '' };

export async function setUpPayrollWorld(api: AdminApi): Promise<void> {
  const first = payrollRunSchema.parse(await api.read('/api/payroll/preview?date=2019-06-10'));
  world.runId = await api.call('POST', '/api/payroll/runs', { periodStart: first.period.start });
  world.nextPeriodStart = first.nextDate;
}

export const payrollRows: Row[] = [
  {
    route: 'GET /api/staff/:id/pay-rates',
    path: (w) => `/api/staff/${w.team.member.id}/pay-rates`,
    expect: payUsers(200),
    note: 'edit_staff or view_payroll',
  },
  {
    route: 'POST /api/staff/:id/pay-rates',
    path: (w) => `/api/staff/${w.team.member.id}/pay-rates`,
    body: () => ({ effectiveFrom: '2027-03-01', pay: { hourlyRateCents: 2100 } }),
    expect: payUsers(200),
    note: 'the same rate twice records nothing the second time',
  },
  { route: 'GET /api/payroll/preview', path: () => '/api/payroll/preview?date=2019-06-10', expect: payUsers(200) },
  { route: 'GET /api/payroll/runs', path: () => '/api/payroll/runs', expect: payUsers(200) },
  { route: 'GET /api/payroll/runs/:id', path: () => `/api/payroll/runs/${world.runId}`, expect: payUsers(200) },
  { route: 'GET /api/payroll/runs/:id/csv', path: () => `/api/payroll/runs/${world.runId}/csv`, expect: payUsers(200) },
  {
    route: 'POST /api/payroll/runs',
    path: () => '/api/payroll/runs',
    body: () => ({ periodStart: world.nextPeriodStart }),
    expect: payUsers([200, 409]),
    note: 'edit_payroll; the second caller finds the period finalised',
  },
  {
    route: 'POST /api/payroll/runs/:id/adjustments',
    path: () => `/api/payroll/runs/${world.runId}/adjustments`,
    body: (w) => ({ staffId: w.team.member.id, amountCents: 500, reason: 'Matrix' }),
    expect: payUsers(200),
    note: 'edit_payroll',
  },
];
