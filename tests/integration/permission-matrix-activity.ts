import { demoLocations } from '@chairside/backend/business/demo-business';
import { calendarUsers, type Row } from './permission-matrix-support';

// The dashboard's recent activity: every staff member who sees the dashboard or one of its kinds reads it
// (what each may see is filtered inside, backend/src/activity/activity-routes.int.test.ts); clients never.
export const activityRows: Row[] = [
  {
    route: 'GET /api/dashboard/activity',
    path: () => `/api/dashboard/activity?locationId=${demoLocations.downtown.id}`,
    expect: calendarUsers(200),
  },
];
