// Group commit of single-stream appends. A process serving many requests appends to many streams at once;
// each append on its own is a transaction with its own function call, writer lock, notification, commit
// record and WAL flush, and on a small machine PostgreSQL's CPU and the disk's flushes, not the rows, bound
// how many a second it takes. Appends that arrive while earlier ones are being committed wait and are then
// committed together by one statement: each still judged by append_to_stream against its own expected
// revision (a conflict is that append's answer alone), all of them in one transaction and one flush. A
// lone append goes at once, as before: nothing waits unless the database is already busy with this store.
import type pg from 'pg';
import { categoryOf, WrongExpectedVersion, type AppendResult, type StreamAppend } from './event-store';

export type AppendRow = {
  outcome: 'appended' | 'repeated' | 'conflict' | 'created_concurrently';
  next_revision: bigint | null;
  commit_text: string | null;
  last_position: bigint | null;
  actual: bigint | null;
};

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export const toPayload = ({ events }: Pick<StreamAppend, 'events'>) =>
  events.map((event) => ({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }));
const kindOf = ({ expectedRevision }: StreamAppend) => (typeof expectedRevision === 'bigint' ? 'exact' : expectedRevision);
const revisionOf = ({ expectedRevision }: StreamAppend) => (typeof expectedRevision === 'bigint' ? expectedRevision.toString() : null);

// An answer of append_to_stream as the caller's result, or the error it stands for.
export function resultOf(append: StreamAppend, row: AppendRow): AppendResult {
  if (row.outcome === 'conflict') throw new WrongExpectedVersion(append.stream, append.expectedRevision, row.actual ?? 'no_stream');
  if (row.outcome !== 'appended' && row.outcome !== 'repeated')
    throw new Error(`appendToStream: stream ${append.stream} was created concurrently but is not visible`);
  return {
    nextRevision: row.next_revision as bigint,
    position: { commit: BigInt(row.commit_text as string), prepare: row.last_position as bigint },
  };
}

// One stream's append through append_to_stream: one round trip on the hot path.
export async function appendOne(queryable: Queryable, append: StreamAppend): Promise<AppendResult> {
  if (append.events.length === 0) throw new Error('appendToStream needs at least one event');
  const attempt = async () => {
    // A named (prepared) statement: parsed and planned once per connection, as the hot path deserves.
    const { rows } = await queryable.query<AppendRow>({
      name: 'append_to_stream',
      text: 'select * from append_to_stream($1, $2, $3, $4::bigint, $5::jsonb)',
      values: [append.stream, categoryOf(append.stream), kindOf(append), revisionOf(append), JSON.stringify(toPayload(append))],
    });
    const row = rows[0];
    if (!row) throw new Error(`appendToStream: no answer for ${append.stream}`);
    return row;
  };
  // created_concurrently: another writer created the stream after our read. Its row is committed by
  // then (our insert waited for it), so a second attempt judges this append against it like any other.
  let row = await attempt();
  if (row.outcome === 'created_concurrently') row = await attempt();
  return resultOf(append, row);
}

// Several independent appends as one statement, in the order given. Unlike appendToStreams it is not all
// or nothing: every append gets its own outcome; only an error of the statement itself fails them all.
// The writers' lock and its transaction-local flag are taken first (offset 0 keeps that row the outer
// side), so the calls after the first find the flag rather than read pg_locks each.
const groupStatement = `select r.* from (select pg_advisory_xact_lock_shared(7370002), set_config('chairside.event_writer', 'on', true) offset 0) w
  cross join lateral jsonb_array_elements($1::jsonb) with ordinality as a(x, n)
  cross join lateral append_to_stream(a.x->>'s', a.x->>'c', a.x->>'k', (a.x->>'r')::bigint, a.x->'e') as r
  order by a.n`;

type Waiting = { append: StreamAppend; resolve: (result: AppendResult) => void; reject: (error: unknown) => void };

