import { lazy } from 'react';

// Module pages load on demand; the "Loading..." screen shows meanwhile (SPEC §2.4).
export const LazySettingsPage = lazy(() =>
  import('../modules/settings/settings-page').then((module) => ({ default: module.SettingsPage })),
);
export const LazyLocationsPage = lazy(() =>
  import('../modules/locations/locations-page').then((module) => ({ default: module.LocationsPage })),
);
export const LazyPermissionsPage = lazy(() =>
  import('../modules/permissions/permissions-page').then((module) => ({ default: module.PermissionsPage })),
);
export const LazyHelpIndexPage = lazy(() => import('../help/help-index-page').then((module) => ({ default: module.HelpIndexPage })));
export const LazyHelpArticlePage = lazy(() => import('../help/help-article-page').then((module) => ({ default: module.HelpArticlePage })));
export const LazyDashboardPage = lazy(() => import('../pages/dashboard-page').then((module) => ({ default: module.DashboardPage })));
export const LazyPlannedModulePage = lazy(() =>
  import('../pages/planned-module-page').then((module) => ({ default: module.PlannedModulePage })),
);
export const LazyServicesPage = lazy(() =>
  import('../modules/services/services-page').then((module) => ({ default: module.ServicesPage })),
);
export const LazyClassesPage = lazy(() => import('../modules/classes/classes-page').then((module) => ({ default: module.ClassesPage })));
export const LazyRoomsPage = lazy(() => import('../modules/resources/rooms-page').then((module) => ({ default: module.RoomsPage })));
export const LazyStaffPage = lazy(() => import('../modules/staff/staff-page').then((module) => ({ default: module.StaffPage })));
export const LazyTeamSchedulePage = lazy(() =>
  import('../modules/staff-schedule/team-schedule-page').then((module) => ({ default: module.TeamSchedulePage })),
);
export const LazyStaffScheduleListPage = lazy(() =>
  import('../modules/staff-schedule/staff-schedule-list-page').then((module) => ({ default: module.StaffScheduleListPage })),
);
export const LazyStaffSchedulePage = lazy(() =>
  import('../modules/staff-schedule/staff-schedule-page').then((module) => ({ default: module.StaffSchedulePage })),
);
export const LazyDevicesPage = lazy(() => import('../modules/resources/devices-page').then((module) => ({ default: module.DevicesPage })));
export const LazyCalendarPage = lazy(() =>
  import('../modules/appointments/calendar-page').then((module) => ({ default: module.CalendarPage })),
);
export const LazyAppointmentsMobilePage = lazy(() =>
  import('../modules/appointments/appointments-mobile-page').then((module) => ({ default: module.AppointmentsMobilePage })),
);
export const LazyBookingDesignPage = lazy(() =>
  import('../modules/booking-design/booking-design-page').then((module) => ({ default: module.BookingDesignPage })),
);
export const LazyBookingTestPage = lazy(() =>
  import('../modules/booking/booking-test-page').then((module) => ({ default: module.BookingTestPage })),
);
