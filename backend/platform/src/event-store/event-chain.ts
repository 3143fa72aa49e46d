import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { ChainProblem, ChainReport } from '@chairside/shared/system/chain-report';
import type { VerifyChainOptions } from './event-store';

// The PostgreSQL store's tamper evidence (migration 2026_11_28_000100_event_hash_chain): each event's hash
// is chained to the one before it in its stream. Recomputed here in the application, from the rows' text,
// so the check does not trust the database's own functions (which whoever edited the rows could change).

export type ChainedRow = { stream: string; revision: bigint; eventId: string; type: string; data: string; metadata: string };

const lengthPrefixed = (text: string): Buffer[] => {
  const bytes = Buffer.from(text, 'utf8');
  const length = Buffer.alloc(4);
  length.writeInt32BE(bytes.length);
  return [length, bytes];
};

// sha256(previous || int8 revision || uuid || length-prefixed stream, type, data text, metadata text):
// the same bytes as the SQL function event_hash. `previous` is empty for a stream's first event.
export function eventHash(previous: Uint8Array, row: ChainedRow): Buffer {
  const revision = Buffer.alloc(8);
  revision.writeBigInt64BE(row.revision);
  const hash = createHash('sha256')
    .update(previous)
    .update(revision)
    .update(Buffer.from(row.eventId.replaceAll('-', ''), 'hex'));
  for (const part of [row.stream, row.type, row.data, row.metadata].flatMap(lengthPrefixed)) hash.update(part);
  return hash.digest();
}

type PageRow = {
  stream: string;
  revision: string;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  hash: Buffer | null;
  stream_revision: string;
  last_hash: Buffer | null;
};

// Each row with its stream's row, read by the same statement: the tail of a stream is judged against a
// stream row as it was when its last events were read, even while appends go on.
const pageColumns = `e.stream, e.revision::text as revision, e.event_id::text as event_id, e.type, e.data::text as data,
  e.metadata::text as metadata, e.hash, s.revision::text as stream_revision, s.last_hash
  from events e join streams s on s.stream = e.stream`;
const firstPage = `select ${pageColumns} order by e.stream, e.revision limit $1`;
const nextPage = `select ${pageColumns} where (e.stream, e.revision) > ($2, $3::bigint) order by e.stream, e.revision limit $1`;
const emptyStreams = `select s.stream, s.revision::text as revision from streams s
  where ($2::text is null or s.stream > $2) and not exists (select 1 from events e where e.stream = s.stream)
  order by s.stream limit $1`;

type StreamState = {
  stream: string;
  lastRevision: bigint;
  // The hash the next row must chain to: the stored one (or, for a row without one, its recomputation).
  lastHash: Buffer;
  streamRevision: bigint;
  streamLastHash: Buffer | null;
};

const hex = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('hex').slice(0, 16) + '…' : 'none');

// Walks the log stream by stream in (stream, revision) order, a page at a time, then the streams left
// without any event.
export async function verifyEventChain(pool: Pick<pg.Pool, 'query'>, options: VerifyChainOptions = {}): Promise<ChainReport> {
  const pageSize = options.pageSize ?? 1000;
  const maxProblems = options.maxProblems ?? 1000;
  const startedAt = new Date().toISOString();
  const problems: ChainProblem[] = [];
  let problemsTruncated = false;
  let streamsChecked = 0;
  let eventsChecked = 0;
  const report = (problem: ChainProblem) => {
    if (problems.length < maxProblems) problems.push(problem);
    else problemsTruncated = true;
  };

  const finish = (state: StreamState) => {
    const { stream, lastRevision, streamRevision } = state;
    if (streamRevision > lastRevision)
      report({
        stream,
        revision: (lastRevision + 1n).toString(),
        kind: 'tail-missing',
        detail:
          `The stream's record says its last event is revision ${streamRevision}, but its last event left is revision ${lastRevision}: ` +
          `${streamRevision === lastRevision + 1n ? `revision ${streamRevision} was` : `revisions ${lastRevision + 1n} to ${streamRevision} were`} deleted from its end.`,
      });
    else if (streamRevision < lastRevision)
      report({
        stream,
        revision: streamRevision.toString(),
        kind: 'tail-missing',
        detail: `The stream's record says its last event is revision ${streamRevision}, but it has events up to revision ${lastRevision}: the record was changed, or events were added around the store.`,
      });
    else if (!state.streamLastHash || !state.streamLastHash.equals(state.lastHash))
      report({
        stream,
        revision: lastRevision.toString(),
        kind: 'tail-missing',
        detail: `The stream's record keeps the hash ${hex(state.streamLastHash)} for its last event (revision ${lastRevision}), which has ${hex(state.lastHash)}: it is not the event the stream last appended (later events were deleted and the record moved back, or the event was rewritten with new hashes).`,
      });
  };

  let state: StreamState | null = null;
  let after: { stream: string; revision: string } | null = null;
  for (;;) {
    const { rows }: { rows: PageRow[] } = await pool.query<PageRow>(
      after ? { text: nextPage, values: [pageSize, after.stream, after.revision] } : { text: firstPage, values: [pageSize] },
    );
    for (const row of rows) {
      const revision = BigInt(row.revision);
      if (!state || state.stream !== row.stream) {
        if (state) finish(state);
        streamsChecked += 1;
        state = { stream: row.stream, lastRevision: -1n, lastHash: Buffer.alloc(0), streamRevision: -1n, streamLastHash: null };
      }
      eventsChecked += 1;
      const expected = state.lastRevision + 1n;
      const gap = revision > expected;
      if (gap)
        report({
          stream: row.stream,
          revision: expected.toString(),
          kind: 'missing',
          detail:
            `${revision === expected + 1n ? `Revision ${expected} is` : `Revisions ${expected} to ${revision - 1n} are`} missing from the stream, ` +
            `before revision ${revision}: ${revision === expected + 1n ? 'it was' : 'they were'} deleted (revision ${revision} cannot be checked without ${revision === expected + 1n ? 'it' : 'them'}).`,
        });
      const recomputed = eventHash(state.lastHash, {
        stream: row.stream,
        revision,
        eventId: row.event_id,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
      });
      if (!row.hash)
        report({
          stream: row.stream,
          revision: row.revision,
          kind: 'unhashed',
          detail: `Revision ${revision} has no hash: it was written around the event store's append, or its hash was erased.`,
        });
      else if (!gap && !row.hash.equals(recomputed))
        report({
          stream: row.stream,
          revision: row.revision,
          kind: 'edited',
          detail: `Revision ${revision} (${row.type}) no longer matches the hash it was written with: its contents (data, metadata, type or id) were changed.`,
        });
      state.lastRevision = revision;
      state.lastHash = row.hash ?? recomputed;
      state.streamRevision = BigInt(row.stream_revision);
      state.streamLastHash = row.last_hash;
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    after = { stream: last.stream, revision: last.revision };
  }
  if (state) finish(state);

  // Streams whose every event was deleted: the events walk never met them.
  for (let afterStream: string | null = null; ;) {
    const { rows }: { rows: { stream: string; revision: string }[] } = await pool.query<{ stream: string; revision: string }>({
      text: emptyStreams,
      values: [pageSize, afterStream],
    });
    for (const row of rows) {
      streamsChecked += 1;
      report({
        stream: row.stream,
        revision: '0',
        kind: 'tail-missing',
        detail: `The stream's record says its last event is revision ${row.revision}, but none of its events are left: all were deleted.`,
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) break;
    afterStream = last.stream;
  }

  return { streamsChecked, eventsChecked, problems, problemsTruncated, startedAt, finishedAt: new Date().toISOString() };
}
