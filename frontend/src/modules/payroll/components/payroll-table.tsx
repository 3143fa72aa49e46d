import { Fragment, useState } from 'react';
import { Button, HTMLTable } from '@blueprintjs/core';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { PayrollRun } from '@chairside/shared/payroll/payroll-dto';
import { formatDate } from '@chairside/shared/format/date-format';
import { formatHours } from '@chairside/shared/time-clock/timesheet';

const money = (cents: number) => formatMoneyFromCents(cents);

// Each person's earnings of a period (a preview or a finalised run) and the totals row; money in dollars
// from integer cents, hours as h:mm like the timesheets.
export function PayrollTable({ run, label }: { run: Pick<PayrollRun, 'lines' | 'totals'>; label: string }) {
  const { totals } = run;
  // Whose days are open: each day's hours at the hourly rate in force that day.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (staffId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(staffId)) next.add(staffId);
      return next;
    });
  return (
    <div className="payroll-table-scroll">
      <HTMLTable className="payroll-table" compact striped aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Staff</th>
            <th scope="col">Regular hours</th>
            <th scope="col">Overtime hours</th>
            <th scope="col">Hourly pay</th>
            <th scope="col">Commission</th>
            <th scope="col">Tips</th>
            <th scope="col">Adjustments</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {run.lines.map((line) => (
            <Fragment key={line.staffId}>
              <tr>
                <th scope="row">
                  {line.name}
                  {line.days.length > 0 ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon={open.has(line.staffId) ? 'chevron-up' : 'chevron-down'}
                      aria-expanded={open.has(line.staffId)}
                      aria-label={`Days of ${line.name}`}
                      onClick={() => toggle(line.staffId)}
                    />
                  ) : null}
                  {line.adjustments.map((adjustment) => (
                    <div key={adjustment.adjustmentId} className="payroll-note">
                      Adjustment {money(adjustment.amountCents)}: {adjustment.reason}
                    </div>
                  ))}
                </th>
                <td>{formatHours(line.regularMinutes)}</td>
                <td>{line.overtimeMinutes > 0 ? formatHours(line.overtimeMinutes) : '—'}</td>
                <td>{money(line.hourlyPayCents)}</td>
                <td>{money(line.commissionCents)}</td>
                <td>{money(line.tipsCents)}</td>
                <td>{line.adjustmentsCents === 0 ? '—' : money(line.adjustmentsCents)}</td>
                <td>{money(line.totalCents)}</td>
              </tr>
              {open.has(line.staffId)
                ? line.days.map((day) => (
                    <tr key={day.date} className="payroll-day">
                      <td>{formatDate(`${day.date}T12:00:00Z`, 'UTC')}</td>
                      <td>{formatHours(day.regularMinutes)}</td>
                      <td>{day.overtimeMinutes > 0 ? formatHours(day.overtimeMinutes) : '—'}</td>
                      <td>
                        {money(day.payCents)}
                        {day.hourlyRateCents === null ? ' (no hourly rate)' : ` at ${money(day.hourlyRateCents)}/h`}
                      </td>
                      <td colSpan={4} />
                    </tr>
                  ))
                : null}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatHours(totals.regularMinutes)}</td>
            <td>{formatHours(totals.overtimeMinutes)}</td>
            <td>{money(totals.hourlyPayCents)}</td>
            <td>{money(totals.commissionCents)}</td>
            <td>{money(totals.tipsCents)}</td>
            <td>{money(totals.adjustmentsCents)}</td>
            <td>{money(totals.totalCents)}</td>
          </tr>
        </tfoot>
      </HTMLTable>
    </div>
  );
}
