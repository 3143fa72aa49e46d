import type { Caller, Row } from './permission-matrix-support';

// Pay over time (the staff profile) and payroll. "Staff with permission" holds edit_staff, view_payroll and
// edit_payroll; "staff without permission" holds Front Desk's permissions, which have neither pay nor payroll.

const payUsers = (status: number | readonly number[]): Record<Caller, number | readonly number[]> => ({
  admin: status,
  'staff with permission': status,
  'staff without permission': 403,
  client: 403,
  anonymous: 401,
});

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
];
