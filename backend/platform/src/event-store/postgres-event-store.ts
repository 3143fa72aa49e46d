import { sql, type Kysely } from 'kysely';
import {
  categoryOf,
  WrongExpectedVersion,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './event-store';
import type pg from 'pg';
import { verifyEventChain } from './event-chain';
import { createNotificationHub, type HeadReading } from './postgres-notifications';
import {
  appendOne,
  createGroupCommit,
  resultOf,
  toPayload,
  type AppendRow,
  type GroupCommitOptions,
  type GroupCommitStats,
} from './postgres-group-commit';

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

const subscriptionBatch = 1000;
const readAheadPages = 8;
// How many full pages of the whole log a store keeps for its subscriptions (see readSharedPage).
const sharedPageCount = 16;
// The advisory key event writers hold (append_to_stream); readers stop below the oldest of them.
const eventWritersKey = 7370002;

// `pool` is the pool behind `db`: subscriptions LISTEN on one of its connections for wake-ups.
type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// A stream the command read but writes nothing to: it must still be as read when the others are appended
// (a merge decided on both clients writes to one). The caller holds the stream's row locked (for update),
// so nothing is appended to it before the commit.
async function checkUnchanged(queryable: Queryable, { stream, expectedRevision }: StreamAppend): Promise<AppendResult> {
  const { rows } = await queryable.query<{ revision: string; tx_text: string | null; position: string | null }>(
    `select s.revision::text as revision, e.transaction_id::text as tx_text, e.position::text as position
     from streams s left join events e on e.stream = s.stream and e.revision = s.revision where s.stream = $1`,
    [stream],
  );
  const row = rows[0];
  const actual = row ? BigInt(row.revision) : 'no_stream';
  const matches =
    expectedRevision === 'any' ||
    (expectedRevision === 'no_stream' && actual === 'no_stream') ||
    (expectedRevision === 'stream_exists' && actual !== 'no_stream') ||
    (typeof expectedRevision === 'bigint' && actual === expectedRevision);
  if (!matches) throw new WrongExpectedVersion(stream, expectedRevision, actual);
  return {
    nextRevision: actual === 'no_stream' ? -1n : actual,
    position: { commit: BigInt(row?.tx_text ?? '0'), prepare: BigInt(row?.position ?? '0') },
  };
}

// Every stream's append_to_stream in one statement (one round trip however many streams: a batch of
// imported clients with their claims is a thousand streams), in the order given, inside the caller's
// transaction. A stream created concurrently is appended again on its own, as appendOne does.
async function appendAll(client: pg.PoolClient, appends: StreamAppend[]): Promise<AppendResult[]> {
  for (const append of appends) if (append.events.length === 0) throw new Error('appendToStream needs at least one event');
  const payload = JSON.stringify(
    appends.map((append) => ({
      s: append.stream,
      c: categoryOf(append.stream),
      k: typeof append.expectedRevision === 'bigint' ? 'exact' : append.expectedRevision,
      r: typeof append.expectedRevision === 'bigint' ? append.expectedRevision.toString() : null,
      e: toPayload(append),
    })),
  );
  const { rows } = await client.query<AppendRow>(
    `select r.* from jsonb_array_elements($1::jsonb) with ordinality as a(x, n)
     cross join lateral append_to_stream(a.x->>'s', a.x->>'c', a.x->>'k', (a.x->>'r')::bigint, a.x->'e') as r
     order by a.n`,
    [payload],
  );
  if (rows.length !== appends.length) throw new Error('appendToStreams: not every stream answered');
  const results: AppendResult[] = [];
  for (const [index, row] of rows.entries()) {
    const append = appends[index] as StreamAppend;
    results.push(row.outcome === 'created_concurrently' ? await appendOne(client, append) : resultOf(append, row));
  }
  return results;
}

// The set-based append: every stream's row created or moved on and every event inserted by one statement,
// revisions and positions assigned in SQL, rather than one append_to_stream call per stream (a batch of
// imported clients with their claims is 1,500 streams: one plpgsql call each cost most of the batch). Taken
// only for appends that plainly hold given the rows read under lock (`current`): a new stream expected
// absent, or a locked stream at its exact expected revision. Anything else (a repeat, a conflict, an `any`)
// goes through append_to_stream, which tells those apart.
type CurrentRevisions = ReadonlyMap<string, bigint>;
const isPlain = ({ stream, expectedRevision }: StreamAppend, current: CurrentRevisions) =>
  expectedRevision === 'no_stream'
    ? !current.has(stream)
    : typeof expectedRevision === 'bigint' && current.get(stream) === expectedRevision;

// A new stream, expected absent, created meanwhile by a writer that committed while this one waited on its
// row: nothing of this transaction can stand; it is rolled back and done again through append_to_stream.
class CreatedMeanwhile extends Error {}

const setBasedAppend = `
  with given as (
    select a.n, a.x->>'s' as stream, a.x->>'c' as category, (a.x->>'f')::bigint as first, a.x->'e' as events,
           (a.x->>'f')::bigint + jsonb_array_length(a.x->'e') - 1 as last, (a.x->>'f')::bigint = 0 as fresh
    from jsonb_array_elements($1::jsonb) with ordinality as a(x, n)),
  input as (
    -- Each stream's events chained after its last hash (the empty hash for a new stream), as
    -- append_to_stream does; the rows were locked before this statement, so that hash is current.
    select g.*, event_chain(case when g.fresh then ''::bytea else (select s.last_hash from streams s where s.stream = g.stream) end,
                            g.stream, g.first, g.events) as hashes
    from given g),
  created as (
    insert into streams (stream, revision, last_hash) select stream, last, hashes[last - first + 1] from input where fresh order by stream
    on conflict do nothing returning stream),
  moved as (
    update streams s set revision = i.last, last_hash = i.hashes[i.last - i.first + 1] from input i
    where not i.fresh and s.stream = i.stream and s.revision = i.first - 1 returning s.stream),
  ready as (select stream from created union all select stream from moved),
  inserted as (
    insert into events (event_id, stream, category, revision, type, data, metadata, hash)
    select (e.x->>'id')::uuid, i.stream, i.category, i.first + e.m - 1, e.x->>'type', e.x->'data', e.x->'metadata', i.hashes[e.m]
    from input i cross join lateral jsonb_array_elements(i.events) with ordinality as e(x, m)
    where i.stream in (select stream from ready)
    order by i.n, e.m
    returning stream, revision, transaction_id, position)
  select stream, max(revision) as next_revision, min(transaction_id::text) as commit_text, max(position) as last_position
  from inserted group by stream`;

async function appendSetBased(client: pg.PoolClient, appends: StreamAppend[], current: CurrentRevisions): Promise<AppendResult[]> {
  const payload = JSON.stringify(
    appends.map(({ stream, events }) => ({
      s: stream,
      c: categoryOf(stream),
      f: ((current.get(stream) ?? -1n) + 1n).toString(),
      e: toPayload({ events }),
    })),
  );
  const { rows } = await client.query<{ stream: string; next_revision: bigint; commit_text: string; last_position: bigint }>({
    name: 'append_to_streams_set_based',
    text: setBasedAppend,
    values: [payload],
  });
  if (rows.length !== appends.length) throw new CreatedMeanwhile();
  const byStream = new Map(rows.map((row) => [row.stream, row]));
  return appends.map(({ stream }) => {
    const row = byStream.get(stream);
    if (!row) throw new CreatedMeanwhile();
    return { nextRevision: BigInt(row.next_revision), position: { commit: BigInt(row.commit_text), prepare: BigInt(row.last_position) } };
  });
}

// The readable head as the notification hub watches it, and whether it may still move without a
// notification: an event writer of this database is in flight (one holding the writers' lock, see
// write_horizon, with or without a transaction id yet: it may leave its notification to another), or a
// transaction still holds the horizon below the snapshot's end. The latter is most often one that ended as
// the horizon was read (write_horizon cannot tell whether it wrote events, so it holds the horizon for that
// read): no notification of its own may come, and the events committed behind it are readable at the next
// reading, not at the next write.
export async function readWatchedHead(db: Kysely<unknown>): Promise<HeadReading> {
  const { rows } = await sql<{ tx_text: string | null; position: bigint | null; writing: boolean }>`
    select e.tx_text, e.position,
      h.horizon < pg_snapshot_xmax(pg_current_snapshot()) or exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted and l.objsubid = 1
                and l.database = (select oid from pg_database where datname = current_database())
                and l.classid = (${eventWritersKey}::bigint >> 32)::int::oid
                and l.objid = (${eventWritersKey}::bigint & 4294967295)::bigint::text::oid) as writing
    -- offset 0: the subquery stays one (pulled up, each use of h.horizon would call write_horizon again).
    from (select write_horizon(${eventWritersKey}) as horizon offset 0) h
    left join lateral (
      select transaction_id::text as tx_text, position from events
      where transaction_id < h.horizon order by transaction_id desc, position desc limit 1) e on true`.execute(db);
  const row = rows[0];
  return { head: row?.tx_text ? `${row.tx_text}:${row.position}` : null, writing: row?.writing ?? true };
}

export function createPostgresEventStore(
  db: Kysely<unknown>,
  pool: pg.Pool,
  options: { onClose?: () => Promise<void>; groupCommit?: GroupCommitOptions } = {},
): EventStore & { groupCommitStats: () => GroupCommitStats } {
  const group = createGroupCommit(pool, options.groupCommit);
  // Below the horizon, like readAll: a head past a transaction still in flight would let a subscriber
  // started from it skip that transaction's events when it commits.
  async function headPosition(): Promise<Position | null> {
    const { rows } = await sql<{ tx_text: string; position: bigint }>`
      select transaction_id::text as tx_text, position from events
      where transaction_id < (select write_horizon(${eventWritersKey}))
      order by transaction_id desc, position desc limit 1`.execute(db);
    const row = rows[0];
    return row ? { commit: BigInt(row.tx_text), prepare: row.position } : null;
  }
  // The hub's watcher compares the readable head between wake-ups.
  const hub = createNotificationHub(pool, { readHead: () => readWatchedHead(db) });
  const openSubscriptions = new Set<Subscription>();
  async function readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const limit = options.maxCount ?? 1000;
    const categories = options.filter?.categories ?? null;
    const types = options.filter?.eventTypes ?? null;
    const from = options.fromPosition;
    // Only rows below the oldest running event writer are read, so order is final (no gaps later).
    const { rows } = await sql<EventRow>`
      select ${eventColumns} from events
      where transaction_id < (select write_horizon(${eventWritersKey}))
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

  // A full page of the whole log is final: it was read below the write horizon and is full, so no event can
  // ever come between its events. The read models of a process each subscribe to the whole log and, catching
  // up, ask for the same pages one after another: such a page is read and parsed once for them all, and kept
  // for the next (the newest `sharedPageCount`). A page that comes back short is the head of the log as it
  // was when its read began, and is forgotten once read. While that read is on its way, readers woken no
  // later than it began (`generation`, the hub's count when the reader last looked) join it: woken together
  // at the head, the read models read it once. A reader woken after it began reads afresh, and the readers
  // after it join that read, so nobody gets a head older than its own wake-up.
  const sharedPages = new Map<string, { page: Promise<RecordedEvent[]>; generation: number }>();
  function readSharedPage(from: Position | undefined, generation: number): Promise<RecordedEvent[]> {
    const key = from ? `${from.commit}.${from.prepare}` : '';
    const fresh = () => {
      const entry = { page: readAll({ fromPosition: from, maxCount: subscriptionBatch }), generation: hub.generation() };
      sharedPages.delete(key);
      sharedPages.set(key, entry);
      if (sharedPages.size > sharedPageCount) sharedPages.delete(sharedPages.keys().next().value as string);
      const forget = () => {
        if (sharedPages.get(key) === entry) sharedPages.delete(key);
      };
      entry.page.then((events) => {
        if (events.length < subscriptionBatch) forget();
      }, forget);
      return entry.page;
    };
    // In the map: a full page, or a read still on its way.
    const known = sharedPages.get(key);
    if (!known) return fresh();
    if (known.generation >= generation) return known.page.catch(fresh);
    // Began before this reader's wake-up, so good only if full: else the first to find out reads afresh
    // (the short page is forgotten by then) and those after it join that read.
    const again = () => readSharedPage(from, generation);
    return known.page.then((events) => (events.length === subscriptionBatch ? events : again()), again);
  }

  function subscribeToAll(options: SubscribeOptions = {}): Subscription {
    const signal: { closed: boolean; wake?: () => void } = { closed: false };
    let retained = false;
    const subscription: Subscription = {
      async *[Symbol.asyncIterator]() {
        await hub.retain();
        retained = true;
        let from = options.fromPosition;
        // Catching up (full pages), the next pages are read while the consumer folds and writes this one:
        // a chain of reads, each from the last event of the page before, at most `readAheadPages` ahead.
        const readFrom = (position: Position | undefined, generation: number) => {
          const page = options.filter
            ? readAll({ fromPosition: position, maxCount: subscriptionBatch, filter: options.filter })
            : readSharedPage(position, generation);
          // Consumed later, or dropped with the subscription.
          page.catch(() => undefined);
          return page;
        };
        const ahead: Promise<RecordedEvent[]>[] = [];
        let stalledAfter: Position | null = null;
        const readOn = (after: Position) => {
          const page = readFrom(after, hub.generation());
          ahead.push(page);
          page.then(
            (events) => {
              const last = events[events.length - 1];
              if (signal.closed || events.length < subscriptionBatch || !last) return;
              if (ahead.length >= readAheadPages) stalledAfter = last.position;
              else readOn(last.position);
            },
            () => undefined,
          );
        };
        try {
          while (!signal.closed) {
            const generation = hub.generation();
            const queued = ahead.shift();
            const batch = await (queued ?? readFrom(from, generation));
            const last = batch[batch.length - 1];
            if (stalledAfter) {
              const after: Position = stalledAfter;
              stalledAfter = null;
              readOn(after);
            } else if (!queued && batch.length === subscriptionBatch && last) readOn(last.position);
            for (const event of batch) {
              if (signal.closed) return;
              yield event;
              from = event.position;
            }
            if (batch.length === subscriptionBatch) continue;
            if (hub.generation() !== generation) continue;
            // The hub wakes us when the readable head moves (see postgres-notifications.ts); the timeout
            // is the fallback of a lost notification.
            await hub.wait(generation, 1000, signal);
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

  async function appendInTransaction(appends: StreamAppend[], streams: string[], { setBased }: { setBased: boolean }) {
    const client = await pool.connect();
    try {
      // Announced as an event writer before the first write (see write_horizon), then the existing
      // streams locked in name order, so two multi-stream appends never wait on each other in a circle.
      // Statements without parameters share a round trip (the simple protocol takes several at once).
      await client.query("begin; select pg_advisory_xact_lock_shared(7370002), set_config('chairside.event_writer', 'on', true)");
      const { rows: locked } = await client.query<{ stream: string; revision: string }>({
        name: 'append_to_streams_lock',
        text: 'select stream, revision::text as revision from streams where stream = any($1::text[]) order by stream for update',
        values: [streams],
      });
      const current: CurrentRevisions = new Map(locked.map((row) => [row.stream, BigInt(row.revision)]));
      // Streams only checked (no events) are checked first, holding their rows locked like the others.
      const results: AppendResult[] = new Array(appends.length);
      const writes: number[] = [];
      for (const [index, append] of appends.entries()) {
        if (append.events.length === 0) results[index] = await checkUnchanged(client, append);
        else writes.push(index);
      }
      const written = writes.map((index) => appends[index] as StreamAppend);
      const plain = setBased && written.every((append) => isPlain(append, current));
      const appended = plain ? await appendSetBased(client, written, current) : await appendAll(client, written);
      for (const [at, index] of writes.entries()) results[index] = appended[at] as AppendResult;
      // The set-based append wakes subscribers itself, once per burst as append_to_stream does, with the commit.
      await client.query(plain ? "select pg_notify('events', '') where pg_try_advisory_xact_lock(7370001); commit" : 'commit');
      return results;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      // Two appends creating the same new streams in opposite orders: PostgreSQL picks one to fail.
      if ((error as { code?: string }).code === '40P01')
        throw new WrongExpectedVersion(streams[0] as string, appends[0]?.expectedRevision ?? 'any', 'no_stream');
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    readAll,
    subscribeToAll,
    async appendToStream(stream, events, { expectedRevision }) {
      return group.append({ stream, events, expectedRevision });
    },

    async appendToStreams(appends) {
      if (appends.length === 1 && (appends[0] as StreamAppend).events.length > 0) return [await group.append(appends[0] as StreamAppend)];
      const streams = appends.map((append) => append.stream);
      if (new Set(streams).size !== streams.length) throw new Error('appendToStreams takes each stream once');
      try {
        return await appendInTransaction(appends, streams, { setBased: true });
      } catch (error) {
        if (!(error instanceof CreatedMeanwhile)) throw error;
        return appendInTransaction(appends, streams, { setBased: false });
      }
    },

    async readStream(stream, options: ReadStreamOptions = {}) {
      const backwards = options.direction === 'backwards';
      const from = options.from ?? (backwards ? BigInt(Number.MAX_SAFE_INTEGER) : 0n);
      const limit = options.maxCount ?? 1_000_000;
      const { rows } = backwards
        ? await sql<EventRow>`select ${eventColumns} from events where stream = ${stream} and revision <= ${from} order by revision desc limit ${limit}`.execute(
            db,
          )
        : await sql<EventRow>`select ${eventColumns} from events where stream = ${stream} and revision >= ${from} order by revision limit ${limit}`.execute(
            db,
          );
      return rows.map(toRecorded);
    },

    // The log's `position` column alone is unique (the second half of a position): one index probe each.
    async readEventsAt(positions) {
      if (positions.length === 0) return [];
      const { rows } = await sql<EventRow>`
        select ${eventColumns} from events where position = any(${positions.map((position) => position.prepare.toString())}::bigint[])
        order by transaction_id, position`.execute(db);
      return rows.map(toRecorded);
    },

    async readStreams(streams, options = {}) {
      const found = new Map<string, RecordedEvent[]>(streams.map((stream) => [stream, []]));
      if (streams.length === 0) return found;
      const names = [...found.keys()];
      const from = options.from;
      const { rows } = from?.size
        ? await sql<EventRow>`
            select ${eventColumns} from events e
            join unnest(${names}::text[], ${names.map((stream) => (from.get(stream) ?? 0n).toString())}::bigint[]) as w(wanted, from_revision)
              on e.stream = w.wanted and e.revision >= w.from_revision
            order by e.stream, e.revision`.execute(db)
        : await sql<EventRow>`select ${eventColumns} from events where stream = any(${names}::text[]) order by stream, revision`.execute(
            db,
          );
      for (const row of rows) found.get(row.stream)?.push(toRecorded(row));
      return found;
    },

    // Every committed event counts, also those above the horizon: lag is what is written and not yet
    // folded, even while a long transaction elsewhere keeps subscribers from reading it.
    async countEvents({ after, limit }) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from (
          select 1 from events
          where ${after ? sql`(transaction_id, position) > (${after.commit.toString()}::xid8, ${after.prepare})` : sql`true`}
          limit ${limit}) counted`.execute(db);
      return rows[0]?.n ?? 0;
    },

    headPosition,

    verifyChain: (options) => verifyEventChain(pool, options),

    groupCommitStats: group.stats,

    async close() {
      await Promise.all([...openSubscriptions].map((subscription) => subscription.close()));
      await options.onClose?.();
    },
  };
}
