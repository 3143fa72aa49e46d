import { useState } from 'react';
import { Button, Card, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '@chairside/shared/appointments/appointment-dto';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { showToast } from '../../../shell/toasts';
import { formatCalendarDate, formatRange } from '../../../format/calendar-dates';
import { QueryStatus } from '../../../ui/query-error';
import { waitlistQueries } from '../appointments-queries';
import { useRemoveFromWaitlist } from '../hooks/use-appointment-commands';
import { calendarZone } from '../cached-zone';

type WaitlistPanelProps = {
  locationId: string;
  canBook: boolean;
  onAdd(): void;
  onBookOffer(entry: WaitlistEntry): void;
};

const windowText = (entry: WaitlistEntry) =>
  `${entry.fromDate === entry.untilDate ? formatCalendarDate(entry.fromDate) : `${formatCalendarDate(entry.fromDate)} – ${formatCalendarDate(entry.untilDate)}`}, ${formatRange({ start: entry.fromTime, end: entry.untilTime })}`;

// Clients waiting for an earlier time. When a slot that fits frees up, their entry says "Slot available"
// and the desk can book it for them straight away.
export function WaitlistPanel({ locationId, canBook, onAdd, onBookOffer }: WaitlistPanelProps) {
  const waitlist = useQuery(waitlistQueries.list(locationId));
  const remove = useRemoveFromWaitlist();
  const [removing, setRemoving] = useState<string | null>(null);
  const entries = [...(waitlist.data ?? [])].sort(
    (a, b) => Number(Boolean(b.offer)) - Number(Boolean(a.offer)) || a.createdAt.localeCompare(b.createdAt),
  );

  return (
    <Card className="waitlist-panel" role="region" aria-labelledby="waitlist-title">
      <div className="waitlist-header">
        <h2 id="waitlist-title" className="waitlist-title">
          Waitlist
        </h2>
        {canBook ? <Button size="small" icon="add" text="Add to waitlist" onClick={onAdd} /> : null}
      </div>
      <QueryStatus query={waitlist} errorTitle="Could not load the waitlist" compact />
      {waitlist.isSuccess && entries.length === 0 ? (
        <NonIdealState icon="people" title="Nobody is waiting" description="Clients who want an earlier time can be added here." />
      ) : null}
      <ul className="waitlist-entries" aria-label="Waiting clients">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.offer ? 'waitlist-entry waitlist-entry-offer' : 'waitlist-entry'}>
            <div className="waitlist-entry-head">
              <strong>{entry.clientName}</strong>
              {entry.offer ? (
                <Tag intent="success" icon="notifications">
                  Slot available
                </Tag>
              ) : null}
            </div>
            <div>
              {entry.serviceName}
              {entry.staffName ? ` with ${entry.staffName}` : ''}
            </div>
            <div className="appointments-muted">{windowText(entry)}</div>
            {entry.notes ? <div className="appointments-muted">{entry.notes}</div> : null}
            {entry.offer ? (
              <div className="waitlist-offer">
                {formatDateTime(entry.offer.startsAt, calendarZone().name)} with {entry.offer.staffName}
              </div>
            ) : null}
            {canBook ? (
              <div className="waitlist-entry-actions">
                {entry.offer ? (
                  <Button
                    size="small"
                    intent="success"
                    icon="calendar"
                    text={`Book slot for ${entry.clientName}`}
                    onClick={() => onBookOffer(entry)}
                  />
                ) : null}
                <Button
                  size="small"
                  variant="minimal"
                  icon="trash"
                  aria-label={`Remove ${entry.clientName} from the waitlist`}
                  loading={remove.isPending && removing === entry.id}
                  onClick={() => {
                    setRemoving(entry.id);
                    remove.mutate({ entryId: entry.id }, { onError: (error) => showToast({ message: error.message, intent: 'danger' }) });
                  }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
