// The calendar file (.ics, RFC 5545) of a booked visit: attached to the confirmation e-mail by the backend,
// and built the same way by the booking page's "Add to calendar". Hand-written because shared may use
// only zod and luxon (it runs in the browser too): one VEVENT, times in UTC, text escaped and lines folded
// at 75 octets as the RFC asks.

export type BookingIcsInput = {
  // Stable per appointment, so importing the file twice updates one event instead of adding two.
  uid: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  location: string;
  description: string;
  // When the file is made (DTSTAMP); defaults to now.
  stampedAt?: string;
  organizerName?: string;
};

export const BOOKING_ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

// Example: icsDate('2026-11-23T16:05:00.000Z') === '20261123T160500Z'
export function icsDate(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date-time: ${instant}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Backslash, semicolon and comma are escaped; line breaks become \n (RFC 5545 §3.3.11).
export const icsText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

// UTF-8 octets of one character (shared has neither TextEncoder nor Buffer in its types).
const octetsOf = (character: string): number => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

// Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character.
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildBookingIcs(input: BookingIcsInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chairside//Online booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(input.uid)}@chairside`,
    `DTSTAMP:${icsDate(input.stampedAt ?? new Date().toISOString())}`,
    `DTSTART:${icsDate(input.startsAt)}`,
    `DTEND:${icsDate(input.endsAt)}`,
    `SUMMARY:${icsText(input.summary)}`,
    `LOCATION:${icsText(input.location)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    ...(input.organizerName ? [`ORGANIZER;CN=${icsText(input.organizerName).replace(/"/g, "'")}:mailto:no-reply@chairside.test`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
