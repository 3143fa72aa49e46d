import { useState } from 'react';
import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { MyAppointment } from '@chairside/shared/booking/booking-dto';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { CommandStatus } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/form-field';
import { SectionHeading } from './booking-heading';
import { bookingQueries } from '../booking-queries';
import type { useBookingCommands } from '../hooks/use-booking-commands';

export type Zones = ReadonlyMap<string, string>;
// A location the list of locations does not name (yet) is shown on the default location clock.
export const zoneOf = (zones: Zones, locationId: string) => zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE;
// 'no_show' → 'No show'
const statusText = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1).replace(/_/g, ' ')}`;
export const servicesOf = (appointment: MyAppointment) => appointment.services.map((service) => service.name).join(', ');
export const whenOf = (appointment: MyAppointment, zones: Zones) =>
  formatDateTime(appointment.startsAt, zoneOf(zones, appointment.locationId));

// One visit's what, when, where, with whom and price.
export function VisitSummary({ appointment, zones }: { appointment: MyAppointment; zones: Zones }) {
  return (
    <div>
      <strong>{servicesOf(appointment)}</strong>
      <div>
        {whenOf(appointment, zones)} · {appointment.locationName}
      </div>
      <div className="booking-muted">
        With {[...new Set(appointment.services.map((service) => service.staffName))].join(', ')} ·{' '}
        {formatMoneyFromCents(appointment.priceCents)}
      </div>
    </div>
  );
}

// What the client may still do with a visit: only what the rules allow, and otherwise why not and whom to call.
export function VisitActions({
  appointment,
  zones,
  label,
  onReschedule,
  onCancel,
}: {
  appointment: MyAppointment;
  zones: Zones;
  label: string;
  onReschedule(): void;
  onCancel(): void;
}) {
  if (appointment.status === 'cancelled') return <Tag minimal>Cancelled</Tag>;
  const until = formatDateTime(appointment.changeableUntil, zoneOf(zones, appointment.locationId));
  return (
    <div className="booking-visit-actions">
      {appointment.canCancel && appointment.canReschedule ? <p className="booking-muted">Change or cancel online until {until}.</p> : null}
      {appointment.changeNote ? <p className="booking-change-note">{appointment.changeNote}</p> : null}
      {appointment.canCancel || appointment.canReschedule ? (
        <div className="booking-actions">
          {appointment.canReschedule ? <Button text="Reschedule" aria-label={`Reschedule ${label}`} onClick={onReschedule} /> : null}
          {appointment.canCancel ? (
            <Button text="Cancel" intent="danger" variant="outlined" aria-label={`Cancel ${label}`} onClick={onCancel} />
          ) : null}
        </div>
      ) : appointment.status !== 'booked' && appointment.status !== 'confirmed' ? (
        <Tag minimal>{statusText(appointment.status)}</Tag>
      ) : null}
    </div>
  );
}

export function CancelVisitDialog({
  appointment,
  zones,
  status,
  onConfirm,
  onClose,
}: {
  appointment: MyAppointment;
  zones: Zones;
  status: CommandStatus;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      title="Cancel this appointment?"
      confirmText="Cancel appointment"
      cancelText="Keep appointment"
      intent="danger"
      status={status}
      errorTitle="The appointment was not cancelled"
      onClose={onClose}
      onConfirm={() => onConfirm(reason)}
    >
      <p>
        {servicesOf(appointment)} on {whenOf(appointment, zones)} at {appointment.locationName}.
      </p>
      <TextAreaField id="booking-cancel-reason" label="Reason (optional)" value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
}

export function BookingNotice({ text }: { text: string | null }) {
  return text ? (
    <Callout intent="success" role="status">
      {text}
    </Callout>
  ) : null;
}

type MyAppointmentsProps = {
  zones: Zones;
  commands: ReturnType<typeof useBookingCommands>;
  // One notice at a time: each success replaces the last.
  notice: string | null;
  onNotice(text: string | null): void;
  onReschedule(appointment: MyAppointment): void;
};

// A signed-in client's own appointments: upcoming ones may be cancelled or moved online within the rules;
// cancelled ones are listed apart.
export function MyAppointments({ zones, commands, notice, onNotice, onReschedule }: MyAppointmentsProps) {
  const mine = useQuery(bookingQueries.mine());
  const [cancelling, setCancelling] = useState<MyAppointment | null>(null);
  const { cancelMine } = commands;

  if (mine.isPending) return <Spinner size={24} aria-label="Loading your appointments" />;
  if (mine.isError)
    return (
      <Callout intent="danger">
        <strong>Your appointments could not be loaded.</strong> {mine.error.message}
      </Callout>
    );
  const upcoming = mine.data.upcoming.filter((appointment) => appointment.status !== 'cancelled');
  const cancelled = mine.data.upcoming.filter((appointment) => appointment.status === 'cancelled');
  const { past } = mine.data;
  return (
    <section aria-label="My appointments" className="booking-mine">
      <BookingNotice text={notice} />
      <SectionHeading depth={1} className="booking-legend">
        Upcoming
      </SectionHeading>
      {upcoming.length === 0 ? <p>You have no upcoming appointments.</p> : null}
      <ul className="booking-mine-list" aria-label="Upcoming appointments">
        {upcoming.map((appointment) => {
          const label = `${servicesOf(appointment)} on ${whenOf(appointment, zones)}`;
          return (
            <li key={appointment.id} className="booking-mine-item" aria-label={label}>
              <VisitSummary appointment={appointment} zones={zones} />
              <VisitActions
                appointment={appointment}
                zones={zones}
                label={label}
                onReschedule={() => onReschedule(appointment)}
                onCancel={() => {
                  cancelMine.reset();
                  onNotice(null);
                  setCancelling(appointment);
                }}
              />
            </li>
          );
        })}
      </ul>
      {cancelled.length > 0 ? (
        <>
          <SectionHeading depth={1} className="booking-legend">
            Cancelled
          </SectionHeading>
          <ul className="booking-mine-list" aria-label="Cancelled appointments">
            {cancelled.map((appointment) => (
              <li
                key={appointment.id}
                className="booking-mine-item"
                aria-label={`${servicesOf(appointment)} on ${whenOf(appointment, zones)}`}
              >
                <VisitSummary appointment={appointment} zones={zones} />
                <Tag minimal>Cancelled</Tag>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {past.length > 0 ? (
        <>
          <SectionHeading depth={1} className="booking-legend">
            Past
          </SectionHeading>
          <ul className="booking-mine-list">
            {past.map((appointment) => (
              <li key={appointment.id} className="booking-mine-item">
                <div>
                  <strong>{servicesOf(appointment)}</strong>
                  <div className="booking-muted">
                    {whenOf(appointment, zones)} · {appointment.locationName}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {cancelling ? (
        <CancelVisitDialog
          appointment={cancelling}
          zones={zones}
          status={cancelMine}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) =>
            cancelMine.mutate(
              { id: cancelling.id, reason },
              {
                onSuccess: () => {
                  onNotice(`Your appointment on ${whenOf(cancelling, zones)} is cancelled.`);
                  setCancelling(null);
                },
              },
            )
          }
        />
      ) : null}
    </section>
  );
}
