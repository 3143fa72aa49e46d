import { Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { posQueries } from '../pos-queries';

// The dashboard's "Today's sales" at the header's location: count and total, live (the 'sales' topic
// refreshes ['sales-summary']). Shown to people who may see the dashboard.
export function SalesTodayCard() {
  const { location } = useSelectedLocation();
  const { can, loading } = usePermissions();
  const allowed = !loading && can('view_dashboard');
  const summary = useQuery({ ...posQueries.summary(location?.id ?? ''), enabled: allowed && Boolean(location) });
  if (!allowed || !location) return null;
  const data = summary.data;
  return (
    <Card className="today-card" role="region" aria-labelledby="sales-today-title">
      <div className="today-card-header">
        <h2 id="sales-today-title" className="today-card-title">
          Today’s sales
        </h2>
        {can('view_pos') ? <Link to="/pos">Open the point of sale</Link> : null}
      </div>
      <QueryError error={summary.error} title="Could not load today’s sales" compact />
      {summary.isLoading ? <p role="status">Loading...</p> : null}
      {data ? (
        <dl className="today-counts" aria-label="Sales today">
          <div className="today-count">
            <dt>Sales total</dt>
            <dd data-testid="sales-today-total">{formatMoneyFromCents(data.totalCents)}</dd>
          </div>
          <div className="today-count">
            <dt>Sales</dt>
            <dd data-testid="sales-today-count">{data.count}</dd>
          </div>
          {data.refundedCents > 0 ? (
            <div className="today-count">
              <dt>Refunded</dt>
              <dd>{formatMoneyFromCents(data.refundedCents)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Card>
  );
}
