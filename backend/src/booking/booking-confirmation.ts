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

// The visit's private manage link: the token rides in the fragment, which never reaches a server log or a Referer.
export const manageLinkUrl = (publicUrl: string | undefined, token: string) => `${publicUrl ?? ''}/booking#manage=${token}`;

const dayOf = (visit: Pick<BookedVisit, 'startsAt' | 'zone'>) =>
  DateTime.fromISO(visit.startsAt).setZone(visit.zone).setLocale(LOCALE).toFormat('ccc, LLL d');

// Every confirmation and move e-mail carries the visit's private manage link: no account is needed to change it.
function manageLines(visit: BookedVisit, publicUrl: string | undefined, manageToken: string): string[] {
  const call = visit.phone ? ` or call us at ${formatPhone(visit.phone)}` : '';
  return [`To cancel or move it, open your private link${call}:`, manageLinkUrl(publicUrl, manageToken)];
}

function visitLines(visit: BookedVisit): string[] {
  const where = [visit.locationName, addressLine(visit.address)].filter(Boolean).join(', ');
  return [
    `When: ${visitWhen(visit)}`,
    `Where: ${where}`,
    ...visit.services.map((service) => `Service: ${service.name} with ${service.staffName}`),
    `Price: ${formatMoneyFromCents(visit.priceCents)}`,
  ];
}

export function confirmationEmail(
  firstName: string,
  visit: BookedVisit,
  publicUrl: string | undefined,
  manageToken: string,
): Pick<EmailMessage, 'subject' | 'text' | 'attachments'> {
  const text = [
    `Hello ${firstName},`,
    '',
    `Your visit at ${visit.businessName} is booked.`,
    '',
    ...visitLines(visit),
    '',
    'The attached calendar file adds the visit to your calendar.',
    ...manageLines(visit, publicUrl, manageToken),
    '',
    `See you soon,`,
    visit.businessName,
  ].join('\n');
  return {
    subject: `Your visit on ${dayOf(visit)} is booked`,
    text,
    attachments: [{ filename: 'visit.ics', contentType: BOOKING_ICS_CONTENT_TYPE, content: visitIcs(visit) }],
  };
}

// A visit moved online: the new time, its calendar file (same UID, so calendars update it) and a fresh link.
export function movedEmail(
  firstName: string,
  visit: BookedVisit,
  fromStartsAt: string,
  publicUrl: string | undefined,
  manageToken: string,
): Pick<EmailMessage, 'subject' | 'text' | 'attachments'> {
  const from = DateTime.fromISO(fromStartsAt).setZone(visit.zone).setLocale(LOCALE).toFormat('cccc, LLLL d, h:mm a');
  const text = [
    `Hello ${firstName},`,
    '',
    `Your visit at ${visit.businessName} has moved (it was on ${from}).`,
    '',
    ...visitLines(visit),
    '',
    'The attached calendar file updates the visit in your calendar.',
    ...manageLines(visit, publicUrl, manageToken),
    '',
    `See you soon,`,
    visit.businessName,
  ].join('\n');
  return {
    subject: `Your visit has moved to ${dayOf(visit)}`,
    text,
    attachments: [{ filename: 'visit.ics', contentType: BOOKING_ICS_CONTENT_TYPE, content: visitIcs(visit) }],
  };
}

export function cancelledEmail(firstName: string, visit: BookedVisit, publicUrl?: string): Pick<EmailMessage, 'subject' | 'text'> {
  const again = publicUrl ? `Book again any time at ${publicUrl}/booking.` : 'Book again any time on our booking page.';
  const text = [
    `Hello ${firstName},`,
    '',
    `Your visit at ${visit.businessName} is cancelled.`,
    '',
    ...visitLines(visit),
    '',
    again,
    '',
    visit.businessName,
  ].join('\n');
  return { subject: `Your visit on ${dayOf(visit)} is cancelled`, text };
}
