import { useState } from 'react';
import { Button, Drawer, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditTimelineEvent } from '@chairside/shared/audit/audit-dto';
import { DIALOG_PORTAL_CLASS } from '../../../ui/form-dialog';
import { QueryStatus } from '../../../ui/query-error';
import { auditQueries } from '../audit-queries';
import { eventTypeLabel, fieldLabel, sourceLabels, valueText } from '../audit-labels';

type Props = {
  entityId: string;
  formatInstant: (iso: string) => string;
  onShowOnly(entityId: string): void;
  onClose(): void;
};

// A state as rows of field and value (nested fields by their path).
function stateRows(state: unknown, path = ''): { path: string; value: unknown }[] {
  if (state && typeof state === 'object' && !Array.isArray(state))
    return Object.entries(state).flatMap(([key, value]) => stateRows(value, path ? `${path}.${key}` : key));
  if (Array.isArray(state) && state.length > 0 && state.length <= 20 && state.every((item) => item && typeof item === 'object'))
    return state.flatMap((item, index) => stateRows(item, `${path}.${index}`));
  return [{ path: path || '(value)', value: state }];
}

function TimelineEntry({ event, formatInstant }: { event: AuditTimelineEvent; formatInstant: (iso: string) => string }) {
  return (
    <li className="audit-timeline-entry">
      <div className="audit-timeline-head">
        <strong>{eventTypeLabel(event.type)}</strong>
        <span>{formatInstant(event.occurredAt)}</span>
      </div>
      <div className="audit-timeline-meta">
        {event.user ? `by ${event.user.name}` : 'by the system'}
        {event.location ? ` · ${event.location.name}` : ''}
        {` · ${sourceLabels[event.source] ?? event.source}`}
        {event.ip ? ` · ${event.ip}` : ''}
      </div>
      {event.changes.length > 0 ? (
        <HTMLTable compact className="audit-changes" aria-label={`What ${eventTypeLabel(event.type).toLowerCase()} changed`}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {event.changes.map((change) => (
              <tr key={change.path}>
                <th scope="row">{fieldLabel(change.path)}</th>
                <td>{valueText(change.before, formatInstant)}</td>
                <td>{valueText(change.after, formatInstant)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </li>
  );
}

// One record's timeline (who, when, from where, what changed) and its state as of any moment, moved along
// its events with a slider; folded on the server by the write side's own evolve.
export function EntityDrawer({ entityId, formatInstant, onShowOnly, onClose }: Props) {
  const [moment, setMoment] = useState<number | null>(null);
  const timeline = useQuery(auditQueries.entity(entityId, null));
  const events = timeline.data?.events ?? [];
  const last = Math.max(0, events.length - 1);
  const index = moment === null ? last : Math.min(moment, last);
  const at = moment === null || moment >= last ? null : (events[index]?.occurredAt ?? null);
  const asOf = useQuery({ ...auditQueries.entity(entityId, at), enabled: timeline.isSuccess });
  const entity = timeline.data;
  const shown = at === null ? entity?.asOf.state : asOf.data?.asOf.state;
  const title = entity ? `${entity.label}` : timeline.isError ? 'Record' : 'Loading...';

  return (
    <Drawer isOpen onClose={onClose} size="min(640px, 100%)" className="audit-drawer" portalClassName={DIALOG_PORTAL_CLASS}>
      <div role="dialog" aria-modal="true" aria-labelledby="audit-drawer-title" className="audit-drawer-inner">
        <div className="audit-drawer-header">
          <div>
            <h2 id="audit-drawer-title" className="audit-drawer-title">
              {title}
            </h2>
            {entity ? (
              <p className="audit-drawer-kind">
                <Tag minimal>{entity.kind}</Tag> {entity.events.length} events in {entity.streams.length}{' '}
                {entity.streams.length === 1 ? 'stream' : 'streams'}
              </p>
            ) : null}
          </div>
          <Button variant="minimal" icon="cross" aria-label="Close" onClick={onClose} />
        </div>
        <div className="audit-drawer-body">
          <QueryStatus query={timeline} errorTitle="Could not open the record's history" />
          {entity ? (
            <>
              <Button icon="filter" text="Show only this record in the history" onClick={() => onShowOnly(entity.id)} />
              <section aria-labelledby="audit-as-of-title" className="audit-as-of">
                <h3 id="audit-as-of-title">As it was</h3>
                <label className="audit-slider">
                  <span>Moment shown</span>
                  <input
                    type="range"
                    min={0}
                    max={last}
                    step={1}
                    value={index}
                    aria-valuetext={
                      events[index]
                        ? `After ${eventTypeLabel(events[index].type).toLowerCase()}, ${formatInstant(events[index].occurredAt)}`
                        : undefined
                    }
                    onChange={(event) => setMoment(Number(event.target.value))}
                  />
                </label>
                <p className="audit-as-of-when" aria-live="polite">
                  {events[index]
                    ? `After “${eventTypeLabel(events[index].type)}”, ${formatInstant(events[index].occurredAt)}${at === null ? ' (now)' : ''}`
                    : 'No events'}
                </p>
                {shown === null || shown === undefined ? (
                  <p>It did not exist yet.</p>
                ) : (
                  <HTMLTable compact className="audit-state" aria-label="State as of the moment shown">
                    <tbody>
                      {stateRows(shown).map((row) => (
                        <tr key={row.path}>
                          <th scope="row">{fieldLabel(row.path)}</th>
                          <td>{valueText(row.value, formatInstant)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                )}
              </section>
              <section aria-labelledby="audit-timeline-title">
                <h3 id="audit-timeline-title">Timeline</h3>
                <ol className="audit-timeline" aria-label="Timeline">
                  {[...entity.events].reverse().map((event) => (
                    <TimelineEntry key={event.position} event={event} formatInstant={formatInstant} />
                  ))}
                </ol>
              </section>
            </>
          ) : null}
        </div>
      </div>
    </Drawer>
  );
}
