import { sql } from 'kysely';
import { defineProjection, type Projection } from '../src/engine/projection';

// The one event the test read model folds.
export type Tallied = { type: 'Tallied'; data: { amount?: number } };

// A test read model: per stream, how many events and the sum of their `amount`, plus the order seen.
// `delayMs` slows each batch down so a test can kill a runner in the middle of one. One statement per event
// on purpose: the crash tests want a batch that takes its time.
export function tallyProjection(options: { name?: string; version?: number; delayMs?: number } = {}): Projection {
  const name = options.name ?? 'tally';
  return defineProjection<Tallied>({
    name,
    version: options.version ?? 1,
    eventTypes: ['Tallied'],
    // Any real topic: nobody listens in the tests that run it.
    topics: ['clients'],
    tables: {
      [`${name}_rows`]: (schema) => sql`
        create table ${sql.id(schema, `${name}_rows`)} (
          stream text primary key,
          events integer not null,
          total bigint not null,
          last_revision bigint not null
        )`,
    },
    async apply(trx, events, context) {
      const table = sql.id(context.schema, `${name}_rows`);
      for (const event of events) {
        await sql`
          insert into ${table} (stream, events, total, last_revision) values (${event.stream}, 1, ${event.data.amount ?? 0}, ${event.revision})
          on conflict (stream) do update set events = ${table}.events + 1, total = ${table}.total + excluded.total, last_revision = excluded.last_revision`.execute(
          trx,
        );
        context.change({ topic: 'clients', rooms: ['staff'], ids: [event.stream] }, event);
      }
      if (options.delayMs) await sql`select pg_sleep(${options.delayMs / 1000})`.execute(trx);
    },
  });
}
