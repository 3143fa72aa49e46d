import type { ProjectionModule } from '../engine/projection-module';
import { saleProjection } from './sale-projection';
import type { SalePaymentTable, SaleRefundTable, SalesDailyTable, SaleTable } from './sale-tables';

export type SalesTables = {
  sales: SaleTable;
  sale_payments: SalePaymentTable;
  sale_refunds: SaleRefundTable;
  sales_daily: SalesDailyTable;
};

export const salesProjections: ProjectionModule<SalesTables> = {
  name: 'sales',
  projections: [saleProjection],
};
