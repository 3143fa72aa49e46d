// The event-store contract (ARCHITECTURE §3): one suite, run against every adapter. Tests name their own
// categories and event types, so the suite also runs against a store that already holds events (a shared
// KurrentDB server); only "empty store" checks skip themselves there.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WrongExpectedVersion,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store';

export type EventStoreContractHarness = {
  store: EventStore;
  // Another instance over the same storage, as a restarted process would open it. The test closes it.
  reopen: () => Promise<EventStore>;
  teardown: () => Promise<void>;
};

type Filter = NonNullable<ReadAllOptions['filter']>;

// Categories are the text before the first '-', so the random part carries no dashes.
const uniqueCategory = (name: string) => `${name}${randomUUID().replaceAll('-', '')}`;
const streamIn = (category: string) => `${category}-${randomUUID()}`;
const uniqueType = (name: string) => `${name}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const metadata = (overrides: Partial<EventMetadata> = {}): EventMetadata => ({
  userId: 'user-1',
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
  source: 'api',
  ...overrides,
});

const newEvent = (type: string, data: Record<string, unknown> = {}, meta: EventMetadata = metadata()): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: meta,
});

const ids = (events: { id: string }[]) => events.map((event) => event.id);

async function expectConflict(
  attempt: Promise<unknown>,
  conflict: { stream: string; expected: ExpectedRevision; actual: bigint | 'no_stream' },
): Promise<void> {
  const error = await attempt.then(
    () => new Error('expected a WrongExpectedVersion, but the append succeeded'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersion);
  expect(error).toMatchObject(conflict);
}

function expectAscending(events: RecordedEvent[]): void {
  for (let index = 1; index < events.length; index += 1) {
    const previous = events[index - 1] as RecordedEvent;
    const current = events[index] as RecordedEvent;
    if (comparePositions(previous.position, current.position) >= 0) {
      expect.fail(
        `positions not strictly increasing at ${index}: ${String(previous.position.commit)}/${String(previous.position.prepare)} then ${String(current.position.commit)}/${String(current.position.prepare)}`,
      );
    }
  }
}

// Pages through $all the way a checkpointing consumer would: each page starts after the last event seen.
async function readEverything(
  store: EventStore,
  filter: Filter,
  direction: 'forwards' | 'backwards' = 'forwards',
): Promise<RecordedEvent[]> {
  const pageSize = 500;
  const events: RecordedEvent[] = [];
  for (;;) {
    const last = events[events.length - 1];
    const page = await store.readAll({ direction, filter, maxCount: pageSize, fromPosition: last?.position });
    events.push(...page);
    if (page.length < pageSize) return events;
  }
}

// readAll may trail an append by the transactions still in flight (the PostgreSQL horizon counts every
// transaction on the server), so reads that follow appends wait until the expected count is visible.
async function visible(store: EventStore, filter: Filter, count: number, timeoutMs = 10_000): Promise<RecordedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await readEverything(store, filter);
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Consumer = { events: RecordedEvent[]; done: Promise<void> };

// Iterates a subscription in the background and closes it from inside the loop once `enough` says so.
function consume(subscription: Subscription, enough: (events: RecordedEvent[]) => boolean): Consumer {
  const events: RecordedEvent[] = [];
  const done = (async () => {
    for await (const event of subscription) {
      events.push(event);
      if (enough(events)) await subscription.close();
    }
  })();
  return { events, done };
}

async function within<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => Promise<void>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void onTimeout?.();
      reject(new Error(`${what}: not done within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function describeEventStoreContract(adapterName: string, setup: () => Promise<EventStoreContractHarness>): void {
  describe(`event-store contract: ${adapterName}`, () => {
    let harness: EventStoreContractHarness;
    let store: EventStore;

    beforeAll(async () => {
      harness = await setup();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.teardown();
    });

    // First, while the store may still be empty.
    describe('headPosition', () => {
      it('is null on an empty store', async (context) => {
        const anything = await store.readAll({ maxCount: 1 });
        context.skip(anything.length > 0, 'the store already holds events');
        expect(await store.headPosition()).toBeNull();
      });

      it('reaches the last appended event', async () => {
        const category = uniqueCategory('head');
        await store.appendToStream(streamIn(category), [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const last = await store.appendToStream(streamIn(category), [newEvent('Opened'), newEvent('Opened')], {
          expectedRevision: 'no_stream',
        });
        await expect
          .poll(
            async () => {
              const head = await store.headPosition();
              return head && comparePositions(head, last.position);
            },
            { timeout: 10_000, interval: 20 },
          )
          .toBeGreaterThanOrEqual(0);
        const head = (await store.headPosition()) as Position;
        expect(await store.readAll({ fromPosition: head, filter: { categories: [category] } })).toEqual([]);
      });

      it('counts the events after a position, up to a limit', async () => {
        const category = uniqueCategory('count');
        const first = await store.appendToStream(streamIn(category), [newEvent('Opened')], { expectedRevision: 'no_stream' });
        await store.appendToStream(streamIn(category), [newEvent('Opened'), newEvent('Opened'), newEvent('Opened')], {
          expectedRevision: 'no_stream',
        });
        // Other tests may append meanwhile: at least our three follow `first`, and the limit caps the count.
        await expect
          .poll(() => store.countEvents({ after: first.position, limit: 1_000_000 }), { timeout: 10_000, interval: 20 })
          .toBeGreaterThanOrEqual(3);
        expect(await store.countEvents({ after: first.position, limit: 2 })).toBe(2);
        expect(await store.countEvents({ limit: 1_000_000 })).toBeGreaterThanOrEqual(4);
      });
    });

    describe('expected revision', () => {
      // The stream starts missing or holding two events (revision 1); each append adds two events.
      const cases: { label: string; existing: boolean; expected: ExpectedRevision; outcome: bigint | { actual: bigint | 'no_stream' } }[] =
        [
          { label: 'no_stream on a missing stream', existing: false, expected: 'no_stream', outcome: 1n },
          { label: 'any on a missing stream', existing: false, expected: 'any', outcome: 1n },
          { label: 'stream_exists on a missing stream', existing: false, expected: 'stream_exists', outcome: { actual: 'no_stream' } },
          { label: 'revision 0 on a missing stream', existing: false, expected: 0n, outcome: { actual: 'no_stream' } },
          { label: 'no_stream on an existing stream', existing: true, expected: 'no_stream', outcome: { actual: 1n } },
          { label: 'any on an existing stream', existing: true, expected: 'any', outcome: 3n },
          { label: 'stream_exists on an existing stream', existing: true, expected: 'stream_exists', outcome: 3n },
          { label: 'its current revision on an existing stream', existing: true, expected: 1n, outcome: 3n },
          { label: 'an older revision on an existing stream', existing: true, expected: 0n, outcome: { actual: 1n } },
          { label: 'a revision ahead of an existing stream', existing: true, expected: 5n, outcome: { actual: 1n } },
        ];

      it.each(cases)('$label', async ({ existing, expected, outcome }) => {
        const category = uniqueCategory('revision');
        const stream = streamIn(category);
        const before = existing ? [newEvent('Opened'), newEvent('Renamed')] : [];
        if (existing) await store.appendToStream(stream, before, { expectedRevision: 'no_stream' });
        const appended = [newEvent('Renamed'), newEvent('Closed')];
        const attempt = store.appendToStream(stream, appended, { expectedRevision: expected });

        if (typeof outcome === 'bigint') {
          const result = await attempt;
          expect(result.nextRevision).toBe(outcome);
          const events = await store.readStream(stream);
          expect(ids(events)).toEqual(ids([...before, ...appended]));
          expect(events.map((event) => event.revision)).toEqual(events.map((_, index) => BigInt(index)));
          expect(comparePositions(result.position, (events[events.length - 1] as RecordedEvent).position)).toBe(0);
        } else {
          await expectConflict(attempt, { stream, expected, actual: outcome.actual });
          // Nothing of a refused append is written, neither to the stream nor to $all.
          expect(ids(await store.readStream(stream))).toEqual(ids(before));
          expect(ids(await visible(store, { categories: [category] }, before.length))).toEqual(ids(before));
        }
      });

      it('numbers revisions from 0 across appends', async () => {
        const stream = streamIn(uniqueCategory('numbering'));
        expect((await store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' })).nextRevision).toBe(0n);
        expect(
          (await store.appendToStream(stream, [newEvent('B'), newEvent('C'), newEvent('D')], { expectedRevision: 0n })).nextRevision,
        ).toBe(3n);
        expect((await store.appendToStream(stream, [newEvent('E')], { expectedRevision: 'any' })).nextRevision).toBe(4n);
        const events = await store.readStream(stream);
        expect(events.map((event) => [event.revision, event.type, event.stream])).toEqual(
          ['A', 'B', 'C', 'D', 'E'].map((type, index) => [BigInt(index), type, stream]),
        );
        expectAscending(events);
      });
    });

    describe('concurrent appends', () => {
      it('lets exactly one of 50 concurrent no_stream appends win; the others learn its revision', async () => {
        const stream = streamIn(uniqueCategory('race'));
        const batches = Array.from({ length: 50 }, () => [newEvent('Booked'), newEvent('Confirmed'), newEvent('Reminded')]);
        const results = await Promise.allSettled(
          batches.map((batch) => store.appendToStream(stream, batch, { expectedRevision: 'no_stream' })),
        );

        const winners = results.flatMap((result, index) =>
          result.status === 'fulfilled' ? [{ result: result.value, batch: batches[index] as NewEvent[] }] : [],
        );
        expect(winners).toHaveLength(1);
        const losers = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
        expect(losers).toHaveLength(49);
        for (const reason of losers) {
          expect(reason).toBeInstanceOf(WrongExpectedVersion);
          expect(reason).toMatchObject({ stream, expected: 'no_stream', actual: 2n });
        }
        const winner = winners[0];
        expect(winner?.result.nextRevision).toBe(2n);
        expect(ids(await store.readStream(stream))).toEqual(ids(winner?.batch ?? []));
      });

      it('never refuses concurrent any appends, even while they create the stream', async () => {
        const stream = streamIn(uniqueCategory('anyrace'));
        const events = Array.from({ length: 20 }, (_, index) => newEvent('Noted', { index }));
        const results = await Promise.all(events.map((event) => store.appendToStream(stream, [event], { expectedRevision: 'any' })));
        expect(results.map((result) => result.nextRevision).sort((a, b) => Number(a - b))).toEqual(events.map((_, index) => BigInt(index)));
        const stored = await store.readStream(stream);
        expect(stored.map((event) => event.revision)).toEqual(events.map((_, index) => BigInt(index)));
        expect(new Set(ids(stored))).toEqual(new Set(ids(events)));
      });

      it('lets exactly one of 20 appends at the same revision win', async () => {
        const stream = streamIn(uniqueCategory('revrace'));
        await store.appendToStream(stream, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, () => store.appendToStream(stream, [newEvent('Renamed')], { expectedRevision: 0n })),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) {
          if (result.status === 'rejected')
            expect(result.reason).toMatchObject({ name: 'WrongExpectedVersion', stream, expected: 0n, actual: 1n });
        }
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('multi-stream appends', () => {
      it('appends to several streams at once, in the order given, each at its expected revision', async () => {
        const category = uniqueCategory('multi');
        const [claim, owner] = [streamIn(category), streamIn(category)];
        await store.appendToStream(owner, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const results = await store.appendToStreams([
          { stream: claim, events: [newEvent('Claimed')], expectedRevision: 'no_stream' },
          { stream: owner, events: [newEvent('Renamed'), newEvent('Tagged')], expectedRevision: 0n },
        ]);
        expect(results.map((result) => result.nextRevision)).toEqual([0n, 2n]);
        const all = await visible(store, { categories: [category] }, 4);
        expect(all.map((event) => event.type)).toEqual(['Opened', 'Claimed', 'Renamed', 'Tagged']);
        expectAscending(all);
        expect(comparePositions(results[1]?.position as Position, all[3]?.position as Position)).toBe(0);
      });

      it('appends nothing anywhere when one stream is not at its expected revision', async () => {
        const category = uniqueCategory('multi');
        const [fresh, taken] = [streamIn(category), streamIn(category)];
        await store.appendToStream(taken, [newEvent('Claimed')], { expectedRevision: 'no_stream' });
        await expectConflict(
          store.appendToStreams([
            { stream: fresh, events: [newEvent('Created')], expectedRevision: 'no_stream' },
            { stream: taken, events: [newEvent('Claimed')], expectedRevision: 'no_stream' },
          ]),
          { stream: taken, expected: 'no_stream', actual: 0n },
        );
        expect(await store.readStream(fresh)).toEqual([]);
        expect(await store.readStream(taken)).toHaveLength(1);
        // The stream it would have created is still free.
        await store.appendToStreams([{ stream: fresh, events: [newEvent('Created')], expectedRevision: 'no_stream' }]);
      });

      it('appends a batch of many new streams and an existing one, numbering each stream and ordering positions as given', async () => {
        const category = uniqueCategory('batch');
        const progress = streamIn(category);
        await store.appendToStream(progress, [newEvent('Started')], { expectedRevision: 'no_stream' });
        const fresh = Array.from({ length: 40 }, () => streamIn(category));
        const appends = [
          ...fresh.map((stream, index) => ({
            stream,
            events:
              index % 2 === 0 ? [newEvent('Registered', { index })] : [newEvent('Registered', { index }), newEvent('Tagged', { index })],
            expectedRevision: 'no_stream' as const,
          })),
          { stream: progress, events: [newEvent('Progressed')], expectedRevision: 0n },
        ];
        const results = await store.appendToStreams(appends);
        expect(results.map((result) => result.nextRevision)).toEqual([...fresh.map((_, index) => (index % 2 === 0 ? 0n : 1n)), 1n]);
        const expectedEvents = appends.flatMap((append) => append.events);
        const all = await visible(store, { categories: [category] }, expectedEvents.length + 1);
        expect(ids(all)).toEqual(ids([{ id: all[0]?.id ?? '' }, ...expectedEvents]));
        expectAscending(all);
        for (const [index, append] of appends.entries()) {
          const stream = await store.readStream(append.stream);
          const last = stream[stream.length - 1] as RecordedEvent;
          expect(comparePositions(results[index]?.position as Position, last.position)).toBe(0);
          expect(stream.map((event) => event.revision)).toEqual(stream.map((_, revision) => BigInt(revision)));
        }
        // Each stream goes on from where the batch left it.
        await store.appendToStreams([
          { stream: fresh[1] as string, events: [newEvent('Renamed')], expectedRevision: 1n },
          { stream: progress, events: [newEvent('Progressed')], expectedRevision: 1n },
        ]);
        expect(await store.readStream(fresh[1] as string)).toHaveLength(3);
      });

      it('appends nothing anywhere when a stream in the middle of a large batch exists already or has moved on', async () => {
        const category = uniqueCategory('batch');
        const [taken, moved] = [streamIn(category), streamIn(category)];
        await store.appendToStream(taken, [newEvent('Claimed')], { expectedRevision: 'no_stream' });
        await store.appendToStream(moved, [newEvent('Opened'), newEvent('Renamed')], { expectedRevision: 'no_stream' });
        const before = Array.from({ length: 30 }, () => streamIn(category));
        const after = Array.from({ length: 30 }, () => streamIn(category));
        const fresh = (streams: string[]) =>
          streams.map((stream) => ({ stream, events: [newEvent('Registered')], expectedRevision: 'no_stream' as const }));
        await expectConflict(
          store.appendToStreams([
            ...fresh(before),
            { stream: taken, events: [newEvent('Claimed')], expectedRevision: 'no_stream' },
            ...fresh(after),
          ]),
          { stream: taken, expected: 'no_stream', actual: 0n },
        );
        await expectConflict(
          store.appendToStreams([...fresh(before), { stream: moved, events: [newEvent('Closed')], expectedRevision: 0n }, ...fresh(after)]),
          { stream: moved, expected: 0n, actual: 1n },
        );
        for (const stream of [...before, ...after]) expect(await store.readStream(stream)).toEqual([]);
        expect(await store.readStream(taken)).toHaveLength(1);
        expect(await store.readStream(moved)).toHaveLength(2);
        // The streams it would have created are still free.
        await store.appendToStreams(fresh([...before, ...after]));
      });

      it('lets exactly one of 10 concurrent batches that create the same new stream win; the others append nothing', async () => {
        const category = uniqueCategory('batchrace');
        const shared = streamIn(category);
        const own = Array.from({ length: 10 }, () => Array.from({ length: 20 }, () => streamIn(category)));
        const results = await Promise.allSettled(
          own.map((streams) =>
            store.appendToStreams([
              ...streams.map((stream) => ({ stream, events: [newEvent('Registered')], expectedRevision: 'no_stream' as const })),
              { stream: shared, events: [newEvent('Claimed')], expectedRevision: 'no_stream' as const },
            ]),
          ),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WrongExpectedVersion);
        const winner = results.findIndex((result) => result.status === 'fulfilled');
        for (const [index, streams] of own.entries())
          for (const stream of streams) expect(await store.readStream(stream)).toHaveLength(index === winner ? 1 : 0);
        expect(await store.readStream(shared)).toHaveLength(1);
      });

      it('lets exactly one of 20 concurrent appends over the same two streams win, in either order, without deadlock', async () => {
        const category = uniqueCategory('multirace');
        const [a, b] = [streamIn(category), streamIn(category)];
        await store.appendToStream(a, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        await store.appendToStream(b, [newEvent('Opened')], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, (_, index) => {
            const pair = [
              { stream: a, events: [newEvent('Moved', { index })], expectedRevision: 0n },
              { stream: b, events: [newEvent('Moved', { index })], expectedRevision: 0n },
            ];
            return store.appendToStreams(index % 2 === 0 ? pair : pair.reverse());
          }),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(WrongExpectedVersion);
        const [inA, inB] = [await store.readStream(a), await store.readStream(b)];
        expect(inA).toHaveLength(2);
        expect(inB).toHaveLength(2);
        expect(inA[1]?.data).toEqual(inB[1]?.data);
      });
    });

    describe('idempotent appends', () => {
      it('acknowledges a repeated no_stream append with the same result and writes nothing more', async () => {
        const category = uniqueCategory('idem');
        const stream = streamIn(category);
        const events = [newEvent('Registered')];
        const first = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const again = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(again).toEqual(first);
        expect(ids(await store.readStream(stream))).toEqual(ids(events));
        expect(ids(await visible(store, { categories: [category] }, 1))).toEqual(ids(events));
      });

      it('acknowledges a repeated batch at an exact revision, also after the stream moved on', async () => {
        const stream = streamIn(uniqueCategory('idem'));
        const opening = [newEvent('Registered')];
        await store.appendToStream(stream, opening, { expectedRevision: 'no_stream' });
        const batch = [newEvent('Renamed'), newEvent('Moved'), newEvent('Tagged')];
        const first = await store.appendToStream(stream, batch, { expectedRevision: 0n });
        expect(first.nextRevision).toBe(3n);
        expect(await store.appendToStream(stream, batch, { expectedRevision: 0n })).toEqual(first);

        const later = [newEvent('Closed')];
        await store.appendToStream(stream, later, { expectedRevision: 3n });
        // A client retrying after a lost acknowledgement, when others have appended since.
        expect(await store.appendToStream(stream, batch, { expectedRevision: 0n })).toEqual(first);
        expect(ids(await store.readStream(stream))).toEqual(ids([...opening, ...batch, ...later]));
      });

      it('refuses a batch that repeats only some ids of an earlier append', async () => {
        const stream = streamIn(uniqueCategory('idem'));
        const opening = [newEvent('Registered')];
        const batch = [newEvent('Renamed'), newEvent('Moved')];
        await store.appendToStream(stream, opening, { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, batch, { expectedRevision: 0n });
        const mixed = [batch[0] as NewEvent, newEvent('Tagged')];
        await expectConflict(store.appendToStream(stream, mixed, { expectedRevision: 0n }), { stream, expected: 0n, actual: 2n });
        expect(ids(await store.readStream(stream))).toEqual(ids([...opening, ...batch]));
      });
    });

    describe('readStream', () => {
      let stream: string;
      let written: NewEvent[];
      beforeAll(async () => {
        stream = streamIn(uniqueCategory('readstream'));
        written = ['A', 'B', 'C', 'D', 'E'].map((type) => newEvent(type));
        await store.appendToStream(stream, written.slice(0, 2), { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, written.slice(2), { expectedRevision: 1n });
      });
      const revisions = (events: RecordedEvent[]) => events.map((event) => event.revision);

      it('reads forwards, from a revision, up to a count', async () => {
        const all = await store.readStream(stream);
        expect(ids(all)).toEqual(ids(written));
        expect(all.map((event) => event.type)).toEqual(['A', 'B', 'C', 'D', 'E']);
        expectAscending(all);
        expect(revisions(await store.readStream(stream, { from: 2n }))).toEqual([2n, 3n, 4n]);
        expect(revisions(await store.readStream(stream, { maxCount: 2 }))).toEqual([0n, 1n]);
        expect(revisions(await store.readStream(stream, { from: 1n, maxCount: 2, direction: 'forwards' }))).toEqual([1n, 2n]);
        expect(await store.readStream(stream, { from: 5n })).toEqual([]);
      });

      it('reads backwards, from a revision, up to a count', async () => {
        expect(revisions(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4n, 3n, 2n, 1n, 0n]);
        expect(revisions(await store.readStream(stream, { direction: 'backwards', from: 3n }))).toEqual([3n, 2n, 1n, 0n]);
        expect(revisions(await store.readStream(stream, { direction: 'backwards', from: 3n, maxCount: 2 }))).toEqual([3n, 2n]);
        expect(revisions(await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual([4n]);
        expect(revisions(await store.readStream(stream, { direction: 'backwards', from: 100n, maxCount: 2 }))).toEqual([4n, 3n]);
      });

      it('reads a missing stream as empty', async () => {
        const missing = streamIn(uniqueCategory('missing'));
        expect(await store.readStream(missing)).toEqual([]);
        expect(await store.readStream(missing, { direction: 'backwards' })).toEqual([]);
      });
    });

    describe('readAll', () => {
      let category: string;
      let other: string;
      let renamed: string;
      let expected: RecordedEvent[];
      let expectedWithOther: RecordedEvent[];
      beforeAll(async () => {
        category = uniqueCategory('readall');
        // Shares the category's text as a prefix: a filter on `category` must not match it.
        other = `${category}x`;
        renamed = uniqueType('Renamed');
        const a = streamIn(category);
        const b = streamIn(category);
        const appends: [string, string[]][] = [
          [a, ['Opened']],
          [streamIn(other), ['Opened']],
          [b, ['Opened', renamed]],
          [a, [renamed]],
          [category, ['Closed']], // a stream named only by its category
          [streamIn(other), [renamed]],
          [b, ['Closed']],
        ];
        for (const [stream, types] of appends)
          await store.appendToStream(
            stream,
            types.map((type) => newEvent(type)),
            { expectedRevision: 'any' },
          );
        expectedWithOther = await visible(store, { categories: [category, other] }, 8);
        expected = expectedWithOther.filter((event) => event.stream === category || event.stream.startsWith(`${category}-`));
      });

      it('reads forwards in position order, filtered by category', async () => {
        expect(expectedWithOther).toHaveLength(8);
        expectAscending(expectedWithOther);
        expect(expected.map((event) => event.type)).toEqual(['Opened', 'Opened', renamed, renamed, 'Closed', 'Closed']);
        expect(await store.readAll({ filter: { categories: [category] } })).toEqual(expected);
        expect((await store.readAll({ filter: { categories: [other] } })).map((event) => event.type)).toEqual(['Opened', renamed]);
      });

      it('filters by event type, alone and with a category', async () => {
        const byType = await store.readAll({ filter: { eventTypes: [renamed] } });
        expect(byType.map((event) => event.type)).toEqual([renamed, renamed, renamed]);
        expectAscending(byType);
        expect(await store.readAll({ filter: { categories: [category], eventTypes: [renamed] } })).toEqual(
          expected.filter((event) => event.type === renamed),
        );
        expect(await store.readAll({ filter: { categories: [category], eventTypes: [renamed, 'Closed'] }, maxCount: 3 })).toEqual(
          expected.filter((event) => event.type !== 'Opened').slice(0, 3),
        );
      });

      it('reads forwards after an exclusive position, up to a count', async () => {
        const filter = { categories: [category] };
        const second = expected[1] as RecordedEvent;
        expect(await store.readAll({ fromPosition: second.position, filter })).toEqual(expected.slice(2));
        expect(await store.readAll({ fromPosition: second.position, filter, maxCount: 2 })).toEqual(expected.slice(2, 4));
        expect(await store.readAll({ fromPosition: (expected[expected.length - 1] as RecordedEvent).position, filter })).toEqual([]);
        // One event at a time, as a checkpointing reader, visits every event once.
        const stepped: RecordedEvent[] = [];
        for (;;) {
          const page = await store.readAll({ fromPosition: stepped[stepped.length - 1]?.position, filter, maxCount: 1 });
          if (page.length === 0) break;
          stepped.push(...page);
        }
        expect(stepped).toEqual(expected);
      });

      it('reads backwards before an exclusive position, up to a count', async () => {
        const filter = { categories: [category] };
        const reversed = [...expected].reverse();
        expect(await store.readAll({ direction: 'backwards', filter })).toEqual(reversed);
        expect(await readEverything(store, filter, 'backwards')).toEqual(reversed);
        const fourth = expected[3] as RecordedEvent;
        expect(await store.readAll({ direction: 'backwards', fromPosition: fourth.position, filter })).toEqual(
          expected.slice(0, 3).reverse(),
        );
        expect(await store.readAll({ direction: 'backwards', fromPosition: fourth.position, filter, maxCount: 2 })).toEqual([
          expected[2],
          expected[1],
        ]);
        expect(await store.readAll({ direction: 'backwards', fromPosition: (expected[0] as RecordedEvent).position, filter })).toEqual([]);
      });
    });

    describe('round-trips', () => {
      it('keeps every metadata field, full and sparse', async () => {
        const category = uniqueCategory('meta');
        const stream = streamIn(category);
        const full: EventMetadata = {
          userId: randomUUID(),
          locationId: randomUUID(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
          occurredAt: '2026-11-21T09:30:00.123Z',
          source: 'import',
          ip: '2001:db8::1',
        };
        const sparse: EventMetadata = {
          userId: null,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date().toISOString(),
          source: 'seed',
        };
        const written = [
          newEvent('Imported', {}, full),
          newEvent('Seeded', {}, sparse),
          newEvent('Worked', {}, metadata({ source: 'worker', locationId: null, ip: null })),
        ];
        const subscription = store.subscribeToAll({ filter: { categories: [category] } });
        const consumer = consume(subscription, (events) => events.length === 3);
        await store.appendToStream(stream, written, { expectedRevision: 'no_stream' });
        await within(consumer.done, 10_000, 'subscription', () => subscription.close());

        const fromStream = await store.readStream(stream);
        const fromAll = await visible(store, { categories: [category] }, 3);
        for (const read of [fromStream, fromAll, consumer.events]) {
          expect(read.map((event) => event.metadata)).toEqual(written.map((event) => event.metadata));
          expect(read[0]?.metadata).toStrictEqual(full);
        }
        for (const event of fromStream) expect(Number.isNaN(Date.parse(event.recordedAt))).toBe(false);
      });

      it('keeps unicode and nested data intact', async () => {
        const category = uniqueCategory('unicode');
        const stream = streamIn(category);
        const data = {
          name: 'Zoë Ångström-Þórsdóttir',
          emoji: '🌸💇🏽‍♀️👩‍👩‍👧‍👦🇳🇴',
          cjk: '予約の確認・美容院',
          rtl: 'مرحبا بكم',
          combining: 'e\u0301 n\u0303',
          astral: '𝄞 𠜎',
          escapes: 'quote " apostrophe \' backslash \\ slash / tab \t newline \n',
          nested: { list: [1, 2.5, -3, 0, true, false, null, '🌸'], empty: {}, emptyList: [], deep: { a: { b: { c: 'ẞ' } } } },
          largeSafeInteger: Number.MAX_SAFE_INTEGER,
          '🔑 key with spaces': 'value',
        };
        const written = newEvent('Noted', data);
        await store.appendToStream(stream, [written], { expectedRevision: 'no_stream' });
        const [fromStream] = await store.readStream(stream);
        const [fromAll] = await visible(store, { categories: [category] }, 1);
        for (const read of [fromStream, fromAll]) {
          expect(read?.data).toStrictEqual(data);
          expect(read).toMatchObject({ id: written.id, type: 'Noted', stream, revision: 0n });
        }
      });
    });

    describe('subscribeToAll', () => {
      it('catches up after an exclusive position, then delivers live events, filtered', async () => {
        const category = uniqueCategory('live');
        const closed = uniqueType('Closed');
        const stream = streamIn(category);
        const first = await store.appendToStream(stream, [newEvent('A')], { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, [newEvent('B'), newEvent(closed)], { expectedRevision: 0n });
        await store.appendToStream(streamIn(uniqueCategory('elsewhere')), [newEvent('Z')], { expectedRevision: 'no_stream' });

        const subscription = store.subscribeToAll({ fromPosition: first.position, filter: { categories: [category] } });
        const consumer = consume(subscription, (events) => events.length === 4);
        await expect.poll(() => consumer.events.map((event) => event.type), { timeout: 10_000, interval: 10 }).toEqual(['B', closed]);
        await store.appendToStream(stream, [newEvent('C')], { expectedRevision: 2n });
        await store.appendToStream(streamIn(uniqueCategory('elsewhere')), [newEvent('Z')], { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, [newEvent('D')], { expectedRevision: 3n });
        await within(consumer.done, 10_000, 'subscription', () => subscription.close());
        expect(consumer.events.map((event) => event.type)).toEqual(['B', closed, 'C', 'D']);
        expect(consumer.events).toEqual((await visible(store, { categories: [category] }, 5)).slice(1));

        const byType = store.subscribeToAll({ filter: { eventTypes: [closed] } });
        const typed = consume(byType, (events) => events.length === 2);
        await store.appendToStream(streamIn(category), [newEvent('E'), newEvent(closed)], { expectedRevision: 'no_stream' });
        await within(typed.done, 10_000, 'event-type subscription', () => byType.close());
        expect(typed.events.map((event) => [event.type, event.stream.startsWith(`${category}-`)])).toEqual([
          [closed, true],
          [closed, true],
        ]);
      });

      it('ends the iteration when closed while idle, and when its store closes', async () => {
        const category = uniqueCategory('idle');
        await store.appendToStream(streamIn(category), [newEvent('A')], { expectedRevision: 'no_stream' });
        const idle = store.subscribeToAll({ filter: { categories: [category] } });
        const consumer = consume(idle, () => false);
        await expect.poll(() => consumer.events.length, { timeout: 10_000, interval: 10 }).toBe(1);
        await idle.close();
        await within(consumer.done, 5_000, 'closed subscription');

        const reopened = await harness.reopen();
        const onReopened = reopened.subscribeToAll({ filter: { categories: [category] } });
        const second = consume(onReopened, () => false);
        await expect.poll(() => second.events.length, { timeout: 10_000, interval: 10 }).toBe(1);
        await reopened.close();
        await within(second.done, 5_000, 'subscription of a closed store', () => onReopened.close());
        // The store the suite uses is unaffected by closing another instance.
        await store.appendToStream(streamIn(category), [newEvent('B')], { expectedRevision: 'no_stream' });
        expect(await visible(store, { categories: [category] }, 2)).toHaveLength(2);
      });

      it('gives a live subscriber every event of 16 concurrent writers exactly once, in order, across restarts', async () => {
        const category = uniqueCategory('load');
        const filter = { categories: [category] };
        const writers = 16;
        const perWriter = 500;
        const total = writers * perWriter;
        const mine = (event: RecordedEvent) => event.stream.startsWith(`${category}-`);

        // Started before the writers: one filtered from the beginning, one unfiltered from the head.
        const liveSubscription = store.subscribeToAll({ filter });
        const live = consume(liveSubscription, (events) => events.length >= total);
        const head = await store.headPosition();
        const unfilteredSubscription = store.subscribeToAll(head ? { fromPosition: head } : {});
        let unfilteredMine = 0;
        const unfiltered = consume(unfilteredSubscription, (events) => {
          if (mine(events[events.length - 1] as RecordedEvent)) unfilteredMine += 1;
          return unfilteredMine >= total;
        });

        // A consumer that stops at a checkpoint and resumes from it twice, typically while the writers still
        // run: once on the same store, once on a freshly opened one, as after a process restart.
        const resumed: RecordedEvent[] = [];
        const reopened: EventStore[] = [];
        const runSegment = async (on: EventStore, stopAfter: number, options: SubscribeOptions, stop: 'close' | 'break') => {
          const subscription = on.subscribeToAll(options);
          let seen = 0;
          let afterClose = 0;
          for await (const event of subscription) {
            if (seen >= stopAfter) afterClose += 1;
            resumed.push(event);
            seen += 1;
            if (seen === stopAfter || resumed.length === total) {
              if (stop === 'break') break;
              await subscription.close();
            }
          }
          expect(afterClose, 'events delivered after close()').toBe(0);
          return (resumed[resumed.length - 1] as RecordedEvent).position;
        };
        const restarting = (async () => {
          const first = await runSegment(store, 2500, { filter }, 'close');
          const second = await runSegment(store, 2500, { filter, fromPosition: first }, 'break');
          const fresh = await harness.reopen();
          reopened.push(fresh);
          await runSegment(fresh, total, { filter, fromPosition: second }, 'close');
        })();

        const streams = Array.from({ length: writers }, () => streamIn(category));
        // Single events and small batches, each at its exact expected revision.
        const batchSizes = [1, 2, 3, 4, 5];
        await Promise.all(
          streams.map(async (stream, writer) => {
            let expectedRevision: ExpectedRevision = 'no_stream';
            for (let written = 0, round = writer; written < perWriter; round += 1) {
              const size = Math.min(batchSizes[round % batchSizes.length] as number, perWriter - written);
              const batch = Array.from({ length: size }, (_, offset) => newEvent('Ticked', { writer, index: written + offset }));
              const result = await store.appendToStream(stream, batch, { expectedRevision });
              expect(result.nextRevision).toBe(BigInt(written + size - 1));
              expectedRevision = result.nextRevision;
              written += size;
            }
          }),
        );

        try {
          await within(live.done, 15_000, `live subscriber (${live.events.length}/${total})`, () => liveSubscription.close());
          await within(unfiltered.done, 15_000, `unfiltered subscriber (${unfilteredMine}/${total})`, () => unfilteredSubscription.close());
          await within(restarting, 15_000, `restarted subscriber (${resumed.length}/${total})`);
        } finally {
          await Promise.all(reopened.map((fresh) => fresh.close()));
        }

        const all = await visible(store, filter, total);
        expect(all).toHaveLength(total);
        expectAscending(all);
        for (const stream of streams) {
          const revisions = all.filter((event) => event.stream === stream).map((event) => event.revision);
          expect(revisions).toEqual(Array.from({ length: perWriter }, (_, index) => BigInt(index)));
        }
        expect(new Set(ids(all)).size).toBe(total);
        // Same events, same order, same positions: nothing skipped, nothing repeated.
        expect(ids(live.events)).toEqual(ids(all));
        expect(live.events.map((event) => event.position)).toEqual(all.map((event) => event.position));
        expect(ids(unfiltered.events.filter(mine))).toEqual(ids(all));
        expect(ids(resumed)).toEqual(ids(all));

        // A restarted consumer catches up from its checkpoint, then keeps receiving live events.
        const fresh = await harness.reopen();
        try {
          const checkpoint = (all[total / 2 - 1] as RecordedEvent).position;
          const subscription = fresh.subscribeToAll({ filter, fromPosition: checkpoint });
          const consumer = consume(subscription, (events) => events.length === total / 2 + 3);
          await expect.poll(() => consumer.events.length, { timeout: 10_000, interval: 10 }).toBe(total / 2);
          let expectedRevision: ExpectedRevision = BigInt(perWriter - 1);
          const tail = [newEvent('Ticked'), newEvent('Ticked'), newEvent('Ticked')];
          for (const event of tail)
            expectedRevision = (await store.appendToStream(streams[0] as string, [event], { expectedRevision })).nextRevision;
          await within(consumer.done, 10_000, 'resumed subscriber', () => subscription.close());
          expect(ids(consumer.events)).toEqual([...ids(all.slice(total / 2)), ...ids(tail)]);
        } finally {
          await fresh.close();
        }
      });
    });

    // Last: everything above (races, batches, repeats, concurrent writers) must have left an intact chain.
    describe('tamper check', () => {
      it('finds nothing wrong with a log written only through the store', async ({ skip }) => {
        if (!store.verifyChain) return skip('this adapter has no tamper check');
        const report = await store.verifyChain({ pageSize: 100 });
        expect(report.problems).toEqual([]);
        expect(report.eventsChecked).toBeGreaterThan(0);
      });
    });
  });
}
