import { Callout, Card, Elevation, H1, HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { healthCheckNames, type HealthCheckName } from '@chairside/shared/health';
import { businessQueries } from '../business/business-queries';
import { useLiveUpdates } from '../live/use-live-updates';
import { healthQueries } from './health-queries';

const checkLabels: Record<HealthCheckName, string> = {
  postgres: 'PostgreSQL (read models)',
  redis: 'Redis (live updates, queues)',
  eventStore: 'Event store',
  projections: 'Projections',
};

export function SystemStatusPage() {
  const health = useQuery(healthQueries.status());
  const business = useQuery(businessQueries.settings());
  useLiveUpdates(['business']);

  return (
    <main className="status-page">
      <Card elevation={Elevation.TWO} className="status-card">
        <H1>Chairside</H1>
        <p className="status-lede">The real-time back office for salons, spas and clinics.</p>
        {business.data && (
          <p>
            Business: <strong aria-label="Business name">{business.data.businessName}</strong>
          </p>
        )}
        {health.isPending ? (
          <Spinner aria-label="Loading..." size={32} />
        ) : health.isError ? (
          <NonIdealState icon="offline" title="The server cannot be reached" description={health.error.message} />
        ) : (
          <>
            <Callout
              role="status"
              intent={health.data.status === 'ok' ? Intent.SUCCESS : Intent.DANGER}
              title={health.data.status === 'ok' ? 'All systems operational' : `Unavailable: ${health.data.failing.map((name) => checkLabels[name]).join(', ')}`}
            >
              Version {health.data.version}
            </Callout>
            <HTMLTable compact striped aria-label="System checks" className="status-table">
              <thead>
                <tr>
                  <th scope="col">Check</th>
                  <th scope="col">Status</th>
                  <th scope="col">Latency</th>
                  <th scope="col">Detail</th>
                </tr>
              </thead>
              <tbody>
                {healthCheckNames.map((name) => {
                  const check = health.data.checks[name];
                  return (
                    <tr key={name}>
                      <th scope="row">{checkLabels[name]}</th>
                      <td>
                        <Tag intent={check.status === 'up' ? Intent.SUCCESS : Intent.DANGER} round>
                          {check.status === 'up' ? 'Up' : 'Down'}
                        </Tag>
                      </td>
                      <td>{check.latencyMs} ms</td>
                      <td>{check.detail ?? ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </>
        )}
      </Card>
    </main>
  );
}
