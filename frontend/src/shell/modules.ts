import { activityModule } from '../modules/activity/manifest';
import { auditModule } from '../modules/audit/manifest';
import { appointmentsModule } from '../modules/appointments/manifest';
import { bookingDesignModule } from '../modules/booking-design/manifest';
import { bookingModule } from '../modules/booking/manifest';
import { cashDrawerModule } from '../modules/cash-drawer/manifest';
import { classesModule } from '../modules/classes/manifest';
import { clientsModule } from '../modules/clients/manifest';
import { giftCardsModule } from '../modules/gift-cards/manifest';
import { locationsModule } from '../modules/locations/manifest';
import { noteTemplatesModule } from '../modules/note-templates/manifest';
import { permissionsModule } from '../modules/permissions/manifest';
import { posModule } from '../modules/pos/manifest';
import { reportsModule } from '../modules/reports/manifest';
import { resourcesModule } from '../modules/resources/manifest';
import { clientImportModule } from '../modules/client-import/manifest';
import { servicesModule } from '../modules/services/manifest';
import { settingsModule } from '../modules/settings/manifest';
import { staffScheduleModule } from '../modules/staff-schedule/manifest';
import { staffModule } from '../modules/staff/manifest';
import { timeClockModule } from '../modules/time-clock/manifest';
import { payrollModule } from '../modules/payroll/manifest';
import type { FrontendModule } from './module-manifest';

// Every frontend module, one line each: the routes, the sidebar (in its SPEC slots, whatever the order
// here) and the live topics' query keys are built from their manifests.
export const frontendModules: readonly FrontendModule[] = [
  appointmentsModule,
  bookingModule,
  bookingDesignModule,
  servicesModule,
  classesModule,
  resourcesModule,
  staffModule,
  staffScheduleModule,
  locationsModule,
  permissionsModule,
  settingsModule,
  noteTemplatesModule,
  cashDrawerModule,
  giftCardsModule,
  posModule,
  clientsModule,
  clientImportModule,
  reportsModule,
  timeClockModule,
  activityModule,
  payrollModule,
  auditModule,
];
