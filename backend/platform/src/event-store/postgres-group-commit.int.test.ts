import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { WrongExpectedVersion, type NewEvent } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';

// Appends that arrive while another is being committed are committed together, one statement for the
// group, yet each is judged on its own: a conflict or a bad append is that caller's answer alone.

let database: TestDatabase;
let store: ReturnType<typeof createPostgresEventStore>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(() => database.drop());

const readEach = async (streams: string[]) =>
  new Map(await Promise.all(streams.map(async (stream) => [stream, await store.readStream(stream)] as const)));

const event = (type: string, id: string = randomUUID()): NewEvent => ({
  id,
  type,
  data: { at: Date.now() },
  metadata: { userId: 'user-1', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
});

describe('group commit of the PostgreSQL store', () => {
  it('commits concurrent appends to different streams in fewer statements, each at its own revision', async () => {
    const streams = Array.from({ length: 40 }, () => `appointment-${randomUUID()}`);
    const before = store.groupCommitStats();
    const created = await Promise.all(
      streams.map((stream) => store.appendToStream(stream, [event('Created')], { expectedRevision: 'no_stream' })),
    );
    const moved = await Promise.all(
      streams.map((stream) => store.appendToStream(stream, [event('Moved'), event('Moved')], { expectedRevision: 0n })),
    );
    const after = store.groupCommitStats();

    expect(created.every((result) => result.nextRevision === 0n)).toBe(true);
    expect(moved.every((result) => result.nextRevision === 2n)).toBe(true);
    expect(after.appends - before.appends).toBe(80);
    // 80 appends, all but the first of each burst waiting on a statement in flight: grouped.
    expect(after.statements - before.statements).toBeLessThan(80);
    expect(after.largest).toBeGreaterThan(1);
    const read = await readEach(streams);
    for (const stream of streams)
      expect(read.get(stream)?.map((recorded) => [recorded.revision, recorded.type])).toEqual([
        [0n, 'Created'],
        [1n, 'Moved'],
        [2n, 'Moved'],
      ]);
  });

  it('lets exactly one of many grouped appends at one revision win; the others learn the new revision, and other streams in the group are written', async () => {
    const contested = `appointment-${randomUUID()}`;
    await store.appendToStream(contested, [event('Created')], { expectedRevision: 'no_stream' });
    const others = Array.from({ length: 10 }, () => `appointment-${randomUUID()}`);
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, () => store.appendToStream(contested, [event('Booked')], { expectedRevision: 0n })),
      ...others.map((stream) => store.appendToStream(stream, [event('Created')], { expectedRevision: 'no_stream' })),
    ]);
    const contestedOutcomes = outcomes.slice(0, 10);
    expect(contestedOutcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of contestedOutcomes.filter((candidate) => candidate.status === 'rejected')) {
      expect(outcome.reason).toBeInstanceOf(WrongExpectedVersion);
      expect(outcome.reason).toMatchObject({ actual: 1n });
    }
    expect(outcomes.slice(10).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    expect((await store.readStream(contested)).map((recorded) => recorded.type)).toEqual(['Created', 'Booked']);
  });

  it('answers a repeated append with the first one’s result, also inside one group', async () => {
    const stream = `appointment-${randomUUID()}`;
    await store.appendToStream(stream, [event('Created')], { expectedRevision: 'no_stream' });
    const retried = event('Booked');
    const [first, second] = await Promise.all([
      store.appendToStream(stream, [retried], { expectedRevision: 0n }),
      store.appendToStream(stream, [retried], { expectedRevision: 0n }),
    ]);
    expect(first).toEqual(second);
    expect((await store.readStream(stream)).map((recorded) => recorded.type)).toEqual(['Created', 'Booked']);
  });

  it('keeps a failing append from sinking the rest of its group', async () => {
    const streams = Array.from({ length: 12 }, () => `appointment-${randomUUID()}`);
    const outcomes = await Promise.allSettled([
      // An event id that is no uuid: the database refuses the row, and the whole statement with it.
      store.appendToStream(`appointment-${randomUUID()}`, [event('Created', 'not-a-uuid')], { expectedRevision: 'no_stream' }),
      ...streams.map((stream) => store.appendToStream(stream, [event('Created')], { expectedRevision: 'no_stream' })),
    ]);
    expect(outcomes[0]?.status).toBe('rejected');
    expect(outcomes.slice(1).map((outcome) => outcome.status)).toEqual(streams.map(() => 'fulfilled'));
    const read = await readEach(streams);
    expect([...read.values()].every((events) => events.length === 1)).toBe(true);
  });
});
