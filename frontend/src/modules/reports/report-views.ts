import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { ReportName } from '@chairside/shared/reports/report-dto';
import type { CsvCell } from '@chairside/shared/reports/report-csv';
import { paymentMethodLabels } from '@chairside/shared/sales/sale-dto';
import type { ReportData } from './reports-queries';

// What the screen draws for a report: a chart, the table beside it (its text alternative) and the CSV.
export type CellKind = 'text' | 'count' | 'money' | 'hours' | 'percent';
export type ReportColumn = { label: string; kind: CellKind };
export type ReportTable = { caption: string; columns: ReportColumn[]; rows: CsvCell[][]; totals: CsvCell[] | null };
export type ReportChart = { kind: 'bar' | 'line'; label: string; valueKind: CellKind; points: { x: string; y: number }[] };
export type ReportView = { chart: ReportChart; tables: ReportTable[]; summary: string };

// Money is held in cents; hours from minutes; utilisation as a fraction.
export function formatCell(value: CsvCell, kind: CellKind): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return formatMoneyFromCents(value);
    case 'hours':
      return (value / 60).toLocaleString('en-US', { maximumFractionDigits: 1 });
    case 'percent':
      return `${Math.round(value * 100)}%`;
    default:
      return value.toLocaleString('en-US');
  }
}

// The CSV's value of a cell: dollars with cents, hours with a decimal, a percentage as a number.
export function csvValue(value: CsvCell, kind: CellKind): CsvCell {
  if (value === null || typeof value === 'string') return value;
  if (kind === 'money') return Number((value / 100).toFixed(2));
  if (kind === 'hours') return Number((value / 60).toFixed(2));
  if (kind === 'percent') return Number((value * 100).toFixed(1));
  return value;
}

const col = (label: string, kind: CellKind): ReportColumn => ({ label, kind });

// "Bar chart of net sales per day, 2026-11-01 to 2026-11-07: $1,234.00 in all; highest $400.00 on 2026-11-03."
export function chartSummary(chart: ReportChart, total: number): string {
  const kind = chart.kind === 'bar' ? 'Bar chart' : 'Line chart';
  if (chart.points.length === 0) return `${kind} of ${chart.label}: nothing to show.`;
  const first = chart.points[0]!.x;
  const last = chart.points.at(-1)!.x;
  const top = chart.points.reduce((best, point) => (point.y > best.y ? point : best), chart.points[0]!);
  const span = first === last ? first : `${first} to ${last}`;
  return `${kind} of ${chart.label}, ${span}: ${formatCell(total, chart.valueKind)} in all; highest ${formatCell(top.y, chart.valueKind)} (${top.x}).`;
}

