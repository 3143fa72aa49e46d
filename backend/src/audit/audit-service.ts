import type { AuditEvent, AuditEventPage, AuditEventQuery, AuditFilter } from '@chairside/shared/audit/audit-dto';
import { isEntityId, streamEntityId } from '@chairside/shared/audit/audit-entities';
import { currentStreamName } from '@chairside/shared/stream-names';
import { listLocations, locationNamesByIds } from '@chairside/projections/business/business-queries';
import { listServices, serviceSummariesByIds } from '@chairside/projections/catalogue/catalogue-queries';
import { clientContactsByIds, searchClients } from '@chairside/projections/clients/client-queries';
import { listStaffUsers, userProfilesByIds } from '@chairside/projections/identity/identity-queries';
import { staffNamesByIds } from '@chairside/projections/team/staff-queries';
import { browseAuditEvents, type AuditPosition, type AuditRow, type AuditRowFilter } from '@chairside/projections/audit/audit-queries';
import type { ReadDb } from '@chairside/projections/database';
import { parsePosition } from '@chairside/platform/event-store/event-store';
import { callerMay, type Caller } from '../auth/caller';
import type { ModuleStream } from '../http/backend-module';

export type AuditDeps = { readDb: ReadDb; streams: readonly ModuleStream[] };

// What the audit shows of clients to someone who may not read the client book.
export const MASKED = '•••';

export const categoryOf = (stream: string) => {
  const current = currentStreamName(stream);
  return current.slice(0, Math.max(0, current.indexOf('-')));
};

export const streamKindOf = (deps: AuditDeps, stream: string) => deps.streams.find((kind) => kind.category === categoryOf(stream));

const position = (token: string | undefined): AuditPosition | undefined => (token ? (parsePosition(token) ?? undefined) : undefined);

const matches = (text: string, query: string) => text.toLowerCase().includes(query);

// The free text as ids: an id as it is, else the clients (for those who may read them), accounts, staff,
// locations and services whose names contain it. Null: nothing is called that.
async function idsNamed(deps: AuditDeps, caller: Caller, text: string): Promise<string[] | null> {
  if (isEntityId(text)) return [text.toLowerCase()];
  const query = text.toLowerCase();
  const [clients, users, locations, services] = await Promise.all([
    callerMay(caller, 'view_clients') ? searchClients(deps.readDb, { search: text, limit: 200, status: 'all' }) : Promise.resolve([]),
    listStaffUsers(deps.readDb),
    listLocations(deps.readDb),
    listServices(deps.readDb, { includeArchived: true }),
  ]);
  const ids = [
    ...clients.map((client) => client.id),
    ...users.filter((user) => matches(`${user.firstName} ${user.lastName} ${user.username}`, query)).map((user) => user.id),
    ...locations.filter((location) => matches(location.name, query)).map((location) => location.id),
    ...services.filter((service) => matches(service.name, query)).map((service) => service.id),
  ];
  return ids.length === 0 ? null : [...new Set(ids)];
}

// The filter as the read model takes it; null when the free text names nothing (so nothing matches).
export async function rowFilter(deps: AuditDeps, caller: Caller, filter: AuditFilter): Promise<AuditRowFilter | null> {
  const named = filter.q ? await idsNamed(deps, caller, filter.q) : undefined;
  if (named === null) return null;
  const entity = filter.entity?.toLowerCase();
  const entityIds = entity && named ? named.filter((id) => id === entity) : entity ? [entity] : named;
  if (entityIds && entityIds.length === 0) return null;
  return {
    from: filter.from ? new Date(filter.from) : undefined,
    to: filter.to ? new Date(filter.to) : undefined,
    entityIds,
    stream: filter.stream,
    type: filter.type,
    userId: filter.userId,
    locationId: filter.locationId,
  };
}

// The entity an event is about: the part of its stream its data names (a day book's appointment), else the
// stream's own (a client's), else none.
export function mainEntity(deps: AuditDeps, row: Pick<AuditRow, 'stream' | 'namedIds'>): { id: string; kind: string } | null {
  const kind = streamKindOf(deps, row.stream);
  const part = kind?.parts ? row.namedIds[kind.parts.key] : undefined;
  if (kind?.parts && part) return { id: part, kind: kind.parts.entity };
  const own = streamEntityId(currentStreamName(row.stream));
  if (own) return { id: own, kind: kind?.entity ?? categoryOf(row.stream) };
  return null;
}

