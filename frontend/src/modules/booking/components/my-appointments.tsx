import { useState } from 'react';
import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { MyAppointment } from '@chairside/shared/booking/booking-dto';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextAreaField } from '../../../ui/form-field';
import { SectionHeading } from './booking-heading';
import { bookingQueries } from '../booking-queries';
import type { useBookingCommands } from '../hooks/use-booking-commands';

type Zones = ReadonlyMap<string, string>;
// A location the list of locations does not name (yet) is shown on the default location clock.
const zoneOf = (zones: Zones, locationId: string) => zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE;
// 'no_show' → 'No show'
const statusText = (status: string) => `${status.charAt(0).toUpperCase()}${status.slice(1).replace(/_/g, ' ')}`;
const servicesOf = (appointment: MyAppointment) => appointment.services.map((service) => service.name).join(', ');
const whenOf = (appointment: MyAppointment, zones: Zones) => formatDateTime(appointment.startsAt, zoneOf(zones, appointment.locationId));

type MyAppointmentsProps = {
  zones: Zones;
  commands: ReturnType<typeof useBookingCommands>;
  notice: string | null;
  onReschedule(appointment: MyAppointment): void;
};

// A signed-in client's own appointments: upcoming ones may be cancelled or moved online.
export function MyAppointments({ zones, commands, notice, onReschedule }: MyAppointmentsProps) {
  const mine = useQuery(bookingQueries.mine());
  const [cancelling, setCancelling] = useState<MyAppointment | null>(null);
  const [reason, setReason] = useState('');
  const [cancelled, setCancelled] = useState<string | null>(null);
  const { cancelMine } = commands;

  if (mine.isPending) return <Spinner size={24} aria-label="Loading your appointments" />;
  if (mine.isError)
    return (
      <Callout intent="danger">
        <strong>Your appointments could not be loaded.</strong> {mine.error.message}
      </Callout>
    );
  const { upcoming, past } = mine.data;
  return (
    <section aria-label="My appointments" className="booking-mine">
      {notice ? (
        <Callout intent="success" role="status">
          {notice}
        </Callout>
      ) : null}
      {cancelled ? (
        <Callout intent="success" role="status">
          {cancelled}
        </Callout>
      ) : null}
      <SectionHeading depth={1} className="booking-legend">
        Upcoming
      </SectionHeading>
      {upcoming.length === 0 ? <p>You have no upcoming appointments.</p> : null}
      <ul className="booking-mine-list">
        {upcoming.map((appointment) => {
          const label = `${servicesOf(appointment)} on ${whenOf(appointment, zones)}`;
          return (
            <li key={appointment.id} className="booking-mine-item" aria-label={label}>
              <div>
                <strong>{servicesOf(appointment)}</strong>
                <div>
                  {whenOf(appointment, zones)} · {appointment.locationName}
                </div>
                <div className="booking-muted">
                  With {[...new Set(appointment.services.map((service) => service.staffName))].join(', ')} ·{' '}
                  {formatMoneyFromCents(appointment.priceCents)}
                </div>
                <div className="booking-muted">
                  Change or cancel online until {formatDateTime(appointment.changeableUntil, zoneOf(zones, appointment.locationId))}
                </div>
              </div>
              {appointment.status === 'booked' || appointment.status === 'confirmed' ? (
                <div className="booking-actions">
                  <Button text="Reschedule" aria-label={`Reschedule ${label}`} onClick={() => onReschedule(appointment)} />
                  <Button
                    text="Cancel"
                    intent="danger"
                    variant="outlined"
                    aria-label={`Cancel ${label}`}
                    onClick={() => {
                      cancelMine.reset();
                      setReason('');
                      setCancelled(null);
                      setCancelling(appointment);
                    }}
                  />
                </div>
              ) : (
                <Tag minimal>{statusText(appointment.status)}</Tag>
              )}
            </li>
          );
        })}
      </ul>
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
        <ConfirmDialog
          title="Cancel this appointment?"
          confirmText="Cancel appointment"
          intent="danger"
          status={cancelMine}
          errorTitle="The appointment was not cancelled"
          onClose={() => setCancelling(null)}
          onConfirm={() =>
            cancelMine.mutate(
              { id: cancelling.id, reason },
              {
                onSuccess: () => {
                  setCancelled(`Your appointment on ${whenOf(cancelling, zones)} is cancelled.`);
                  setCancelling(null);
                },
              },
            )
          }
        >
          <p>
            {servicesOf(cancelling)} on {whenOf(cancelling, zones)} at {cancelling.locationName}.
          </p>
          <TextAreaField id="booking-cancel-reason" label="Reason (optional)" value={reason} onChange={setReason} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
