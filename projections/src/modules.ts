import { activityProjections } from './activity/manifest';
import { auditProjections } from './audit/manifest';
import { appointmentsProjections } from './appointments/manifest';
import { businessProjections } from './business/manifest';
import { cardPaymentsProjections } from './card-payments/manifest';
import { cashDrawerProjections } from './cash-drawer/manifest';
import { catalogueProjections } from './catalogue/manifest';
import { clientImportsProjections } from './client-imports/manifest';
import { clientsProjections } from './clients/manifest';
import { giftCardsProjections } from './gift-cards/manifest';
import { identityProjections } from './identity/manifest';
import { noteTemplatesProjections } from './note-templates/manifest';
import { payrollProjections } from './payroll/manifest';
import { reportsProjections } from './reports/manifest';
import { salesProjections } from './sales/manifest';
import { teamProjections } from './team/manifest';
import { timeClockProjections } from './time-clock/manifest';
import { waitlistProjections } from './waitlist/manifest';

// Every module's read side, one line each: registry.ts runs their projections in this order, and
// database.ts's ReadModels is the intersection of their tables.
export const projectionModules = [
  businessProjections,
  identityProjections,
  teamProjections,
  catalogueProjections,
  clientsProjections,
  appointmentsProjections,
  waitlistProjections,
  noteTemplatesProjections,
  salesProjections,
  cardPaymentsProjections,
  cashDrawerProjections,
  giftCardsProjections,
  clientImportsProjections,
  reportsProjections,
  timeClockProjections,
  activityProjections,
  payrollProjections,
  auditProjections,
] as const;
