import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Classes, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditEvent, AuditFilter } from '@chairside/shared/audit/audit-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryStatus } from '../../../ui/query-error';
import { auditQueries } from '../audit-queries';
import { eventTypeLabel, sourceLabels } from '../audit-labels';
import { EntityDrawer } from './entity-drawer';
import { ExportButtons } from './export-buttons';

const filterKeys = ['q', 'type', 'userId', 'locationId', 'entity', 'stream', 'from', 'to'] as const;

// datetime-local's value (the browser's own time) as an instant, and back.
const instantOf = (local: string) => (local ? new Date(local).toISOString() : undefined);
const localOf = (iso: string | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

// A filter in use, with its own button to drop it (named for what it drops).
function FilterChip({ children, removeLabel, onRemove }: { children: ReactNode; removeLabel: string; onRemove(): void }) {
  return (
    <span className="audit-chip">
      <Tag size="large" minimal>
        {children}
      </Tag>
      <Button variant="minimal" size="small" icon="cross" aria-label={removeLabel} onClick={onRemove} />
    </span>
  );
}

function HistoryRow({
  event,
  formatInstant,
  onOpen,
  onUser,
  onStream,
}: {
  event: AuditEvent;
  formatInstant: (iso: string) => string;
  onOpen(id: string): void;
  onUser(user: { id: string; name: string }): void;
  onStream(stream: string): void;
}) {
  return (
    <tr>
      <td className="audit-when">{formatInstant(event.occurredAt)}</td>
      <td>{eventTypeLabel(event.type)}</td>
      <td>
        {event.entity ? (
          <Button variant="minimal" size="small" className="audit-link" onClick={() => event.entity && onOpen(event.entity.id)}>
            {event.entity.label}
          </Button>
        ) : (
          <Button
            variant="minimal"
            size="small"
            className="audit-link audit-stream"
            aria-label={`Only events of ${event.stream}`}
            onClick={() => onStream(event.stream)}
          >
            {event.stream}
          </Button>
        )}
      </td>
      <td>
        {event.user ? (
          <Button
            variant="minimal"
            size="small"
            className="audit-link"
            aria-label={`Only events by ${event.user.name}`}
            onClick={() => event.user && onUser(event.user)}
          >
            {event.user.name}
          </Button>
        ) : (
          'System'
        )}
      </td>
      <td>{event.location?.name ?? '—'}</td>
      <td>
        {sourceLabels[event.source] ?? event.source}
        {event.ip ? <span className="audit-ip"> · {event.ip}</span> : null}
      </td>
    </tr>
  );
}

// The whole event history, newest first, filtered; new events join the top while the filter matches (the
// 'audit' topic refreshes it); older pages load as the list is scrolled to its end.
export function HistoryPanel() {
  const [params, setParams] = useSearchParams();
  const { location, locations } = useSelectedLocation();
  const zone = location?.timeZone ?? BUSINESS_TIME_ZONE;
  const formatInstant = useMemo(() => (iso: string) => formatDateTime(iso, zone), [zone]);
  const filter: AuditFilter = useMemo(() => {
    const values: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) values[key] = value;
    }
    return values;
  }, [params]);
  const [search, setSearch] = useState(filter.q ?? '');
  const userName = params.get('userName');
  const openRecord = params.get('record');

  const change = (next: Partial<Record<(typeof filterKeys)[number] | 'userName' | 'record', string | undefined>>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: !('record' in next) },
    );

  const history = useInfiniteQuery(auditQueries.events(filter));
  const types = useQuery(auditQueries.eventTypes());
  const events = history.data?.pages.flatMap((page) => page.events) ?? [];

  // The next page loads when the end of the list comes into view (the button does it for keyboards).
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="audit-history">
      <form
        className="audit-filters"
        role="search"
        aria-label="Filter the history"
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: search.trim() || undefined });
        }}
      >
        <FormGroup label="Search" labelFor="audit-search">
          <InputGroup
            id="audit-search"
            type="search"
            leftIcon="search"
            placeholder="A name or an id"
            value={search}
            onValueChange={setSearch}
            rightElement={<Button type="submit" variant="minimal" icon="arrow-right" aria-label="Search" />}
          />
        </FormGroup>
        <FormGroup label="Event" labelFor="audit-type">
          <HTMLSelect id="audit-type" value={filter.type ?? ''} onChange={(event) => change({ type: event.target.value || undefined })}>
            <option value="">All events</option>
            {(types.data?.types ?? []).map((type) => (
              <option key={type} value={type}>
                {eventTypeLabel(type)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Location" labelFor="audit-location">
          <HTMLSelect
            id="audit-location"
            value={filter.locationId ?? ''}
            onChange={(event) => change({ locationId: event.target.value || undefined })}
          >
            <option value="">All locations</option>
            {locations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="From" labelFor="audit-from">
          <input
            id="audit-from"
            className={Classes.INPUT}
            type="datetime-local"
            value={localOf(filter.from)}
            onChange={(event) => change({ from: instantOf(event.target.value) })}
          />
        </FormGroup>
        <FormGroup label="Until" labelFor="audit-to">
          <input
            id="audit-to"
            className={Classes.INPUT}
            type="datetime-local"
            value={localOf(filter.to)}
            onChange={(event) => change({ to: instantOf(event.target.value) })}
          />
        </FormGroup>
      </form>
      <div className="audit-toolbar">
        <div className="audit-chips" role="group" aria-label="Filters in use">
          {filter.userId ? (
            <FilterChip onRemove={() => change({ userId: undefined, userName: undefined })} removeLabel="Stop filtering by person">
              By {userName ?? 'one person'}
            </FilterChip>
          ) : null}
          {filter.entity ? (
            <FilterChip onRemove={() => change({ entity: undefined })} removeLabel="Stop filtering by record">
              One record: {filter.entity.slice(0, 8)}
            </FilterChip>
          ) : null}
          {filter.stream ? (
            <FilterChip onRemove={() => change({ stream: undefined })} removeLabel="Stop filtering by stream">
              Stream {filter.stream}
            </FilterChip>
          ) : null}
          {filter.q ? (
            <FilterChip
              onRemove={() => {
                setSearch('');
                change({ q: undefined });
              }}
              removeLabel="Clear the search"
            >
              “{filter.q}”
            </FilterChip>
          ) : null}
        </div>
        <ExportButtons filter={filter} />
      </div>
      <QueryStatus query={history} errorTitle="Could not read the history" />
      {history.isSuccess && events.length === 0 ? (
        <NonIdealState icon="history" title="No events match" description="Change or clear the filters to see more of the history." />
      ) : null}
      {events.length > 0 ? (
        <HTMLTable compact striped className="audit-table" aria-label="History">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">Who</th>
              <th scope="col">Where</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <HistoryRow
                key={event.position}
                event={event}
                formatInstant={formatInstant}
                onOpen={(id) => change({ record: id })}
                onUser={(user) => change({ userId: user.id, userName: user.name })}
                onStream={(stream) => change({ stream })}
              />
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      <div ref={end} className="audit-end">
        {hasNextPage ? (
          <Button text="Load older events" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />
        ) : events.length > 0 ? (
          <p className="audit-end-text">The beginning of the history.</p>
        ) : null}
      </div>
      {openRecord ? (
        <EntityDrawer
          entityId={openRecord}
          formatInstant={formatInstant}
          onShowOnly={(id) => change({ entity: id, record: undefined })}
          onClose={() => change({ record: undefined })}
        />
      ) : null}
    </div>
  );
}
