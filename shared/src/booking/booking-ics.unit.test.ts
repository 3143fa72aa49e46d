import { describe, expect, it } from 'vitest';
import { buildBookingIcs, foldLine, icsDate, icsText } from './booking-ics';

const visit = {
  uid: '0b9a2f6e-1c1d-4c4e-9d55-1f2a3b4c5d6e',
  startsAt: '2026-12-03T16:00:00.000Z',
  endsAt: '2026-12-03T16:45:00.000Z',
  summary: 'Haircut, Blow-dry at Chairside Salon',
  location: 'Downtown; 100 Main St, Chicago',
  description: 'Haircut with Rosa\nBlow-dry with Liam',
  stampedAt: '2026-11-26T12:00:00.000Z',
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('the booking calendar file', () => {
  it('is one VEVENT in UTC with CRLF lines', () => {
    const ics = buildBookingIcs(visit);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261203T160000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261203T164500Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261126T120000Z\r\n');
    expect(ics).toContain(`\r\nUID:${visit.uid}@chairside\r\n`);
    expect(ics.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks', () => {
    const ics = unfold(buildBookingIcs(visit));
    expect(ics).toContain('SUMMARY:Haircut\\, Blow-dry at Chairside Salon');
    expect(ics).toContain('LOCATION:Downtown\\; 100 Main St\\, Chicago');
    expect(ics).toContain('DESCRIPTION:Haircut with Rosa\\nBlow-dry with Liam');
    expect(icsText('a\\b')).toBe('a\\\\b');
  });

  it('folds lines over 75 octets without splitting a character', () => {
    const long = 'é'.repeat(80);
    const folded = foldLine(long);
    // 'é' is two octets: at most 37 of them fit a line of 75.
    for (const line of folded.split('\r\n'))
      expect(line.replace(/^ /, '').length * 2 + (line.startsWith(' ') ? 1 : 0)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const ics = buildBookingIcs({ ...visit, description: 'x'.repeat(300) });
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${'x'.repeat(300)}`);
  });

  it('refuses a start that is not a date-time', () => {
    expect(() => icsDate('tomorrow')).toThrow('Not a date-time');
  });
});