export function reportView<Name extends ReportName>(name: Name, data: ReportData[Name]): ReportView {
  switch (name) {
    case 'sales': {
      const report = data as ReportData['sales'];
      const chart: ReportChart = {
        kind: 'bar',
        label: 'net sales per day',
        valueKind: 'money',
        points: report.days.map((day) => ({ x: day.date, y: day.netCents })),
      };
      const t = report.totals;
      return {
        chart,
        summary: chartSummary(chart, t.netCents),
        tables: [
          {
            caption: 'Sales by day',
            columns: [
              col('Date', 'text'),
              col('Sales', 'count'),
              col('Gross', 'money'),
              col('Discounts', 'money'),
              col('Net', 'money'),
              col('Tax', 'money'),
              col('Tips', 'money'),
              col('Refunds', 'money'),
            ],
            rows: report.days.map((d) => [
              d.date,
              d.count,
              d.grossCents,
              d.discountCents,
              d.netCents,
              d.taxCents,
              d.tipCents,
              d.refundedCents,
            ]),
            totals: ['Total', t.count, t.grossCents, t.discountCents, t.netCents, t.taxCents, t.tipCents, t.refundedCents],
          },
          {
            caption: 'Sales by service',
            columns: [col('Service', 'text'), col('Sold', 'count'), col('Sales', 'money'), col('Refunds', 'money'), col('Net', 'money')],
            rows: report.services.map((s) => [s.name, s.quantity, s.salesCents, s.refundedCents, s.netCents]),
            totals: null,
          },
          {
            caption: 'Sales by staff member',
            columns: [
              col('Staff member', 'text'),
              col('Services', 'count'),
              col('Sales', 'money'),
              col('Refunds', 'money'),
              col('Net', 'money'),
              col('Tips', 'money'),
            ],
            rows: report.staff.map((s) => [s.name, s.quantity, s.salesCents, s.refundedCents, s.netCents, s.tipCents]),
            totals: null,
          },
          {
            caption: 'Payments by method',
            columns: [col('Method', 'text'), col('Payments', 'count'), col('Taken', 'money'), col('Refunded', 'money')],
            rows: report.methods.map((m) => [paymentMethodLabels[m.method], m.count, m.amountCents, m.refundedCents]),
            totals: null,
          },
        ],
      };
    }
    case 'appointments': {
      const report = data as ReportData['appointments'];
      const chart: ReportChart = {
        kind: 'bar',
        label: 'appointments booked per day',
        valueKind: 'count',
        points: report.days.map((day) => ({ x: day.date, y: day.booked })),
      };
      const t = report.totals;
      return {
        chart,
        summary: `${chartSummary(chart, t.booked)} Utilisation ${formatCell(t.utilisation, 'percent')}.`,
        tables: [
          {
            caption: 'Appointments by day',
            columns: [
              col('Date', 'text'),
              col('Booked', 'count'),
              col('Cancelled', 'count'),
              col('Late cancellations', 'count'),
              col('No-shows', 'count'),
              col('Completed', 'count'),
              col('Booked hours', 'hours'),
              col('Available hours', 'hours'),
              col('Utilisation', 'percent'),
            ],
            rows: report.days.map((d) => [
              d.date,
              d.booked,
              d.cancelled,
              d.lateCancelled,
              d.noShows,
              d.completed,
              d.bookedMinutes,
              d.availableMinutes,
              d.utilisation,
            ]),
            totals: [
              'Total',
              t.booked,
              t.cancelled,
              t.lateCancelled,
              t.noShows,
              t.completed,
              t.bookedMinutes,
              t.availableMinutes,
              t.utilisation,
            ],
          },
        ],
      };
    }
    case 'clients': {
      const report = data as ReportData['clients'];
      const chart: ReportChart = {
        kind: 'bar',
        label: 'new clients per day',
        valueKind: 'count',
        points: report.days.map((day) => ({ x: day.date, y: day.newClients })),
      };
      const t = report.totals;
      return {
        chart,
        summary: `${chartSummary(chart, t.newClients)} ${t.returningClients} returning visits; retention ${formatCell(t.retention, 'percent')} (back within ${t.retentionDays} days).`,
        tables: [
          {
            caption: 'Clients by day',
            columns: [col('Date', 'text'), col('New clients', 'count'), col('Returning clients', 'count')],
            rows: report.days.map((d) => [d.date, d.newClients, d.returningClients]),
            totals: ['Total', t.newClients, t.returningClients],
          },
          {
            caption: `Retention (back within ${t.retentionDays} days)`,
            columns: [col('Clients seen', 'count'), col('Came back', 'count'), col('Retention', 'percent')],
            rows: [[t.clientsSeen, t.retained, t.retention]],
            totals: null,
          },
        ],
      };
    }
    case 'staff': {
      const report = data as ReportData['staff'];
      const chart: ReportChart = {
        kind: 'bar',
        label: 'revenue per staff member',
        valueKind: 'money',
        points: report.staff.map((s) => ({ x: s.name, y: s.revenueCents })),
      };
      const t = report.totals;
      return {
        chart,
        summary: chartSummary(chart, t.revenueCents),
        tables: [
          {
            caption: 'Staff performance',
            columns: [
              col('Staff member', 'text'),
              col('Services sold', 'count'),
              col('Revenue', 'money'),
              col('Tips', 'money'),
              col('Appointments', 'count'),
              col('Booked hours', 'hours'),
              col('Available hours', 'hours'),
              col('Utilisation', 'percent'),
            ],
            rows: report.staff.map((s) => [
              s.name,
              s.servicesSold,
              s.revenueCents,
              s.tipCents,
              s.appointments,
              s.bookedMinutes,
              s.availableMinutes,
              s.utilisation,
            ]),
            totals: [
              'Total',
              t.servicesSold,
              t.revenueCents,
              t.tipCents,
              t.appointments,
              t.bookedMinutes,
              t.availableMinutes,
              t.utilisation,
            ],
          },
        ],
      };
    }
    case 'gift-cards': {
      const report = data as ReportData['gift-cards'];
      const chart: ReportChart = {
        kind: 'line',
        label: 'gift-card liability at the end of each day',
        valueKind: 'money',
        points: report.days.map((day) => ({ x: day.date, y: day.liabilityCents })),
      };
      const t = report.totals;
      return {
        chart,
        summary: `Line chart of gift-card liability at the end of each day: ${formatCell(t.openingLiabilityCents, 'money')} before the range, ${formatCell(t.closingLiabilityCents, 'money')} at its end.`,
        tables: [
          {
            caption: 'Gift cards by day',
            columns: [
              col('Date', 'text'),
              col('Sold', 'money'),
              col('Reloaded', 'money'),
              col('Redeemed', 'money'),
              col('Put back', 'money'),
              col('Liability', 'money'),
            ],
            rows: report.days.map((d) => [d.date, d.issuedCents, d.reloadedCents, d.redeemedCents, d.restoredCents, d.liabilityCents]),
            totals: ['Total', t.issuedCents, t.reloadedCents, t.redeemedCents, t.restoredCents, t.closingLiabilityCents],
          },
        ],
      };
    }
  }
  throw new Error(`No view for the ${String(name)} report`);
}

// Every table of the report, one after another with its caption, as CSV rows.
export function csvRows(view: ReportView): CsvCell[][] {
  return view.tables.flatMap((table, index) => [
    ...(index > 0 ? [[]] : []),
    [table.caption],
    table.columns.map((column) => column.label),
    ...[...table.rows, ...(table.totals ? [table.totals] : [])].map((row) =>
      row.map((cell, at) => csvValue(cell, table.columns[at]?.kind ?? 'text')),
    ),
  ]);
}
