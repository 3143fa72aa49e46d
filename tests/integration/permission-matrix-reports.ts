import { DateTime } from 'luxon';
import { staffWith, type Row } from './permission-matrix-support';

// Reports: every one needs view_reports ("staff with permission" holds it; the front desk does not).
const range = () => {
  const today = DateTime.now().toISODate() ?? '';
  return `from=${DateTime.now().minus({ days: 30 }).toISODate() ?? ''}&to=${today}`;
};

export const reportRows: Row[] = (['sales', 'appointments', 'clients', 'staff', 'gift-cards'] as const).map((name) => ({
  route: `GET /api/reports/${name}`,
  path: () => `/api/reports/${name}?${range()}`,
  expect: staffWith(200),
}));
