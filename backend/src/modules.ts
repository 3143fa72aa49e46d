import { activityModule } from './activity/manifest';
import { appointmentsModule } from './appointments/manifest';
import { auditModule } from './audit/manifest';
import { availabilityModule } from './availability/manifest';
import { bookingModule } from './booking/manifest';
import { businessModule } from './business/manifest';
import { cardPaymentsModule } from './card-payments/manifest';
import { cashDrawerModule } from './cash-drawer/manifest';
import { catalogueModule } from './catalogue/manifest';
import { clientImportsModule } from './client-imports/manifest';
import { clientsModule } from './clients/manifest';
import { giftCardsModule } from './gift-cards/manifest';
import type { BackendModule } from './http/backend-module';
import { identityModule } from './identity/manifest';
import { noteTemplatesModule } from './note-templates/manifest';
import { payrollModule } from './payroll/manifest';
import { reportsModule } from './reports/manifest';
import { salesModule } from './sales/manifest';
import { systemModule } from './system/manifest';
import { teamModule } from './team/manifest';
import { testingSeedModule } from './testing-seed/manifest';
import { timeClockModule } from './time-clock/manifest';
import { waitlistModule } from './waitlist/manifest';

// Every backend module, one line each: server.ts mounts their routers in this order.
export const backendModules: readonly BackendModule[] = [
  identityModule,
  businessModule,
  catalogueModule,
  systemModule,
  teamModule,
  availabilityModule,
  clientsModule,
  waitlistModule,
  appointmentsModule,
  bookingModule,
  noteTemplatesModule,
  salesModule,
  cardPaymentsModule,
  cashDrawerModule,
  giftCardsModule,
  clientImportsModule,
  reportsModule,
  timeClockModule,
  activityModule,
  payrollModule,
  auditModule,
  testingSeedModule,
];
