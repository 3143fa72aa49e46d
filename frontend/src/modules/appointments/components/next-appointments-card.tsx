import { useEffect, useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { formatTime } from '@chairside/shared/format/date-format';
import { todayIn } from '../../../format/calendar-dates';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { appointmentQueries } from '../appointments-queries';
import { useAppointmentRights } from '../hooks/use-appointment-rights';
import '../appointments-today.css';

const NEXT_COUNT = 5;

// Today's appointments still to come (booked or confirmed, starting from now), soonest first.
export function upcoming(appointments: readonly Appointment[], now: number, count = NEXT_COUNT): Appointment[] {
  return appointments
    .filter(
      (appointment) => (appointment.status === 'booked' || appointment.status === 'confirmed') && Date.parse(appointment.startsAt) >= now,
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, count);
}

// A clock for "still to come": the list moves on as appointments start, not only when one changes.
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

// The dashboard's "Next appointments": the header's location's next few today, from the calendar's own
// day list, live (the 'appointments' topic patches or refreshes it). Shown to people who may see appointments.
export function NextAppointmentsCard() {
  const { location } = useSelectedLocation();
  const { canRead, loading } = useAppointmentRights();
  const zone = location?.timeZone ?? BUSINESS_TIME_ZONE;
  const today = todayIn(zone);
  const now = useMinute();
  const day = useQuery({
    ...appointmentQueries.range({ locationId: location?.id ?? '', from: today, to: today }),
    enabled: canRead && Boolean(location),
  });
  if (loading || !canRead || !location) return null;
  const next = day.data ? upcoming(day.data.appointments, now) : [];

  return (
    <Card className="today-card" role="region" aria-labelledby="next-appointments-title">
      <div className="today-card-header">
        <h2 id="next-appointments-title" className="today-card-title">
          Next appointments
        </h2>
        <Link to="/appointments">Open the calendar</Link>
      </div>
      <QueryError error={day.error} title="Could not load the next appointments" compact />
      {day.isLoading ? <p role="status">Loading...</p> : null}
      {day.data && next.length === 0 ? <p className="today-card-muted">No more appointments today at {location.name}.</p> : null}
      {next.length > 0 ? (
        <ul className="today-list" aria-label="Next appointments today">
          {next.map((appointment) => {
            const first = appointment.items[0];
            return (
              <li key={appointment.id} className="today-list-row">
                <Link to="/appointments" className="today-list-link">
                  <span className="today-list-time">{formatTime(appointment.startsAt, zone)}</span>
                  <span className="today-list-text">
                    {appointment.clientName}
                    {first ? ` · ${first.serviceName} with ${first.staffName}` : ''}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
