// An appointment as an iCalendar file (RFC 5545), for "Add to calendar" and the confirmation e-mail.
// Hand-written and pure: one VEVENT, UTC times, text escaped and lines folded at 75 octets.

export type BookingIcsInput = { uid: string; title: string; startsAt: string; endsAt: string; location: string; description: string; stampedAt?: string };

// RFC 5545 §3.3.5 UTC form. Example: icsInstant('2026-12-01T15:30:00.000Z') === '20261201T153000Z'
export function icsInstant(instant: string): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

// §3.3.11: backslash, semicolon and comma escaped, newlines as \n.
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// §3.1: lines longer than 75 octets continue on the next line after a space (never inside a UTF-8 sequence).
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function bookingIcs({ uid, title, startsAt, endsAt, location, description, stampedAt }: BookingIcsInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chairside//Online booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(uid)}`,
    `DTSTAMP:${icsInstant(stampedAt ?? startsAt)}`,
    `DTSTART:${icsInstant(startsAt)}`,
    `DTEND:${icsInstant(endsAt)}`,
    `SUMMARY:${icsText(title)}`,
    `LOCATION:${icsText(location)}`,
    `DESCRIPTION:${icsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
