import { addressLine } from '@chairside/shared/format/address-format';
import { DateTime } from 'luxon';
import { BOOKING_ICS_CONTENT_TYPE, buildBookingIcs } from '@chairside/shared/booking/booking-ics';
import { LOCALE } from '@chairside/shared/constants';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { formatPhone } from '@chairside/shared/format/phone-format';
import type { EmailMessage } from '@chairside/platform/messaging/outbox-port';

// The confirmation e-mail of an online booking: plain text with the visit on the location's own clock,
// and the calendar file (.ics) the booking page's "Add to calendar" also builds.

export type BookedVisit = {
  appointmentId: string;
  startsAt: string;
  endsAt: string;
  zone: string;
  businessName: string;
  locationName: string;
  address: string;
  phone: string | null;
  services: { name: string; staffName: string }[];
  priceCents: number;
};

// Example: 'Thursday, December 3, 2026, 10:00 AM–10:45 AM CST'
export function visitWhen(visit: Pick<BookedVisit, 'startsAt' | 'endsAt' | 'zone'>): string {
  const start = DateTime.fromISO(visit.startsAt).setZone(visit.zone).setLocale(LOCALE);
  const end = DateTime.fromISO(visit.endsAt).setZone(visit.zone).setLocale(LOCALE);
  return `${start.toFormat('cccc, LLLL d, yyyy, h:mm a')}–${end.toFormat('h:mm a ZZZZ')}`;
}

export const visitIcs = (visit: BookedVisit, stampedAt?: string) =>
  buildBookingIcs({
    uid: visit.appointmentId,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    summary: `${visit.services.map((service) => service.name).join(', ')} at ${visit.businessName}`,
    location: [visit.locationName, addressLine(visit.address)].filter(Boolean).join(', '),
    description: visit.services.map((service) => `${service.name} with ${service.staffName}`).join('\n'),
    organizerName: visit.businessName,
    stampedAt,
  });

export function confirmationEmail(
  firstName: string,
  visit: BookedVisit,
  publicUrl?: string,
): Pick<EmailMessage, 'subject' | 'text' | 'attachments'> {
  const where = [visit.locationName, addressLine(visit.address)].filter(Boolean).join(', ');
  const call = visit.phone ? ` or call us at ${formatPhone(visit.phone)}` : '';
  const manage = publicUrl
    ? `To cancel or move it, sign in at ${publicUrl}/booking${call}.`
    : `To cancel or move it, sign in to the booking page${call}.`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Your visit at ${visit.businessName} is booked.`,
    '',
    `When: ${visitWhen(visit)}`,
    `Where: ${where}`,
    ...visit.services.map((service) => `Service: ${service.name} with ${service.staffName}`),
    `Price: ${formatMoneyFromCents(visit.priceCents)}`,
    '',
    'The attached calendar file adds the visit to your calendar.',
    manage,
    '',
    `See you soon,`,
    visit.businessName,
  ].join('\n');
  return {
    subject: `Your visit on ${DateTime.fromISO(visit.startsAt).setZone(visit.zone).setLocale(LOCALE).toFormat('ccc, LLL d')} is booked`,
    text,
    attachments: [{ filename: 'visit.ics', contentType: BOOKING_ICS_CONTENT_TYPE, content: visitIcs(visit) }],
  };
}
