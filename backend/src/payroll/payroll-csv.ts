import type { PayrollRun } from '@chairside/shared/payroll/payroll-dto';
import { reportCsv, type CsvCell } from '@chairside/shared/reports/report-csv';

const hours = (minutes: number) => Number((minutes / 60).toFixed(2));
const dollars = (cents: number) => Number((cents / 100).toFixed(2));

// A finalised run for the payroll provider: one line per person, then the totals; hours and money as
// numbers (decimal hours, dollars), names and reasons guarded against spreadsheet formulas by reportCsv.
export function payrollRunCsv(run: PayrollRun): string {
  const rows: CsvCell[][] = [
    [
      'Staff member',
      'Period start',
      'Period end',
      'Regular hours',
      'Overtime hours',
      'Hourly pay',
      'Commission',
      'Tips',
      'Adjustments',
      'Total',
      'Adjustment reasons',
    ],
  ];
  for (const line of run.lines)
    rows.push([
      line.name,
      run.period.start,
      run.period.end,
      hours(line.regularMinutes),
      hours(line.overtimeMinutes),
      dollars(line.hourlyPayCents),
      dollars(line.commissionCents),
      dollars(line.tipsCents),
      dollars(line.adjustmentsCents),
      dollars(line.totalCents),
      line.adjustments.map((adjustment) => adjustment.reason).join('; '),
    ]);
  const { totals } = run;
  rows.push([
    'Total',
    run.period.start,
    run.period.end,
    hours(totals.regularMinutes),
    hours(totals.overtimeMinutes),
    dollars(totals.hourlyPayCents),
    dollars(totals.commissionCents),
    dollars(totals.tipsCents),
    dollars(totals.adjustmentsCents),
    dollars(totals.totalCents),
    '',
  ]);
  return reportCsv(rows);
}
