import { useState } from 'react';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { Button, Callout, Drawer, H3, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { appointmentStatusLabels } from '@chairside/shared/appointments/appointment-dto';
import { calendarDate, calendarTime } from '../business-time';
import { DIALOG_PORTAL_CLASS } from '../../../ui/form-dialog';
import { QueryStatus } from '../../../ui/query-error';
import { AppointmentActions } from './appointment-actions';
import { AppointmentNotes } from './appointment-notes';
import { appointmentQueries } from '../appointments-queries';
import { AppointmentServices } from './appointment-services';
import { AppointmentTimeline } from './appointment-timeline';
import { AppointmentClientNotes } from './appointment-client-notes';
import { CancelDialog } from './cancel-dialog';
import { statusIntents } from '../event-colors';
import type { AppointmentRights } from '../hooks/use-appointment-rights';
import { useOfferUndo } from '../hooks/use-offer-undo';

// The details of one appointment, live: client, services, price, notes, what can be done next and
// its timeline. A dialog named after the client; full width on phones.
export function AppointmentDrawer({
  appointmentId,
  rights,
  onClose,
}: {
  appointmentId: string;
  rights: AppointmentRights;
  onClose(): void;
}) {
  const details = useQuery(appointmentQueries.details(appointmentId));
  const [cancelling, setCancelling] = useState(false);
  const offerUndo = useOfferUndo();
  // One clock reading per opening: whether no-show is offered and whether a cancellation is late.
  const [now] = useState(() => Date.now());
  const appointment = details.data;
  const title = appointment?.clientName ?? (details.isError ? 'Appointment' : 'Loading...');

  return (
    <Drawer isOpen onClose={onClose} size="min(560px, 100%)" className="appointment-drawer" portalClassName={DIALOG_PORTAL_CLASS}>
      <div role="dialog" aria-modal="true" aria-labelledby="appointment-drawer-title" className="appointment-drawer-inner">
        {/* A div, not <header>: a header outside <main> is a second banner landmark next to the app's. */}
        <div className="appointment-drawer-header">
          <div>
            <h2 id="appointment-drawer-title" className="appointment-drawer-title">
              {title}
            </h2>
            {appointment ? (
              <p className="appointment-drawer-when">
                {calendarDate(appointment.startsAt)}, {calendarTime(appointment.startsAt)}–{calendarTime(appointment.endsAt)}
              </p>
            ) : null}
          </div>
          <Button variant="minimal" icon="cross" aria-label="Close" onClick={onClose} />
        </div>
        <div className="appointment-drawer-body">
          <QueryStatus query={details} errorTitle="Could not open the appointment" />
          {appointment ? (
            <>
              <div className="appointment-tags">
                <Tag size="large" intent={statusIntents[appointment.status]} icon="symbol-circle">
                  {appointmentStatusLabels[appointment.status]}
                </Tag>
                {appointment.paid ? (
                  <Tag size="large" intent="success" icon="dollar">
                    Paid
                  </Tag>
                ) : null}
                {appointment.seriesId ? (
                  <Tag minimal icon="repeat">
                    Recurring
                  </Tag>
                ) : null}
                {appointment.bookedOnline ? (
                  <Tag minimal icon="globe-network">
                    Booked online
                  </Tag>
                ) : null}
                {appointment.walkIn ? (
                  <Tag minimal icon="walk">
                    Walk-in
                  </Tag>
                ) : null}
                {appointment.lateCancel ? (
                  <Tag minimal intent="warning" icon="time">
                    Late cancellation
                  </Tag>
                ) : null}
              </div>
              {appointment.status === 'cancelled' && appointment.cancelReason ? (
                <Callout intent="danger" compact>
                  {/* Blueprint's `title` is always an h5; between the drawer's h2 and its h3 sections it must be an h3. */}
                  <H3 className="callout-title">Cancelled</H3>
                  {appointment.cancelReason}
                </Callout>
              ) : null}
              <AppointmentActions appointment={appointment} rights={rights} now={now} onCancel={() => setCancelling(true)} />
              <section className="appointment-section" aria-labelledby="appointment-client-title">
                <h3 id="appointment-client-title" className="appointment-section-title">
                  Client
                </h3>
                <p className="appointment-client">
                  <strong>{appointment.clientName}</strong>
                  {appointment.clientPhone ? (
                    <a href={`tel:${appointment.clientPhone.replace(/[^\d+]/g, '')}`}>{formatPhone(appointment.clientPhone)}</a>
                  ) : null}
                  {appointment.clientEmail ? <a href={`mailto:${appointment.clientEmail}`}>{appointment.clientEmail}</a> : null}
                </p>
              </section>
              <AppointmentServices appointment={appointment} />
              <AppointmentNotes
                key={appointment.id}
                appointment={appointment}
                canEdit={rights.canChange && appointment.status !== 'cancelled'}
              />
              <AppointmentClientNotes appointment={appointment} />
              <AppointmentTimeline entries={appointment.timeline} />
            </>
          ) : null}
        </div>
      </div>
      {cancelling && appointment ? (
        <CancelDialog
          appointment={appointment}
          now={now}
          onClose={(cancelled) => {
            setCancelling(false);
            if (cancelled)
              offerUndo(`${appointment.clientName}’s appointment is cancelled`, { kind: 'cancel', appointmentId: appointment.id });
          }}
        />
      ) : null}
    </Drawer>
  );
}
