import { sql, type Kysely, type Transaction } from 'kysely';
import {
  categoryOf,
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store';
import type pg from 'pg';
import { createNotificationHub } from './postgres-notifications';

type EventRow = {
  position: bigint;
  tx_text: string;
  event_id: string;
  stream: string;
  revision: bigint;
  type: string;
  data: Record<string, unknown>;
  metadata: NewEvent['metadata'];
  recorded_at: Date;
};

const eventColumns = sql`position, transaction_id::text as tx_text, event_id, stream, revision, type, data, metadata, recorded_at`;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    stream: row.stream,
    revision: row.revision,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    position: { commit: BigInt(row.tx_text), prepare: row.position },
    recordedAt: row.recorded_at.toISOString(),
  };
}

function checkExpected(stream: string, expected: ExpectedRevision, current: bigint | null): void {
  const actual = current ?? 'no_stream';
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === null) ||
    (expected === 'stream_exists' && current !== null) ||
    (typeof expected === 'bigint' && current === expected);
  if (!ok) throw new WrongExpectedVersion(stream, expected, actual);
}

const subscriptionBatch = 1000;

// `pool` is the pool behind `db`: subscriptions LISTEN on one of its connections for wake-ups.
export function createPostgresEventStore(db: Kysely<unknown>, pool: pg.Pool, options: { onClose?: () => Promise<void> } = {}): EventStore {
  const hub = createNotificationHub(pool);
  const openSubscriptions = new Set<Subscription>();
  async function existingAppend(trx: Transaction<unknown>, stream: string, events: NewEvent[], expected: ExpectedRevision, current: bigint): Promise<AppendResult | null> {
    const ids = events.map((event) => event.id);
    const { rows } = await sql<EventRow>`
      select ${eventColumns} from events where stream = ${stream} and event_id = any(${ids}::uuid[]) order by revision`.execute(trx);
    if (rows.length === 0) return null;
    const last = rows[rows.length - 1] as EventRow;
    if (rows.length !== events.length) throw new WrongExpectedVersion(stream, expected, current);
    return { nextRevision: last.revision, position: toRecorded(last).position };
  }

  async function readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const limit = options.maxCount ?? 1000;
    const categories = options.filter?.categories ?? null;
    const types = options.filter?.eventTypes ?? null;
    const from = options.fromPosition;
    // Only rows below the oldest running transaction are visible, so order is final (no gaps later).
    const { rows } = await sql<EventRow>`
      select ${eventColumns} from events
      where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        and (${categories}::text[] is null or category = any(${categories}::text[]))
        and (${types}::text[] is null or type = any(${types}::text[]))
        and ${
          from === undefined
            ? sql`true`
            : backwards
              ? sql`(transaction_id, position) < (${from.commit.toString()}::xid8, ${from.prepare})`
              : sql`(transaction_id, position) > (${from.commit.toString()}::xid8, ${from.prepare})`
        }
      order by transaction_id ${backwards ? sql`desc` : sql`asc`}, position ${backwards ? sql`desc` : sql`asc`}
      limit ${limit}`.execute(db);
    return rows.map(toRecorded);
  }

  function subscribeToAll(options: SubscribeOptions = {}): Subscription {
    const signal: { closed: boolean; wake?: () => void } = { closed: false };
    let retained = false;
    const subscription: Subscription = {
      async *[Symbol.asyncIterator]() {
        await hub.retain();
        retained = true;
        let from = options.fromPosition;
        // A notification whose events are not visible yet means an older transaction still holds the
        // horizon back: re-read every 25 ms for a while instead of waiting for the next notification.
        let shortPolls = 0;
        try {
          while (!signal.closed) {
            const generation = hub.generation();
            const batch = await readAll({ fromPosition: from, maxCount: subscriptionBatch, filter: options.filter });
            for (const event of batch) {
              if (signal.closed) return;
              yield event;
              from = event.position;
            }
            if (batch.length === subscriptionBatch) continue;
            if (batch.length > 0) shortPolls = 0;
            if (hub.generation() !== generation) {
              shortPolls = 40;
              continue;
            }
            await hub.wait(generation, shortPolls > 0 ? 25 : 1000, signal);
            shortPolls = hub.generation() !== generation ? 40 : Math.max(0, shortPolls - 1);
          }
        } finally {
          if (retained) {
            retained = false;
            await hub.release();
          }
          openSubscriptions.delete(subscription);
        }
      },
      async close() {
        signal.closed = true;
        signal.wake?.();
      },
    };
    openSubscriptions.add(subscription);
    return subscription;
  }

  return {
    readAll,
    subscribeToAll,
    async appendToStream(stream, events, { expectedRevision }) {
      if (events.length === 0) throw new Error('appendToStream needs at least one event');
      const attempt = () => db.transaction().execute(async (trx): Promise<AppendResult | null> => {
        // The streams row serialises writers of one stream; inserting it is what makes no_stream airtight.
        const { rows } = await sql<{ revision: bigint }>`select revision from streams where stream = ${stream} for update`.execute(trx);
        const current = rows[0]?.revision ?? null;
        const repeated = current === null ? null : await existingAppend(trx, stream, events, expectedRevision, current);
        if (repeated) return repeated;
        checkExpected(stream, expectedRevision, current);

        const first = current === null ? 0n : current + 1n;
        const next = first + BigInt(events.length) - 1n;
        if (current === null) {
          const inserted = await sql`insert into streams (stream, revision) values (${stream}, ${next}) on conflict do nothing returning stream`.execute(trx);
          if (inserted.rows.length === 0) return null;
        } else {
          await sql`update streams set revision = ${next} where stream = ${stream}`.execute(trx);
        }

        const category = categoryOf(stream);
        let last: EventRow | undefined;
        for (const [index, event] of events.entries()) {
          const inserted = await sql<EventRow>`
            insert into events (event_id, stream, category, revision, type, data, metadata)
            values (${event.id}, ${stream}, ${category}, ${first + BigInt(index)}, ${event.type},
                    ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)
            returning ${eventColumns}`.execute(trx);
          last = inserted.rows[0];
        }
        await sql`select pg_notify('events', '')`.execute(trx);
        return { nextRevision: next, position: toRecorded(last as EventRow).position };
      });
      // null: a concurrent writer created the stream after our read. Its row is committed by then (our insert
      // waited for it), so a second attempt locks that row and judges this append against it like any other.
      const result = (await attempt()) ?? (await attempt());
      if (!result) throw new Error(`appendToStream: stream ${stream} was created concurrently but is not visible`);
      return result;
    },

    async readStream(stream, options: ReadStreamOptions = {}) {
      const backwards = options.direction === 'backwards';
      const from = options.from ?? (backwards ? BigInt(Number.MAX_SAFE_INTEGER) : 0n);
      const limit = options.maxCount ?? 1_000_000;
      const { rows } = backwards
        ? await sql<EventRow>`select ${eventColumns} from events where stream = ${stream} and revision <= ${from} order by revision desc limit ${limit}`.execute(db)
        : await sql<EventRow>`select ${eventColumns} from events where stream = ${stream} and revision >= ${from} order by revision limit ${limit}`.execute(db);
      return rows.map(toRecorded);
    },

    async countEvents({ after, limit }) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from (
          select 1 from events
          where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            and ${after ? sql`(transaction_id, position) > (${after.commit.toString()}::xid8, ${after.prepare})` : sql`true`}
          limit ${limit}) counted`.execute(db);
      return rows[0]?.n ?? 0;
    },

    async headPosition(): Promise<Position | null> {
      // Below the horizon, like readAll: a head past a transaction still in flight would let a subscriber
      // started from it skip that transaction's events when it commits.
      const { rows } = await sql<{ tx_text: string; position: bigint }>`
        select transaction_id::text as tx_text, position from events
        where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        order by transaction_id desc, position desc limit 1`.execute(db);
      const row = rows[0];
      return row ? { commit: BigInt(row.tx_text), prepare: row.position } : null;
    },

    async close() {
      await Promise.all([...openSubscriptions].map((subscription) => subscription.close()));
      await options.onClose?.();
    },
  };
}
