import type { ProjectionModule } from '../engine/projection-module';
import { reportAppointmentProjection } from './report-appointment-projection';
import { reportGiftCardProjection } from './report-gift-card-projection';
import { reportSalesProjection } from './report-sales-projection';
import type {
  ReportAppointmentDayTable,
  ReportAppointmentTable,
  ReportClientDayTable,
  ReportClientVisitTable,
  ReportGiftCardDayTable,
  ReportGiftCardRedemptionTable,
  ReportSalesBreakdownTable,
  ReportSaleLinesTable,
  ReportSalesDayTable,
  ReportStaffDayTable,
} from './report-tables';

export type ReportsTables = {
  report_sales_days: ReportSalesDayTable;
  report_sales_breakdowns: ReportSalesBreakdownTable;
  report_sale_lines: ReportSaleLinesTable;
  report_appointments: ReportAppointmentTable;
  report_appointment_days: ReportAppointmentDayTable;
  report_staff_days: ReportStaffDayTable;
  report_client_visits: ReportClientVisitTable;
  report_client_days: ReportClientDayTable;
  report_gift_card_days: ReportGiftCardDayTable;
  report_gift_card_redemptions: ReportGiftCardRedemptionTable;
};

export const reportsProjections: ProjectionModule<ReportsTables> = {
  name: 'reports',
  projections: [reportSalesProjection, reportAppointmentProjection, reportGiftCardProjection],
};
