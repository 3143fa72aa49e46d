import { describe, expect, it } from 'vitest';
import { bookingIcs, foldLine, icsInstant, icsText } from './booking-ics';

describe('the calendar file of a booking (RFC 5545)', () => {
  it('is one VEVENT with UTC times, CRLF lines and escaped text', () => {
    const ics = bookingIcs({
      uid: 'a1@chairside',
      title: "Men's Haircut, Beard Trim at Chairside",
      startsAt: '2026-12-01T15:30:00.000Z',
      endsAt: '2026-12-01T16:15:00Z',
      location: 'Downtown; 1 Main St, Chicago',
      description: 'Haircut with Jordan\nTrim with Jordan',
      stampedAt: '2026-11-26T10:00:00Z',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261201T153000Z');
    expect(lines).toContain('DTEND:20261201T161500Z');
    expect(lines).toContain('DTSTAMP:20261126T100000Z');
    expect(lines).toContain("SUMMARY:Men's Haircut\\, Beard Trim at Chairside");
    expect(lines).toContain('LOCATION:Downtown\\; 1 Main St\\, Chicago');
    expect(lines).toContain('DESCRIPTION:Haircut with Jordan\\nTrim with Jordan');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
    expect(icsInstant('2026-12-01T09:00:00-06:00')).toBe('20261201T150000Z');
    expect(icsText('a\\b')).toBe('a\\\\b');
  });
});
