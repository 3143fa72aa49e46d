import { Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_PERMISSIONS } from '@chairside/shared/activity/activity-dto';
import { formatTime } from '@chairside/shared/format/date-format';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { activityQueries } from '../activity-queries';
import '../activity.css';

// The dashboard's "Recent activity" at the header's location, newest first, growing live (the 'activity'
// topic). The server leaves out what the viewer may not see; times are on the location's clock.
export function ActivityCard() {
  const { location } = useSelectedLocation();
  const { canAny, loading } = usePermissions();
  const allowed = !loading && canAny(['view_dashboard', ...ACTIVITY_PERMISSIONS]);
  const feed = useQuery({ ...activityQueries.feed(location?.id ?? ''), enabled: allowed && Boolean(location) });
  if (!allowed || !location) return null;
  return (
    <Card className="today-card" role="region" aria-labelledby="activity-card-title">
      <div className="today-card-header">
        <h2 id="activity-card-title" className="today-card-title">
          Recent activity
        </h2>
      </div>
      <QueryError error={feed.error} title="Could not load the recent activity" compact />
      {feed.isLoading ? <p role="status">Loading...</p> : null}
      {feed.data?.length === 0 ? <p className="activity-empty">Nothing has happened at {location.name} yet.</p> : null}
      {feed.data && feed.data.length > 0 ? (
        <ol className="activity-feed" aria-label="Recent activity, newest first">
          {feed.data.map((item) => (
            <li key={item.id} className="activity-item">
              <time dateTime={item.at} className="activity-time">
                {formatTime(item.at, location.timeZone)}
              </time>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </Card>
  );
}
