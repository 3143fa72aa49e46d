import type { AuditChange, AuditEntity, AuditTimelineEvent } from '@chairside/shared/audit/audit-dto';
import { eventEntityIds, streamEntityId, topLevelIds } from '@chairside/shared/audit/audit-entities';
import { currentStreamName } from '@chairside/shared/stream-names';
import { auditEntityStreams } from '@chairside/projections/audit/audit-queries';
import { comparePositions, formatPosition, type EventStore, type RecordedEvent } from '@chairside/platform/event-store/event-store';
import { sealedEvents } from '@chairside/platform/personal-data/sealed-events';
import { callerMay, type Caller } from '../auth/caller';
import { asDomainEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import type { ModuleStream } from '../http/backend-module';
import { categoryOf, describeRows, entityLabels, mainEntity, MASKED, streamKindOf, type AuditDeps } from './audit-service';

// Several whole streams: in one read where the adapter can.
async function readStreams(store: EventStore, streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
  if (store.readStreams) return store.readStreams(streams);
  return new Map(await Promise.all(streams.map(async (stream) => [stream, await store.readStream(stream)] as const)));
}

export type AuditEntityDeps = AuditDeps & { store: EventStore };

// A state as JSON: Maps become objects, Sets lists, Dates their ISO text.
export function plain(value: unknown, depth = 0): unknown {
  if (depth > 12) return '…';
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, inner]) => [String(key), plain(inner, depth + 1)]));
  if (value instanceof Set) return [...value].map((inner) => plain(inner, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map((inner) => plain(inner, depth + 1));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, plain(inner, depth + 1)]),
    );
  return value === undefined ? null : value;
}

// The fields of a client an auditor without view_clients does not read, wherever they are in a state.
const clientFields = new Set(['firstName', 'lastName', 'phone', 'email', 'birthday', 'text', 'notes', 'tags']);

function maskKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        clientFields.has(key) && inner !== null && inner !== '' ? MASKED : maskKeys(inner),
      ]),
    );
  return value;
}

// An event's data as the caller may read it: a client's sealed fields are masked without view_clients.
function readableData(event: RecordedEvent, mayReadClients: boolean): Record<string, unknown> {
  if (mayReadClients) return event.data;
  const rule = sealedEvents[event.type];
  const subject = rule?.subject({ stream: event.stream, data: event.data });
  if (!rule || !subject?.startsWith('client:')) return event.data;
  return Object.fromEntries(
    Object.entries(event.data).map(([key, value]) => [key, rule.fields.includes(key) && value !== null && value !== '' ? MASKED : value]),
  );
}

// Leaves of a JSON value by path (`items.0.startsAt`), for a field-by-field difference.
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else if (Array.isArray(value) && value.length > 0 && value.length <= 50) {
    value.forEach((inner, index) => leaves(inner, `${path}.${index}`, into));
  } else into.set(path, value);
  return into;
}

const maxChanges = 60;

export function changesBetween(before: unknown, after: unknown): AuditChange[] {
  const old = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const changes: AuditChange[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const was = old.has(path) ? old.get(path) : null;
    const is = now.has(path) ? now.get(path) : null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ path: path || '(whole)', before: was, after: is });
    if (changes.length >= maxChanges) break;
  }
  return changes;
}

type Source = {
  stream: string;
  kind: ModuleStream | undefined;
  // How the entity's part is read from the stream's state; null: the stream holds no state of the entity.
  part: ((state: unknown) => unknown) | null;
  state: unknown;
};

// The entity as the folded streams show it: one stream's part, or each stream's part by category when it
// lives in several (a staff member's profile, roster and time clock). Among streams of one category (the
// two day books of a moved appointment) the one that changed it last and still holds it wins.
function entityView(sources: readonly Source[], touched: Map<string, number>): unknown {
  const byCategory = new Map<string, { value: unknown; touched: number }>();
  for (const source of sources) {
    if (!source.part) continue;
    const value = source.part(source.state);
    if (value === undefined || value === null) continue;
    const category = categoryOf(source.stream);
    const at = touched.get(source.stream) ?? -1;
    const known = byCategory.get(category);
    if (!known || at > known.touched) byCategory.set(category, { value, touched: at });
  }
  if (byCategory.size === 0) return null;
  if (byCategory.size === 1) return plain([...byCategory.values()][0]?.value);
  return Object.fromEntries([...byCategory].map(([category, { value }]) => [category, plain(value)]));
}

