import { Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { timeClockQueries } from '../time-clock-queries';
import { OnTheClockList } from './on-the-clock-list';
import '../time-clock.css';

// The dashboard's "On the clock now" at the header's location, live (the 'time-clock' topic). Shown to
// people who use the time clock.
export function OnTheClockCard() {
  const { location } = useSelectedLocation();
  const { canAny, loading } = usePermissions();
  const allowed = !loading && canAny(['view_time_clock', 'edit_time_clock']);
  const board = useQuery({ ...timeClockQueries.board(location?.id ?? ''), enabled: allowed && Boolean(location) });
  if (!allowed || !location) return null;
  return (
    <Card className="today-card" role="region" aria-labelledby="on-the-clock-card-title">
      <div className="today-card-header">
        <h2 id="on-the-clock-card-title" className="today-card-title">
          On the clock now
        </h2>
        <Link to="/time-clock">Open the time clock</Link>
      </div>
      <QueryError error={board.error} title="Could not load who is on the clock" compact />
      {board.isLoading ? <p role="status">Loading...</p> : null}
      {board.data?.length === 0 ? <p>Nobody is on the clock at {location.name}.</p> : null}
      {board.data && board.data.length > 0 ? (
        <OnTheClockList label="Staff on the clock now" people={board.data} zone={location.timeZone} />
      ) : null}
    </Card>
  );
}
