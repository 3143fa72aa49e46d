import { Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { waitlistQueries } from '../appointments-queries';
import { useAppointmentRights } from '../hooks/use-appointment-rights';
import '../appointments-today.css';

const SHOWN = 4;

// The dashboard's "Waitlist": how many clients wait for a slot at the header's location and the first
// few (an offer first: a freed slot fits them), live (the 'waitlist' topic). Shown to whoever may read the
// waitlist, as the calendar's own waitlist panel.
export function WaitlistCard() {
  const { location } = useSelectedLocation();
  const { canRead, loading } = useAppointmentRights();
  const waitlist = useQuery({ ...waitlistQueries.list(location?.id ?? ''), enabled: canRead && Boolean(location) });
  if (loading || !canRead || !location) return null;
  const entries = [...(waitlist.data ?? [])].sort((a, b) => Number(Boolean(b.offer)) - Number(Boolean(a.offer)));

  return (
    <Card className="today-card" role="region" aria-labelledby="waitlist-card-title">
      <div className="today-card-header">
        <h2 id="waitlist-card-title" className="today-card-title">
          Waitlist
        </h2>
        <Link to="/appointments">Open the calendar</Link>
      </div>
      <QueryError error={waitlist.error} title="Could not load the waitlist" compact />
      {waitlist.isLoading ? <p role="status">Loading...</p> : null}
      {waitlist.data ? (
        <p className="today-card-total">
          <strong>{entries.length}</strong> {entries.length === 1 ? 'client waits' : 'clients wait'} for a slot at {location.name}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className="today-list" aria-label="Waiting clients">
          {entries.slice(0, SHOWN).map((entry) => (
            <li key={entry.id} className="today-list-row">
              <span className="today-list-text">
                {entry.clientName} · {entry.serviceName}
                {entry.staffName ? ` with ${entry.staffName}` : ''}
              </span>
              {entry.offer ? (
                <Tag intent="success" minimal>
                  Slot free
                </Tag>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
