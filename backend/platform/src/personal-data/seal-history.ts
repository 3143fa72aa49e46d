import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RecordedEvent } from '../event-store/event-store';
import { claimHash } from './claim-hash';
import type { Sealer } from './sealing';

// The one-time copy-and-transform of a PostgreSQL store written before personal data was sealed: every
// event is copied, in order, into a new table with the same positions, transaction ids, event ids,
// revisions, types, metadata and times; its personal fields sealed, and each claim stream named by the old
// unsalted SHA-256 of its value renamed to the HMAC of that value (the value found through the events of
// its owner: `claimValues`). The new table then replaces the old one in the same transaction, so readers
// see one store or the other, never half; read models keep their checkpoints (positions are unchanged).
// It holds the event writers' lock meanwhile. Done once (event_store_conversions), at the start of
// `npm start` (prepare-database), before the other processes run.
export const sealHistoryConversion = 'sealed-history';
const writersKey = 7370002;
const page = 2000;

type Row = {
  position: bigint;
  tx_text: string;
  event_id: string;
  stream: string;
  category: string;
  revision: bigint;
  type: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const legacyClaim = /^(unique-.+)-([0-9a-f]{64})$/;

export type SealHistoryReport = { converted: boolean; events: number; sealed: number; renamedClaims: number; unmatchedClaims: number };

const recorded = (row: Row): RecordedEvent => ({
  id: row.event_id,
  stream: row.stream,
  revision: row.revision,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  position: { commit: BigInt(row.tx_text), prepare: row.position },
  recordedAt: row.recorded_at.toISOString(),
});

export async function sealEventHistory(
  pool: pg.Pool,
  sealer: Sealer,
  claimValues: (event: { type: string; data: Record<string, unknown> }) => string[],
): Promise<SealHistoryReport> {
  const none: SealHistoryReport = { converted: false, events: 0, sealed: 0, renamedClaims: 0, unmatchedClaims: 0 };
  const done = await pool.query('select 1 from event_store_conversions where name = $1', [sealHistoryConversion]);
  if (done.rowCount) return none;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [writersKey]);
    const marked = await client.query('insert into event_store_conversions (name) values ($1) on conflict do nothing returning name', [
      sealHistoryConversion,
    ]);
    if (!marked.rowCount) {
      await client.query('rollback');
      return none;
    }
    const empty = await client.query('select 1 from events limit 1');
    if (!empty.rowCount) {
      // A new store: everything it will hold is written sealed.
      await client.query('commit');
      return none;
    }
    const read = async (after: bigint) =>
      (
        await client.query<Row>(
          `select position, transaction_id::text as tx_text, event_id, stream, category, revision, type, data, metadata, recorded_at
           from events where position > $1 order by position limit ${page}`,
          [after.toString()],
        )
      ).rows;

    // Pass 1: every value a claim may have been made for, by its old name.
    const valueOf = new Map<string, string>();
    for (let after = 0n; ;) {
      const rows = await read(after);
      for (const event of await sealer.open(rows.map(recorded)))
        for (const value of claimValues(event)) {
          const normal = value.trim().toLowerCase();
          if (normal) valueOf.set(sha256(normal), normal);
        }
      if (rows.length < page) break;
      after = (rows[rows.length - 1] as Row).position;
    }

    // Pass 2: the copy, sealed and renamed.
    const indexes = async (table: string) =>
      (
        await client.query<{ name: string; def: string }>(
          'select indexname as name, indexdef as def from pg_indexes where tablename = $1',
          [table],
        )
      ).rows.map((row) => ({
        name: row.name,
        shape: row.def
          .replace(row.name, '')
          .replace(` ${table} `, ' ')
          .replace(/\bevents_sealed\b/g, 'events'),
      }));
    const originalIndexes = await indexes('events');
    await client.query('create table events_sealed (like events including all)');
    // A name that is already an HMAC of a known value was written after sealing existed.
    const current = new Set([...valueOf.values()].map((value) => claimHash(value)));
    const renamed = new Map<string, string>();
    const renameOf = (stream: string): string => {
      const known = renamed.get(stream);
      if (known) return known;
      const match = legacyClaim.exec(stream);
      let name = stream;
      if (match && !current.has(match[2] as string)) {
        const value = valueOf.get(match[2] as string);
        // A claim whose value no event names any more keeps no reversible name either.
        name = value === undefined ? `${match[1]}-legacy-${claimHash(match[2] as string)}` : `${match[1]}-${claimHash(value)}`;
      }
      renamed.set(stream, name);
      return name;
    };
    let events = 0;
    let sealed = 0;
    for (let after = 0n; ;) {
      const rows = await read(after);
      if (rows.length === 0) break;
      const transformed = await sealer.seal(rows.map((row) => ({ stream: row.stream, events: [recorded(row)] })));
      const values: unknown[] = [];
      const tuples = rows.map((row, index) => {
        const event = transformed[index]?.[0] ?? recorded(row);
        if (JSON.stringify(event.data) !== JSON.stringify(row.data)) sealed += 1;
        const base = values.length;
        values.push(
          row.position.toString(),
          row.tx_text,
          row.event_id,
          renameOf(row.stream),
          row.category,
          row.revision.toString(),
          row.type,
          JSON.stringify(event.data),
          JSON.stringify(row.metadata),
          row.recorded_at,
        );
        return `($${base + 1}::bigint, $${base + 2}::xid8, $${base + 3}::uuid, $${base + 4}, $${base + 5}, $${base + 6}::bigint, $${base + 7}, $${base + 8}::jsonb, $${base + 9}::jsonb, $${base + 10}::timestamptz)`;
      });
      await client.query(
        `insert into events_sealed (position, transaction_id, event_id, stream, category, revision, type, data, metadata, recorded_at)
         overriding system value values ${tuples.join(', ')}`,
        values,
      );
      events += rows.length;
      after = (rows[rows.length - 1] as Row).position;
    }
    const renames = [...renamed].filter(([from, to]) => from !== to);
    await client.query('drop table events');
    for (const [from, to] of renames) await client.query('update streams set stream = $2 where stream = $1', [from, to]);
    await client.query('alter table events_sealed rename to events');
    // The indexes keep the names later migrations know them by.
    for (const index of await indexes('events')) {
      const original = originalIndexes.find((candidate) => candidate.shape === index.shape);
      if (original && original.name !== index.name)
        await client.query(`alter index ${client.escapeIdentifier(index.name)} rename to ${client.escapeIdentifier(original.name)}`);
    }
    await client.query('alter table events add foreign key (stream) references streams (stream)');
    await client.query(`select setval(pg_get_serial_sequence('events', 'position'), (select max(position) from events))`);
    // Sealing changes the events' data and renames streams: a sanctioned rewrite, so the tamper-evidence
    // hash chain is computed again over the copy (the copy carries no hashes).
    await client.query('select rechain_event_store()');
    await client.query('update event_store_conversions set note = $2 where name = $1', [
      sealHistoryConversion,
      `${events} events copied, ${sealed} sealed, ${renames.length} claim streams renamed`,
    ]);
    await client.query('commit');
    return {
      converted: true,
      events,
      sealed,
      renamedClaims: renames.filter(([, to]) => !to.includes('-legacy-')).length,
      unmatchedClaims: renames.filter(([, to]) => to.includes('-legacy-')).length,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
