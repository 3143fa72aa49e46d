import { z } from 'zod';
import { activityTopics } from '../activity/activity-topics';
import { auditTopics } from '../audit/audit-topics';
import { appointmentTopics } from '../appointments/appointment-topics';
import { bookingTopics } from '../booking/booking-topics';
import { businessTopics } from '../business/business-topics';
import { cardPaymentTopics } from '../card-payments/card-payment-topics';
import { cashDrawerTopics } from '../cash-drawer/cash-drawer-topics';
import { catalogueTopics } from '../catalogue/catalogue-topics';
import { clientImportTopics } from '../client-imports/client-import-topics';
import { clientTopics } from '../clients/client-topics';
import { clientNoteTopics } from '../clients/client-note-topics';
import { giftCardTopics } from '../gift-cards/gift-card-topics';
import { identityTopics } from '../identity/identity-topics';
import { noteTemplateTopics } from '../note-templates/note-template-topics';
import { payrollTopics } from '../payroll/payroll-topics';
import { reportTopics } from '../reports/report-topics';
import { saleTopics } from '../sales/sale-topics';
import { teamTopics } from '../team/team-topics';
import { timeClockTopics } from '../time-clock/time-clock-topics';

// Every read model change a screen can hear about (ARCHITECTURE §6). Projections announce them, the
// socket carries them, and the browser maps each to the query keys it makes stale (each frontend module's
// manifest; frontend/src/live/topic-keys.ts checks that every topic has keys). Each module declares its
// topics in shared/src/<module>/<module>-topics.ts; a new module adds one line here.
export const liveTopics = [
  ...businessTopics,
  ...identityTopics,
  ...catalogueTopics,
  ...teamTopics,
  ...appointmentTopics,
  ...clientTopics,
  ...bookingTopics,
  ...noteTemplateTopics,
  ...saleTopics,
  ...cardPaymentTopics,
  ...cashDrawerTopics,
  ...giftCardTopics,
  ...clientNoteTopics,
  ...clientImportTopics,
  ...reportTopics,
  ...auditTopics,
  ...timeClockTopics,
  ...activityTopics,
  ...payrollTopics,
] as const;
export type LiveTopic = (typeof liveTopics)[number];
export const liveTopicSchema = z.enum(liveTopics);