export type GroupCommitOptions = {
  // Statements of this store in flight at once; an append arriving when all are busy joins the next group.
  concurrency?: number;
  // A statement still running after this long no longer counts against `concurrency`: one append waiting
  // on a stream another transaction holds (a client import's batch) must not hold up the whole process.
  stalledAfterMs?: number;
  // The most appends one statement carries.
  maxGroup?: number;
};

export type GroupCommitStats = { statements: number; appends: number; largest: number };

export function createGroupCommit(pool: Pick<pg.Pool, 'query'>, options: GroupCommitOptions = {}) {
  const concurrency = options.concurrency ?? 1;
  const stalledAfterMs = options.stalledAfterMs ?? 25;
  const maxGroup = options.maxGroup ?? 64;
  const waiting: Waiting[] = [];
  const stats: GroupCommitStats = { statements: 0, appends: 0, largest: 0 };
  let inFlight = 0;

  async function commitGroup(group: Waiting[]): Promise<void> {
    stats.statements += 1;
    stats.appends += group.length;
    stats.largest = Math.max(stats.largest, group.length);
    if (group.length === 1) {
      const [only] = group as [Waiting];
      await appendOne(pool, only.append).then(only.resolve, only.reject);
      return;
    }
    // Streams in name order, as every writer locks them, so two groups (or a group and a multi-stream
    // append) never wait on each other in a circle. A stream named twice keeps its appends' order.
    // Compared by code unit, as the C collation orders; any one fixed order is what matters.
    const ordered = group
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) =>
        a.entry.append.stream < b.entry.append.stream ? -1 : a.entry.append.stream > b.entry.append.stream ? 1 : a.index - b.index,
      );
    const payload = JSON.stringify(
      ordered.map(({ entry: { append } }) => ({
        s: append.stream,
        c: categoryOf(append.stream),
        k: kindOf(append),
        r: revisionOf(append),
        e: toPayload(append),
      })),
    );
    let rows: AppendRow[];
    try {
      for (const { append } of group) if (append.events.length === 0) throw new Error('appendToStream needs at least one event');
      ({ rows } = await pool.query<AppendRow>({ name: 'append_to_streams_group', text: groupStatement, values: [payload] }));
      if (rows.length !== group.length) throw new Error('appendToStream: not every append of a group answered');
    } catch {
      // The statement failed as a whole (a deadlock with another writer, an event id already used by
      // another stream, a dropped connection), so nothing of it was written: each append goes alone and
      // gets its own answer.
      await Promise.all(group.map(({ append, resolve, reject }) => appendOne(pool, append).then(resolve, reject)));
      return;
    }
    const again: Waiting[] = [];
    for (const [at, { entry }] of ordered.entries()) {
      const row = rows[at] as AppendRow;
      // Another writer created the stream meanwhile: judged again on its own against the committed row.
      if (row.outcome === 'created_concurrently') again.push(entry);
      else {
        try {
          entry.resolve(resultOf(entry.append, row));
        } catch (error) {
          entry.reject(error);
        }
      }
    }
    await Promise.all(again.map(({ append, resolve, reject }) => appendOne(pool, append).then(resolve, reject)));
  }

  function pump(): void {
    while (inFlight < concurrency && waiting.length > 0) {
      const group = waiting.splice(0, maxGroup);
      inFlight += 1;
      let counted = true;
      const uncount = () => {
        if (!counted) return;
        counted = false;
        inFlight -= 1;
        pump();
      };
      const stalled = setTimeout(uncount, stalledAfterMs);
      void commitGroup(group).finally(() => {
        clearTimeout(stalled);
        uncount();
      });
    }
  }

  return {
    append(append: StreamAppend): Promise<AppendResult> {
      return new Promise<AppendResult>((resolve, reject) => {
        waiting.push({ append, resolve, reject });
        pump();
      });
    },
    stats: (): GroupCommitStats => ({ ...stats }),
  };
}
