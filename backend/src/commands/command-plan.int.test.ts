import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { countedReads } from '../../testing/counted-reads';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { handleCommands } from './command-plan';
import type { Decider } from './decider';
import { DomainError } from './domain-error';
import { streamRead } from './folded-streams';

// A decision that rests on a stream it does not write to (a merge reads the client it keeps) is taken
// again when that stream changed before the append, on the real store.
type Counted = { type: 'Counted'; data: { by: string } };
type CountState = { count: number; closed: boolean };
type CountCommand = { type: 'Count'; by: string } | { type: 'Close' };
const counter: Decider<CountState, CountCommand, Counted | { type: 'Closed'; data: Record<string, never> }> = {
  initialState: () => ({ count: 0, closed: false }),
  evolve: (state, event) => (event.type === 'Closed' ? { ...state, closed: true } : { ...state, count: state.count + 1 }),
  decide: (command) => (command.type === 'Close' ? [{ type: 'Closed', data: {} }] : [{ type: 'Counted', data: { by: command.by } }]),
};

let database: TestDatabase;
let store: EventStore;
const context = { userId: 'tester', source: 'api' as const };
const metadata = {
  userId: 'other',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
  source: 'api' as const,
};

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(() => database.drop());

describe('a command plan that requires a stream unchanged', () => {
  it('decides again when another writer changed that stream between the read and the append', async () => {
    const guarded = `counter-${randomUUID()}`;
    const written = `counter-${randomUUID()}`;
    await store.appendToStream(guarded, [{ id: randomUUID(), type: 'Counted', data: { by: 'setup' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    let attempts = 0;
    const { value } = await handleCommands(store, context, async (plan) => {
      attempts += 1;
      const seen = await plan.state(guarded, counter);
      plan.unchanged(guarded);
      if (attempts === 1)
        // Another desk closes the guarded record after this command read it.
        await store.appendToStream(guarded, [{ id: randomUUID(), type: 'Closed', data: {}, metadata }], { expectedRevision: 0n });
      if (seen.closed) throw new DomainError('The record was closed meanwhile', 409);
      await plan.decide(written, counter, { type: 'Count', by: 'plan' });
      return seen.count;
    }).catch((error: unknown) => ({ value: error }));
    expect(attempts).toBe(2);
    expect(value).toBeInstanceOf(DomainError);
    expect(await store.readStream(written)).toEqual([]);
  });

  it('appends what it decided when the stream is as read, and writes nothing to the guarded stream', async () => {
    const guarded = `counter-${randomUUID()}`;
    const written = `counter-${randomUUID()}`;
    await store.appendToStream(guarded, [{ id: randomUUID(), type: 'Counted', data: { by: 'setup' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    const { result } = await handleCommands(store, context, async (plan) => {
      await plan.state(guarded, counter);
      plan.unchanged(guarded);
      await plan.decide(written, counter, { type: 'Count', by: 'plan' });
    });
    expect(result.events.map((event) => event.type)).toEqual(['Counted']);
    expect(result.revision).toBe(0n);
    expect((await store.readStream(guarded)).length).toBe(1);
    expect((await store.readStream(written)).map((event) => event.data)).toEqual([{ by: 'plan' }]);
  });
});

describe('commands racing on one stream in one process', () => {
  it('all go through, in turns, where a crowd of retries would run out of attempts', async () => {
    const stream = `counter-${randomUUID()}`;
    await store.appendToStream(stream, [{ id: randomUUID(), type: 'Counted', data: { by: 'setup' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    // Every command reads the stream, then takes its time deciding (as a booking checks its rules), so
    // without turns nearly every one of them finds the stream moved at its append, again and again.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        handleCommands(store, context, async (plan) => {
          await plan.state(stream, counter);
          await new Promise((resolve) => setTimeout(resolve, 5));
          return plan.decide(stream, counter, { type: 'Count', by: `desk-${index}` });
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const events = await store.readStream(stream);
    expect(events).toHaveLength(41);
    expect(new Set(events.slice(1).map((event) => event.data.by)).size).toBe(40);
  });
});

describe('a plan that names the streams it reads', () => {
  it('reads them all in one statement at each attempt, the second after a lost race seeing the other writer', async () => {
    const { store: counted, counts } = countedReads(store);
    const [first, second, fresh] = [0, 1, 2].map(() => `counter-${randomUUID()}`) as [string, string, string];
    for (const stream of [first, second])
      await store.appendToStream(stream, [{ id: randomUUID(), type: 'Counted', data: { by: 'setup' }, metadata }], {
        expectedRevision: 'no_stream',
      });
    let attempts = 0;
    const { value } = await handleCommands(
      counted,
      context,
      async (plan) => {
        attempts += 1;
        const counts = [(await plan.state(first, counter)).count, (await plan.state(second, counter)).count];
        await plan.decide(fresh, counter, { type: 'Count', by: 'plan' });
        await plan.decide(second, counter, { type: 'Count', by: 'plan' });
        // Another desk counts on the second stream after this attempt read it: the append loses, once.
        if (attempts === 1)
          await store.appendToStream(second, [{ id: randomUUID(), type: 'Counted', data: { by: 'other' }, metadata }], {
            expectedRevision: 0n,
          });
        return counts;
      },
      { reads: [first, second, fresh].map((stream) => streamRead(stream, counter)) },
    );
    expect(attempts).toBe(2);
    expect([counts.bulk, counts.stream]).toEqual([2, 0]);
    // The second attempt decided on what the other desk wrote.
    expect(value).toEqual([1, 2]);
    expect((await store.readStream(second)).map((event) => event.data.by)).toEqual(['setup', 'other', 'plan']);
    expect((await store.readStream(fresh)).map((event) => event.data.by)).toEqual(['plan']);
  });

  it('reads on its own a stream it did not name, or named with another decider', async () => {
    const { store: counted, counts } = countedReads(store);
    const named = `counter-${randomUUID()}`;
    const unnamed = `counter-${randomUUID()}`;
    const other = { ...counter };
    await handleCommands(
      counted,
      context,
      async (plan) => {
        await plan.decide(named, other, { type: 'Count', by: 'plan' });
        await plan.decide(unnamed, counter, { type: 'Count', by: 'plan' });
      },
      { reads: [streamRead(named, counter)] },
    );
    expect(counts.stream).toBe(2);
    expect((await store.readStream(named)).length).toBe(1);
  });

  it('folds a stream named twice by the decider named first, and gives the plan that fold for that decider only', async () => {
    const { store: counted, counts } = countedReads(store);
    const stream = `counter-${randomUUID()}`;
    await store.appendToStream(stream, [{ id: randomUUID(), type: 'Counted', data: { by: 'setup' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    // Counts every event ten times: a fold by it is not the counter's.
    const tenfold: typeof counter = {
      ...counter,
      evolve: (state, event) => ({ ...state, count: state.count + (event.type === 'Counted' ? 10 : 0) }),
    };
    const { value } = await handleCommands(counted, context, async (plan) => (await plan.state(stream, counter)).count, {
      reads: [streamRead(stream, counter), streamRead(stream, tenfold)],
    });
    expect(value).toBe(1);
    expect(counts.stream).toBe(0);
  });
});
