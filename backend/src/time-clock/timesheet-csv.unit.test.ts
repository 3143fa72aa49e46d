import { describe, expect, it } from 'vitest';
import { timesheetsCsv } from './timesheet-csv';

describe('the timesheet CSV', () => {
  it('writes a line per day and the totals, on the location clock, and never a formula', () => {
    const entry = {
      entryId: 'e1',
      locationId: 'l1',
      locationName: 'Downtown',
      clockedInAt: '2026-11-02T15:00:00.000Z',
      clockedOutAt: '2026-11-02T23:30:00.000Z',
      breaks: [],
      clockOutMissedAt: null,
      edits: [{ at: '2026-11-03T10:00:00.000Z', by: 'm1', byName: 'Morgan Manager', reason: 'Forgot' }],
    };
    const csv = timesheetsCsv(
      {
        period: { start: '2026-11-01', end: '2026-11-14' },
        previousDate: '2026-10-18',
        nextDate: '2026-11-15',
        people: [
          {
            staffId: 's1',
            name: '=HYPERLINK("x")',
            days: [
              {
                date: '2026-11-02',
                workedMinutes: 510,
                breakMinutes: 0,
                paidBreakMinutes: 0,
                regularMinutes: 480,
                overtimeMinutes: 30,
                entries: [entry],
              },
            ],
            totals: { days: 1, workedMinutes: 510, breakMinutes: 0, regularMinutes: 480, overtimeMinutes: 30 },
          },
        ],
      },
      () => 'America/Chicago',
    );
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")","2026-11-02","8.50","8.00","0.50","0","09:00–17:30 Downtown","Morgan Manager: Forgot"`);
    expect(lines[2]).toContain('"Total 2026-11-01 to 2026-11-14","8.50","8.00","0.50"');
  });
});
