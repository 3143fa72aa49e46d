import { Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { appointmentStatuses, appointmentStatusLabels } from '@chairside/shared/appointments/appointment-dto';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { appointmentQueries } from '../appointments-queries';
import { statusIntents } from '../event-colors';
import { useAppointmentRights } from '../hooks/use-appointment-rights';
import '../appointments-today.css';

// The dashboard's "Today's appointments": counts by status at the header's location and the waitlist
// offers, live (topics 'appointments' and 'waitlist' refresh ['appointments-today']). Shown only to
// people who may see appointments.
export function AppointmentsTodayCard() {
  const { location } = useSelectedLocation();
  const { canRead, loading } = useAppointmentRights();
  const today = useQuery({ ...appointmentQueries.today(location?.id ?? ''), enabled: canRead && Boolean(location) });
  if (loading || !canRead || !location) return null;
  const data = today.data;

  return (
    <Card className="today-card" role="region" aria-labelledby="today-card-title">
      <div className="today-card-header">
        <h2 id="today-card-title" className="today-card-title">
          Today’s appointments
        </h2>
        <Link to="/appointments">Open the calendar</Link>
      </div>
      <QueryError error={today.error} title="Could not load today’s appointments" compact />
      {today.isLoading ? <p role="status">Loading...</p> : null}
      {data ? (
        <>
          <p className="today-card-total">
            <strong>{data.total}</strong> {data.total === 1 ? 'appointment' : 'appointments'} at {location.name}
          </p>
          <dl className="today-counts" aria-label="Appointments by status">
            {appointmentStatuses.map((status) => (
              <div key={status} className={`today-count today-count-${statusIntents[status]}`}>
                <dt>{appointmentStatusLabels[status]}</dt>
                <dd>{data.byStatus[status] ?? 0}</dd>
              </div>
            ))}
          </dl>
          <p className="today-card-waitlist">
            {data.waitlistOffers > 0 ? (
              <Tag intent="success" icon="notifications" size="large">
                {data.waitlistOffers} waitlist {data.waitlistOffers === 1 ? 'offer' : 'offers'}: a freed slot fits a waiting client
              </Tag>
            ) : (
              <span className="today-card-muted">No waitlist offers</span>
            )}
          </p>
        </>
      ) : null}
    </Card>
  );
}
