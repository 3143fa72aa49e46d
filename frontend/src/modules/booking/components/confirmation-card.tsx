import { Button, Callout } from '@blueprintjs/core';
import { buildBookingIcs } from '@chairside/shared/booking/booking-ics';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { addressLine } from '@chairside/shared/format/address-format';
import { formatTime } from '@chairside/shared/format/date-format';
import type { Confirmation } from '../hooks/use-booking-commands';
import { longWhen } from '../booking-time';

// Offers the booking as a calendar file.
function downloadIcs(confirmation: Confirmation) {
  const what = confirmation.services.map((service) => service.name).join(', ');
  const ics = buildBookingIcs({
    uid: confirmation.appointmentId,
    summary: `${what} at ${confirmation.businessName}`,
    startsAt: confirmation.startsAt,
    endsAt: confirmation.endsAt,
    location: [confirmation.locationName, confirmation.address].filter(Boolean).join(', '),
    description: confirmation.services.map((service) => `${service.name} with ${service.staffName}`).join('\n'),
    organizerName: confirmation.businessName,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'appointment.ics';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// What was booked: what, when, where, with whom and the price.
export function ConfirmationCard({
  confirmation,
  zone,
  who,
  manageLink = null,
  onBookAnother,
}: {
  confirmation: Confirmation;
  zone: string;
  who: string | null;
  // The visit's private manage link (the one the e-mail has), when this page booked it.
  manageLink?: string | null;
  onBookAnother(): void;
}) {
  return (
    <section aria-label="Booking confirmed" className="booking-confirmation">
      <Callout intent="success" icon="tick-circle">
        {/* The desk's booking sends no e-mail, so only the client's own booking promises one. */}
        <strong>You’re booked.</strong>{' '}
        {who ? `${who} is booked.` : 'We look forward to seeing you. A confirmation is on its way by e-mail.'}
      </Callout>
      <dl className="booking-summary">
        <dt>What</dt>
        <dd>{confirmation.services.map((service) => service.name).join(', ')}</dd>
        <dt>When</dt>
        <dd>
          {longWhen(confirmation.startsAt, zone)} – {formatTime(confirmation.endsAt, zone)}
        </dd>
        <dt>Where</dt>
        <dd>
          {confirmation.locationName}
          {confirmation.address ? `, ${addressLine(confirmation.address)}` : ''}
        </dd>
        <dt>With</dt>
        <dd>{[...new Set(confirmation.services.map((service) => service.staffName))].join(', ')}</dd>
        <dt>Price</dt>
        <dd>{formatMoneyFromCents(confirmation.priceCents)}</dd>
      </dl>
      {manageLink ? (
        <p className="booking-manage-link">
          To change or cancel it, keep your private link (it is in the e-mail too): <a href={manageLink}>{manageLink}</a>
        </p>
      ) : null}
      <div className="booking-actions">
        <Button icon="calendar" text="Add to calendar" onClick={() => downloadIcs(confirmation)} />
        <Button className="booking-accent-button" icon="plus" text="Book another" onClick={onBookAnother} />
      </div>
    </section>
  );
}
