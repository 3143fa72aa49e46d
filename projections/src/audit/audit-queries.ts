import { sql, type ExpressionBuilder } from 'kysely';
import type { ReadDb, ReadModels } from '../database';

// The audit log's reads: the history filtered and paged by position (newest first), an entity's streams,
// and what an export needs to know before it streams.

export type AuditPosition = { commit: bigint; prepare: bigint };

export type AuditRowFilter = {
  from?: Date;
  to?: Date;
  // Events naming any of these ids (an entity, or the ids a free-text search found).
  entityIds?: readonly string[];
  stream?: string;
  type?: string;
  userId?: string;
  locationId?: string;
};

export type AuditRow = {
  position: string;
  eventId: string;
  stream: string;
  category: string;
  revision: number;
  type: string;
  occurredAt: Date;
  userId: string | null;
  locationId: string | null;
  source: string;
  ip: string | null;
  correlationId: string | null;
  entityIds: string[];
  namedIds: Record<string, string>;
};

type Where = ExpressionBuilder<ReadModels, 'audit_events'>;

function matching(filter: AuditRowFilter) {
  return (eb: Where) => {
    const conditions = [];
    if (filter.from) conditions.push(eb('occurred_at', '>=', filter.from));
    if (filter.to) conditions.push(eb('occurred_at', '<', filter.to));
    if (filter.entityIds) conditions.push(eb(sql`entity_ids`, '&&', sql`${[...filter.entityIds]}::text[]`));
    if (filter.stream) conditions.push(eb('stream', '=', filter.stream));
    if (filter.type) conditions.push(eb('type', '=', filter.type));
    if (filter.userId) conditions.push(eb('user_id', '=', filter.userId));
    if (filter.locationId) conditions.push(eb('location_id', '=', filter.locationId));
    return eb.and(conditions);
  };
}

const positionPair = sql`(commit_xid, prepare)`;
const pair = (position: AuditPosition) => sql`(${position.commit.toString()}::bigint, ${position.prepare.toString()}::bigint)`;

// One page of the history, newest first: before `before` (the next page) or after `after` (what came since
// the top of a list), at most `limit` rows.
export async function browseAuditEvents(
  db: ReadDb,
  filter: AuditRowFilter,
  page: { before?: AuditPosition; after?: AuditPosition; limit: number },
): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_events').selectAll().where(matching(filter));
  if (page.before) query = query.where(sql<boolean>`${positionPair} < ${pair(page.before)}`);
  if (page.after) query = query.where(sql<boolean>`${positionPair} > ${pair(page.after)}`);
  const rows = await query.orderBy('commit_xid', 'desc').orderBy('prepare', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({
    position: row.position,
    eventId: row.event_id,
    stream: row.stream,
    category: row.category,
    revision: Number(row.revision),
    type: row.type,
    occurredAt: row.occurred_at,
    userId: row.user_id,
    locationId: row.location_id,
    source: row.source,
    ip: row.ip,
    correlationId: row.correlation_id,
    entityIds: row.entity_ids,
    namedIds: row.named_ids,
  }));
}

// How many events match (an export's progress counts against it), counted up to `limit`.
export async function countAuditEvents(db: ReadDb, filter: AuditRowFilter, limit = 10_000_000): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('audit_events')
        .select(sql`1`.as('one'))
        .where(matching(filter))
        .limit(limit)
        .as('matched'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// The positions of the matching events, oldest first, a page at a time: an export reads their data from the
// store in the same order.
export async function auditPositions(
  db: ReadDb,
  filter: AuditRowFilter,
  page: { after?: AuditPosition; limit: number },
): Promise<{ position: AuditPosition; stream: string; revision: bigint }[]> {
  let query = db.selectFrom('audit_events').select(['commit_xid', 'prepare', 'stream', 'revision']).where(matching(filter));
  if (page.after) query = query.where(sql<boolean>`${positionPair} > ${pair(page.after)}`);
  const rows = await query.orderBy('commit_xid').orderBy('prepare').limit(page.limit).execute();
  return rows.map((row) => ({
    position: { commit: BigInt(row.commit_xid), prepare: BigInt(row.prepare) },
    stream: row.stream,
    revision: BigInt(row.revision),
  }));
}

// The streams that hold events naming the entity, with how many each holds.
export async function auditEntityStreams(db: ReadDb, entityId: string): Promise<{ stream: string; events: number }[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['stream', (eb) => eb.fn.countAll<number>().as('events')])
    .where(sql<boolean>`entity_ids @> ${[entityId.toLowerCase()]}::text[]`)
    .groupBy('stream')
    .orderBy('stream')
    .execute();
  return rows.map((row) => ({ stream: row.stream, events: Number(row.events) }));
}

// The event types in the log, for the filter (a skip scan of the type index: one probe per type).
export async function auditEventTypes(db: ReadDb): Promise<string[]> {
  const { rows } = await sql<{ type: string }>`
    with recursive types(type) as (
      (select type from audit_events order by type limit 1)
      union all
      select (select a.type from audit_events a where a.type > t.type order by a.type limit 1) from types t where t.type is not null
    )
    select type from types where type is not null`.execute(db);
  return rows.map((row) => row.type);
}
