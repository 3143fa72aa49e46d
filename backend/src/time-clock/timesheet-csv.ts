import { DateTime } from 'luxon';
import Papa from 'papaparse';
import { neutraliseCsvCell } from '@chairside/shared/format/csv-cell';
import type { Timesheets } from '@chairside/shared/time-clock/time-clock-dto';

const hours = (minutes: number) => (minutes / 60).toFixed(2);

// One line per person and day, then the person's totals; hours in decimals as payroll reads them, the
// entries' times on the clock of the location where they were worked.
export function timesheetsCsv(sheets: Timesheets, zoneOf: (locationId: string) => string): string {
  const time = (instant: string, locationId: string) => DateTime.fromISO(instant).setZone(zoneOf(locationId)).toFormat('HH:mm');
  const rows: string[][] = [
    ['Staff member', 'Date', 'Worked hours', 'Regular hours', 'Overtime hours', 'Break minutes', 'Entries', 'Edits'],
  ];
  for (const person of sheets.people) {
    for (const day of person.days) {
      const entries = day.entries.map(
        (entry) =>
          `${time(entry.clockedInAt, entry.locationId)}–${entry.clockedOutAt ? time(entry.clockedOutAt, entry.locationId) : 'open'} ${entry.locationName}`,
      );
      const edits = day.entries.flatMap((entry) => entry.edits.map((edit) => `${edit.byName}: ${edit.reason}`));
      rows.push([
        person.name,
        day.date,
        hours(day.workedMinutes),
        hours(day.regularMinutes),
        hours(day.overtimeMinutes),
        String(day.breakMinutes),
        entries.join('; '),
        edits.join('; '),
      ]);
    }
    const { totals } = person;
    rows.push([
      person.name,
      `Total ${sheets.period.start} to ${sheets.period.end}`,
      hours(totals.workedMinutes),
      hours(totals.regularMinutes),
      hours(totals.overtimeMinutes),
      String(totals.breakMinutes),
      '',
      '',
    ]);
  }
  return `\uFEFF${Papa.unparse(
    // A name or an edit's reason is typed by people: never a formula.
    rows.map((row) => row.map(neutraliseCsvCell)),
    { newline: '\r\n', quotes: true },
  )}\r\n`;
}