// GET /api/audit/entities/:id: every event naming the entity with who, when, where and what it changed, and
// its state as of `at`, folded by the write side's own evolve.
export async function auditEntity(deps: AuditEntityDeps, caller: Caller, entityId: string, at: Date): Promise<AuditEntity> {
  const id = entityId.toLowerCase();
  const streams = await auditEntityStreams(deps.readDb, id);
  if (streams.length === 0) throw new DomainError('Nothing in the history names this record', 404);
  const histories = await readStreams(
    deps.store,
    streams.map((entry) => entry.stream),
  );
  const mayReadClients = callerMay(caller, 'view_clients');

  const sources: Source[] = streams.map(({ stream }) => {
    const kind = streamKindOf(deps, stream);
    const history = histories.get(stream) ?? [];
    const own = streamEntityId(currentStreamName(stream)) === id;
    const parts = kind?.parts;
    const holdsPart = !own && parts !== undefined && history.some((event) => event.data[parts.key] === id);
    const part = !kind
      ? null
      : own
        ? (state: unknown) => state
        : holdsPart && parts
          ? (state: unknown) => parts.state(state as never, id)
          : null;
    return { stream, kind, part, state: kind?.decider?.initialState() };
  });
  const sourceOf = new Map(sources.map((source) => [source.stream, source]));

  const events = [...histories.values()].flat().sort((a, b) => comparePositions(a.position, b.position));
  const touched = new Map<string, number>();
  const timeline: { event: RecordedEvent; changes: AuditChange[] }[] = [];
  let asOf: unknown = null;
  let view: unknown = null;
  events.forEach((event, index) => {
    const source = sourceOf.get(event.stream);
    const names = eventEntityIds(event.stream, event.data).includes(id);
    const before = view;
    const decider = source?.kind?.decider;
    if (source?.part && decider) {
      source.state = decider.evolve(source.state, asDomainEvent(event));
      if (names) touched.set(event.stream, index);
      view = entityView(sources, touched);
    }
    if (Date.parse(event.metadata.occurredAt) <= at.getTime()) asOf = view;
    if (names) timeline.push({ event, changes: changesBetween(before, view) });
  });

  const rows = timeline.map(({ event }) => ({
    position: formatPosition(event.position),
    eventId: event.id,
    stream: event.stream,
    category: categoryOf(event.stream),
    revision: Number(event.revision),
    type: event.type,
    occurredAt: new Date(event.metadata.occurredAt),
    userId: event.metadata.userId ?? null,
    locationId: event.metadata.locationId ?? null,
    source: event.metadata.source,
    ip: event.metadata.ip ?? null,
    correlationId: event.metadata.correlationId ?? null,
    entityIds: eventEntityIds(event.stream, event.data),
    namedIds: topLevelIds(event.data),
  }));
  const described = await describeRows(deps, caller, rows);
  const mask = (value: unknown) => (mayReadClients ? value : maskKeys(value));
  const entries: AuditTimelineEvent[] = described.map((row, index) => {
    const { event, changes } = timeline[index] as { event: RecordedEvent; changes: AuditChange[] };
    return {
      ...row,
      data: readableData(event, mayReadClients),
      changes: mayReadClients ? changes : changes.map(maskChange),
    };
  });

  // What the entity is: as an event about it says (a day book's event about an appointment), else as its own stream says.
  const kind =
    rows.map((row) => mainEntity(deps, row)).find((entity) => entity?.id === id)?.kind ??
    sources.find((source) => source.part)?.kind?.entity ??
    'record';
  const labels = await entityLabels(deps, caller, [{ id, kind }]);
  return {
    id,
    kind,
    label: labels.get(`${kind}:${id}`) ?? id,
    streams: streams.map((entry) => entry.stream),
    events: entries,
    asOf: { at: at.toISOString(), state: mask(asOf) },
  };
}

// A change of a client's field, masked for someone who may not read clients.
function maskChange(change: AuditChange): AuditChange {
  const field = change.path.split('.').at(-1) ?? '';
  if (!clientFields.has(field)) return change;
  return { path: change.path, before: change.before === null ? null : MASKED, after: change.after === null ? null : MASKED };
}
