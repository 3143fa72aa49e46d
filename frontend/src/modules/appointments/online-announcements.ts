import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { MINUTE_MS } from '@chairside/shared/format/durations';

// A client booking on the booking page is news for the desk: the calendar that hears it says so once, in
// words, besides drawing the block. Only a booking made a moment ago is news; a patch that carries an
// older online booking (a later change to it, a reconnect) says nothing.
const FRESH_MS = 2 * MINUTE_MS;

export function onlineBookingNews(appointments: readonly Appointment[], announced: Set<string>, now: number, zone: string): string[] {
  const news: string[] = [];
  for (const appointment of appointments) {
    if (!appointment.bookedOnline || appointment.status !== 'booked' || announced.has(appointment.id)) continue;
    if (now - Date.parse(appointment.createdAt) > FRESH_MS) continue;
    announced.add(appointment.id);
    const services = appointment.items.map((item) => item.serviceName).join(', ');
    const staff = [...new Set(appointment.items.map((item) => item.staffName))].join(' and ');
    news.push(`New online booking: ${appointment.clientName}, ${formatDateTime(appointment.startsAt, zone)}, ${services} with ${staff}`);
  }
  return news;
}
