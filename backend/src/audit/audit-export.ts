import type { AuditExportQuery } from '@chairside/shared/audit/audit-dto';
import { auditExportColumns } from '@chairside/shared/audit/audit-dto';
import { neutraliseCsvCell } from '@chairside/shared/format/csv-cell';
import { auditPositions, countAuditEvents, type AuditPosition } from '@chairside/projections/audit/audit-queries';
import {
  comparePositions,
  formatPosition,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@chairside/platform/event-store/event-store';
import { sealedEvents } from '@chairside/platform/personal-data/sealed-events';
import { callerMay, type Caller } from '../auth/caller';
import { MASKED, rowFilter, type AuditDeps } from './audit-service';

export type AuditExportDeps = AuditDeps & { store: EventStore };

// Positions of the read model, then the events themselves, a page at a time: memory stays one page whatever
// the size of the export.
const pageSize = 5000;

// The events at these positions, read from the store (opened: an erased person reads as anonymised).
async function eventsAt(store: EventStore, page: readonly { position: AuditPosition; stream: string; revision: bigint }[]) {
  if (store.readEventsAt) return store.readEventsAt(page.map((entry) => entry.position));
  // An adapter without a read by position: each stream's range of revisions, then only the chosen ones.
  const wanted = new Set(page.map((entry) => formatPosition(entry.position)));
  const ranges = new Map<string, { from: bigint; to: bigint }>();
  for (const { stream, revision } of page) {
    const range = ranges.get(stream);
    ranges.set(
      stream,
      range
        ? { from: range.from < revision ? range.from : revision, to: range.to > revision ? range.to : revision }
        : { from: revision, to: revision },
    );
  }
  const read = await Promise.all(
    [...ranges].map(([stream, { from, to }]) => store.readStream(stream, { from, maxCount: Number(to - from) + 1 })),
  );
  return read
    .flat()
    .filter((event) => wanted.has(formatPosition(event.position)))
    .sort((a, b) => comparePositions(a.position, b.position));
}

function maskedData(event: RecordedEvent): Record<string, unknown> {
  const rule = sealedEvents[event.type];
  const subject = rule?.subject({ stream: event.stream, data: event.data });
  if (!rule || !subject?.startsWith('client:')) return event.data;
  return Object.fromEntries(
    Object.entries(event.data).map(([key, value]) => [key, rule.fields.includes(key) && value !== null && value !== '' ? MASKED : value]),
  );
}

const csvCell = (value: string) => {
  const safe = neutraliseCsvCell(value);
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

function exportRecord(event: RecordedEvent, data: Record<string, unknown>) {
  return {
    position: formatPosition(event.position),
    occurredAt: event.metadata.occurredAt,
    type: event.type,
    stream: event.stream,
    revision: Number(event.revision),
    eventId: event.id,
    userId: event.metadata.userId ?? null,
    locationId: event.metadata.locationId ?? null,
    source: event.metadata.source,
    ip: event.metadata.ip ?? null,
    correlationId: event.metadata.correlationId ?? null,
    data,
  };
}

export type AuditExport = {
  total: number;
  // The file's lines, each ending in a newline; the CSV's first is its header.
  lines: AsyncGenerator<string>;
};

// GET /api/audit/export: the filtered events, oldest first, as CSV or NDJSON.
export async function exportAudit(deps: AuditExportDeps, caller: Caller, query: AuditExportQuery): Promise<AuditExport> {
  const filter = await rowFilter(deps, caller, query);
  const total = filter ? await countAuditEvents(deps.readDb, filter) : 0;
  const mayReadClients = callerMay(caller, 'view_clients');
  const csv = query.format === 'csv';
  async function* lines(): AsyncGenerator<string> {
    if (csv) yield `${auditExportColumns.join(',')}\n`;
    if (!filter) return;
    let after: Position | undefined;
    for (;;) {
      const page = await auditPositions(deps.readDb, filter, { after, limit: pageSize });
      if (page.length === 0) return;
      after = page.at(-1)?.position;
      const events = await eventsAt(deps.store, page);
      let chunk = '';
      for (const event of events) {
        const record = exportRecord(event, mayReadClients ? event.data : maskedData(event));
        chunk += csv
          ? `${auditExportColumns
              .map((column) => {
                const value = record[column];
                return value === null ? '' : csvCell(typeof value === 'object' ? JSON.stringify(value) : String(value));
              })
              .join(',')}\n`
          : `${JSON.stringify(record)}\n`;
      }
      yield chunk;
      if (page.length < pageSize) return;
    }
  }
  return { total, lines: lines() };
}
