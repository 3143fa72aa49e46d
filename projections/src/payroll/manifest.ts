import type { ProjectionModule } from '../engine/projection-module';
import { payrollLedgerProjection } from './payroll-ledger-projection';
import { payrollRunProjection } from './payroll-run-projection';
import type { PayrollAdjustmentTable, PayrollLedgerTable, PayrollPayRatesTable, PayrollRunTable, PayrollSaleTable } from './payroll-tables';

export type PayrollTables = {
  payroll_pay_rates: PayrollPayRatesTable;
  payroll_sales: PayrollSaleTable;
  payroll_ledger: PayrollLedgerTable;
  payroll_runs: PayrollRunTable;
  payroll_adjustments: PayrollAdjustmentTable;
};

export const payrollProjections: ProjectionModule<PayrollTables> = {
  name: 'payroll',
  projections: [payrollLedgerProjection, payrollRunProjection],
};