const personName = (name: { firstName: string; lastName: string }) => `${name.firstName} ${name.lastName}`.trim();
const shortLabel = (kind: string, id: string) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${id.slice(0, 8)}`;

// Names for entities of the kinds other read models name, in one batched lookup per kind.
export async function entityLabels(
  deps: AuditDeps,
  caller: Caller,
  entities: readonly { id: string; kind: string }[],
): Promise<Map<string, string>> {
  const idsOf = (kind: string) => [...new Set(entities.filter((entity) => entity.kind === kind).map((entity) => entity.id))];
  const mayReadClients = callerMay(caller, 'view_clients');
  const [clients, staff, users, locations, services] = await Promise.all([
    mayReadClients ? clientContactsByIds(deps.readDb, idsOf('client')) : Promise.resolve(new Map<string, never>()),
    staffNamesByIds(deps.readDb, idsOf('staff member')),
    userProfilesByIds(deps.readDb, idsOf('user')),
    locationNamesByIds(deps.readDb, idsOf('location')),
    serviceSummariesByIds(deps.readDb, idsOf('service')),
  ]);
  const labels = new Map<string, string>();
  for (const entity of entities) {
    const key = `${entity.kind}:${entity.id}`;
    if (labels.has(key)) continue;
    const client = clients.get(entity.id) as { firstName: string; lastName: string } | undefined;
    const named =
      entity.kind === 'client'
        ? mayReadClients
          ? client && personName(client)
          : `Client ${MASKED}`
        : entity.kind === 'staff member'
          ? staff.get(entity.id) && personName(staff.get(entity.id) as { firstName: string; lastName: string })
          : entity.kind === 'user'
            ? users.get(entity.id) && personName(users.get(entity.id) as { firstName: string; lastName: string })
            : entity.kind === 'location'
              ? locations.get(entity.id)
              : entity.kind === 'service'
                ? services.get(entity.id)?.name
                : undefined;
    labels.set(key, named || shortLabel(entity.kind, entity.id));
  }
  return labels;
}

// Rows of the read model as the screen shows them: who by name, where by name, and what about.
export async function describeRows(deps: AuditDeps, caller: Caller, rows: readonly AuditRow[]): Promise<AuditEvent[]> {
  const entities = rows.map((row) => mainEntity(deps, row));
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const locationIds = [...new Set(rows.flatMap((row) => (row.locationId ? [row.locationId] : [])))];
  const [users, locations, labels] = await Promise.all([
    userProfilesByIds(deps.readDb, userIds),
    locationNamesByIds(deps.readDb, locationIds),
    entityLabels(
      deps,
      caller,
      entities.flatMap((entity) => (entity ? [entity] : [])),
    ),
  ]);
  return rows.map((row, index) => {
    const user = row.userId ? users.get(row.userId) : undefined;
    const entity = entities[index] ?? null;
    return {
      position: row.position,
      eventId: row.eventId,
      stream: row.stream,
      revision: row.revision,
      type: row.type,
      occurredAt: row.occurredAt.toISOString(),
      source: row.source,
      ip: row.ip,
      user: row.userId ? { id: row.userId, name: user ? personName(user) || user.username : 'Removed account' } : null,
      location: row.locationId ? { id: row.locationId, name: locations.get(row.locationId) ?? 'Unknown location' } : null,
      entity: entity ? { ...entity, label: labels.get(`${entity.kind}:${entity.id}`) ?? shortLabel(entity.kind, entity.id) } : null,
      entityIds: row.entityIds,
    };
  });
}

// GET /api/audit/events: a page of the history, newest first.
export async function browseAudit(deps: AuditDeps, caller: Caller, query: AuditEventQuery): Promise<AuditEventPage> {
  const filter = await rowFilter(deps, caller, query);
  if (!filter) return { events: [], next: null };
  const rows = await browseAuditEvents(deps.readDb, filter, {
    before: position(query.before),
    after: position(query.after),
    limit: query.limit,
  });
  const events = await describeRows(deps, caller, rows);
  // A page asked for what came since the top is never continued downwards: the list below it is already there.
  const next = !query.after && rows.length === query.limit ? (rows.at(-1)?.position ?? null) : null;
  return { events, next };
}
