import { DateTime } from 'luxon';

// The date ranges the reports screen offers, as inclusive local dates on a location's clock.
export const reportPresets = ['today', 'this_week', 'this_month', 'last_30_days', 'custom'] as const;
export type ReportPreset = (typeof reportPresets)[number];
export const reportPresetLabels: Record<ReportPreset, string> = {
  today: 'Today',
  this_week: 'This week',
  this_month: 'This month',
  last_30_days: 'Last 30 days',
  custom: 'Custom',
};

// `now` is the instant, `zone` the location's; a week starts on the business's first day of the work week
// (1 = Monday … 7 = Sunday, as its timesheets count), Monday when it is not known.
export function presetRange(
  preset: Exclude<ReportPreset, 'custom'>,
  now: Date,
  zone: string,
  weekStartsOn = 1,
): { from: string; to: string } {
  const today = DateTime.fromJSDate(now).setZone(zone).startOf('day');
  const iso = (day: DateTime) => day.toISODate() ?? '';
  switch (preset) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'this_week':
      return { from: iso(today.minus({ days: (today.weekday - weekStartsOn + 7) % 7 })), to: iso(today) };
    case 'this_month':
      return { from: iso(today.startOf('month')), to: iso(today) };
    case 'last_30_days':
      return { from: iso(today.minus({ days: 29 })), to: iso(today) };
  }
}
