import type { ReactNode } from 'react';
import { HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { appointmentStatusLabels, type AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import type { ClientProfile, ClientVisit } from '@chairside/shared/clients/client-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { QueryStatus } from '../../../ui/query-error';
import { dayText, whenText } from '../client-format';
import { clientQueries } from '../clients-queries';

// The profile's sections below its header, two to a row on a wide screen: Notes (given as children) and
// Spend & cards, then Visits and Timeline. Notes first, because the desk reads them at every visit, and
// the visits of a regular run long.
export function ProfileSections({ client, children }: { client: ClientProfile; children: ReactNode }) {
  return (
    <div className="clients-sections">
      {children}
      <SpendSection clientId={client.id} />
      <VisitsSection clientId={client.id} />
      <TimelineSection clientId={client.id} />
    </div>
  );
}

const statusLabel = (status: string) => appointmentStatusLabels[status as AppointmentStatus] ?? status;

function VisitTable({ label, visits }: { label: string; visits: readonly ClientVisit[] }) {
  if (visits.length === 0)
    return <p className="clients-muted">{label === 'Upcoming visits' ? 'No upcoming visits.' : 'No past visits.'}</p>;
  return (
    <HTMLTable className="clients-table" compact striped aria-label={label}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Services</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((visit) => (
          <tr key={visit.id}>
            <td>
              {whenText(visit.startsAt)}
              <div className="clients-muted">{visit.locationName}</div>
            </td>
            <td>{visit.services.map((service) => `${service.name} with ${service.staffName}`).join(', ') || '—'}</td>
            <td>
              {statusLabel(visit.status)}
              {visit.lateCancel ? (
                <Tag minimal intent="warning" className="clients-tag">
                  Late
                </Tag>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function VisitsSection({ clientId }: { clientId: string }) {
  const visits = useQuery(clientQueries.visits(clientId));
  return (
    <section className="clients-section" aria-labelledby="client-visits-title">
      <h2 id="client-visits-title">Visits</h2>
      <QueryStatus query={visits} errorTitle="Could not load the visits" compact />
      {visits.data ? (
        <>
          <p className="clients-figures">
            <span>{visits.data.completed} completed</span>
            <span>{visits.data.noShows} no-shows</span>
            <span>{visits.data.lateCancels} late cancellations</span>
          </p>
          <h3 className="clients-subheading">Upcoming</h3>
          <VisitTable label="Upcoming visits" visits={visits.data.upcoming} />
          <h3 className="clients-subheading">Past</h3>
          <VisitTable label="Past visits" visits={visits.data.past} />
        </>
      ) : null}
    </section>
  );
}

function SpendSection({ clientId }: { clientId: string }) {
  const summary = useQuery(clientQueries.summary(clientId));
  const data = summary.data;
  return (
    <section className="clients-section" aria-labelledby="client-spend-title">
      <h2 id="client-spend-title">Spend &amp; cards</h2>
      <QueryStatus query={summary} errorTitle="Could not load the spend" compact />
      {data ? (
        <>
          <dl className="clients-facts">
            <div>
              <dt>Lifetime spend</dt>
              <dd>{formatMoneyFromCents(data.spentCents)}</dd>
            </div>
            <div>
              <dt>Paid sales</dt>
              <dd>{data.paidSales}</dd>
            </div>
            <div>
              <dt>Last visit</dt>
              <dd>{data.lastVisitAt ? dayText(data.lastVisitAt) : 'None yet'}</dd>
            </div>
          </dl>
          <h3 className="clients-subheading">Gift cards</h3>
          {data.giftCards.length === 0 ? (
            <p className="clients-muted">No gift cards.</p>
          ) : (
            <ul className="clients-plain-list" aria-label="Gift cards">
              {data.giftCards.map((card) => (
                <li key={card.id}>
                  Card ending {card.last4}: {formatMoneyFromCents(card.balanceCents)} left of {formatMoneyFromCents(card.initialCents)}
                  {card.expiresAt ? `, expires ${dayText(card.expiresAt)}` : ''}
                </li>
              ))}
            </ul>
          )}
          <h3 className="clients-subheading">Saved cards</h3>
          {data.savedCards.length === 0 ? (
            <p className="clients-muted">No cards on file.</p>
          ) : (
            <ul className="clients-plain-list" aria-label="Saved cards">
              {data.savedCards.map((card) => (
                <li key={card.id}>
                  {card.brand} ending {card.last4}, expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

function TimelineSection({ clientId }: { clientId: string }) {
  const timeline = useQuery(clientQueries.timeline(clientId));
  return (
    <section className="clients-section" aria-labelledby="client-timeline-title">
      <h2 id="client-timeline-title">Timeline</h2>
      <QueryStatus query={timeline} errorTitle="Could not load the timeline" compact />
      {timeline.data ? (
        <ol className="clients-timeline" aria-label="Timeline">
          {timeline.data.map((entry) => (
            <li key={entry.id}>
              <div>{entry.text}</div>
              <div className="clients-muted">
                {whenText(entry.at)}
                {entry.byName ? ` · ${entry.byName}` : ''}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
