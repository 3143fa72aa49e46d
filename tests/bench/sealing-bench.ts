// The cost of sealing personal data on the write and read paths: figures printed, nothing asserted.
// Run: npm run bench -- sealing (or node --import tsx tests/bench/sealing-bench.ts)
//
// One embedded PostgreSQL with the server's defaults (fsync and synchronous_commit on); each case on a
// database of its own, through our PostgreSQL adapter plain and wrapped by the sealing store:
//   register      a new client per append (ClientRegistered): a new data key is made with every append
//   change        a known client's details (ClientDetailsChanged): the key is in the process's cache
//   import batch  appendToStreams of 100 clients, one key statement for the batch
//   load          readStream of a client's 5 events, as a decider loads them (a key lookup per read)
//   catch-up      readAll of 20,000 client events in pages of 1,000, as a projection catches up
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '@chairside/platform/event-store/event-store';
import { eventStoreMigrations } from '@chairside/platform/event-store/migration-folder';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { migrateToLatest } from '@chairside/platform/migrations';
import { createDataKeys } from '@chairside/platform/personal-data/data-keys';
import { sealedEvents } from '@chairside/platform/personal-data/sealed-events';
import { createSealer } from '@chairside/platform/personal-data/sealing';
import { createSealingEventStore } from '@chairside/platform/personal-data/sealing-event-store';
import { createDatabase, describeMachine, rate, runFor, startBenchPostgres, table, warmPool } from './support';

const seconds = Number(process.env.BENCH_APPEND_SECONDS ?? 4);
const writers = [1, 8];

const details = (clientId: string) => ({
  clientId,
  firstName: 'Bench',
  lastName: `Client ${clientId.slice(0, 6)}`,
  phone: '+13125550100',
  email: `${clientId.slice(0, 8)}@bench.test`,
});
const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
});

async function withStores(adminUrl: string, name: string, work: (stores: Record<'plain' | 'sealed', EventStore>) => Promise<void>) {
  const url = await createDatabase(adminUrl, name);
  const pool = createPool(url, 40);
  const db = createDb<unknown>(pool);
  await migrateToLatest(db, eventStoreMigrations);
  await warmPool(pool, 16);
  const plain = createPostgresEventStore(db, pool);
  const sealed = createSealingEventStore(plain, createSealer(createDataKeys(pool, randomBytes(32)), sealedEvents));
  try {
    await work({ plain, sealed });
  } finally {
    await plain.close();
    await db.destroy();
  }
}

const postgres = await startBenchPostgres('sealing');
try {
  console.log((await describeMachine(postgres.url)).join('\n'));
  const rows: string[][] = [];
  const both = async (label: string, measure: (store: EventStore, kind: 'plain' | 'sealed') => Promise<number>, unit: string) => {
    const figures: Record<string, number> = {};
    for (const kind of ['plain', 'sealed'] as const)
      await withStores(postgres.adminUrl, `${label.replace(/[^a-z0-9]+/g, '_')}_${kind}`, async (stores) => {
        figures[kind] = await measure(stores[kind], kind);
      });
    const change = ((figures.sealed ?? 0) / (figures.plain ?? 1) - 1) * 100;
    rows.push([
      label,
      `${rate(figures.plain ?? 0)} ${unit}`,
      `${rate(figures.sealed ?? 0)} ${unit}`,
      `${change >= 0 ? '+' : ''}${change.toFixed(0)}%`,
    ]);
  };

  for (const count of writers) {
    await both(
      `register, ${count} writer(s)`,
      async (store) => {
        const run = await runFor(count, seconds * 1000, async () => {
          const clientId = randomUUID();
          await store.appendToStream(`client-${clientId}`, [event('ClientRegistered', details(clientId))], {
            expectedRevision: 'no_stream',
          });
        });
        return run.perSecond;
      },
      'appends/s',
    );
    await both(
      `change, ${count} writer(s)`,
      async (store) => {
        const clients = Array.from({ length: count }, () => randomUUID());
        const revisions = clients.map(() => 0n);
        for (const clientId of clients)
          await store.appendToStream(`client-${clientId}`, [event('ClientRegistered', details(clientId))], {
            expectedRevision: 'no_stream',
          });
        const run = await runFor(count, seconds * 1000, async (worker) => {
          const clientId = clients[worker] as string;
          await store.appendToStream(`client-${clientId}`, [event('ClientDetailsChanged', details(clientId))], {
            expectedRevision: revisions[worker] as bigint,
          });
          revisions[worker] = (revisions[worker] as bigint) + 1n;
        });
        return run.perSecond;
      },
      'appends/s',
    );
  }
  await both(
    'import batch of 100 clients',
    async (store) => {
      const run = await runFor(1, seconds * 1000, async () => {
        await store.appendToStreams(
          Array.from({ length: 100 }, () => {
            const clientId = randomUUID();
            return {
              stream: `client-${clientId}`,
              events: [event('ClientRegistered', details(clientId))],
              expectedRevision: 'no_stream' as const,
            };
          }),
        );
      });
      return run.perSecond * 100;
    },
    'clients/s',
  );
  await both(
    'load a client (5 events)',
    async (store) => {
      const clientId = randomUUID();
      await store.appendToStream(
        `client-${clientId}`,
        Array.from({ length: 5 }, (_, index) => event(index === 0 ? 'ClientRegistered' : 'ClientDetailsChanged', details(clientId))),
        { expectedRevision: 'no_stream' },
      );
      const run = await runFor(8, seconds * 1000, async () => {
        await store.readStream(`client-${clientId}`);
      });
      return run.perSecond;
    },
    'reads/s',
  );
  await both(
    'catch-up over 20,000 events',
    async (store) => {
      for (let batch = 0; batch < 20; batch += 1)
        await store.appendToStreams(
          Array.from({ length: 1000 }, () => {
            const clientId = randomUUID();
            return {
              stream: `client-${clientId}`,
              events: [event('ClientRegistered', details(clientId))],
              expectedRevision: 'no_stream' as const,
            };
          }),
        );
      const started = performance.now();
      let read = 0;
      let from;
      for (;;) {
        const page = await store.readAll({ fromPosition: from, maxCount: 1000 });
        read += page.length;
        if (page.length < 1000) break;
        from = page[page.length - 1]?.position;
      }
      return read / ((performance.now() - started) / 1000);
    },
    'events/s',
  );

  console.log(`\nSealing personal data (${seconds} s per append case)\n`);
  console.log(table(['case', 'plain', 'sealed', 'change'], rows, [1, 2, 3]));
} finally {
  await postgres.stop();
}
