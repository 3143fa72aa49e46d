import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { countedReads } from '../../testing/counted-reads';
import { itemRecord } from '../../testing/daybook-fixtures';
import { daybookDecider } from './daybook-decider';
import { foldEvents } from '../commands/decider';
import { foldedStreamStats, readFolded, readFoldedMany } from '../commands/folded-streams';

// A day book's fold is kept per process and brought up to date from its last event: it must always equal
// the whole stream folded afresh, whichever process appended meanwhile, and a stream rewritten under it
// (a test database reset, a restore) is read whole again rather than trusted.

let database: TestDatabase;
let ours: EventStore;
let theirs: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  // Two stores on one database: this backend process and another one.
  ours = createPostgresEventStore(database.db, database.pool);
  theirs = createPostgresEventStore(database.db, database.pool);
});
afterAll(() => database.drop());

const locationId = randomUUID();
const booked = (date: string, hour: number): DaybookEvent => ({
  type: 'AppointmentBooked',
  data: {
    appointmentId: randomUUID(),
    locationId,
    date,
    seriesId: null,
    clientId: randomUUID(),
    notes: '',
    holdId: null,
    items: [
      itemRecord(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`, {
        itemId: randomUUID(),
        serviceId: randomUUID(),
        staffId: randomUUID(),
      }),
    ],
  },
});
const append = (store: EventStore, stream: string, events: DaybookEvent[], expectedRevision: bigint | 'no_stream') =>
  store.appendToStream(
    stream,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { userId: 'desk', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
    })),
    { expectedRevision },
  );
const freshFold = async (stream: string) => foldEvents(daybookDecider, await ours.readStream(stream));

describe('folded day books', () => {
  it('reads only the tail after the first read, and equals a fresh fold after appends from another process', async () => {
    const date = '2027-03-04';
    const stream = daybookStream(locationId, date);
    await append(ours, stream, [booked(date, 8), booked(date, 9)], 'no_stream');

    const first = await readFolded(ours, stream, daybookDecider);
    expect(first.state.appointments.size).toBe(2);

    const before = foldedStreamStats();
    await append(theirs, stream, [booked(date, 10)], 1n);
    const second = await readFolded(ours, stream, daybookDecider);
    const after = foldedStreamStats();
    expect(after.tailReads - before.tailReads).toBe(1);
    expect(after.wholeReads - before.wholeReads).toBe(0);
    expect(second.history.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
    expect(second.state).toEqual(await freshFold(stream));
    // The state read first is untouched: a command still deciding on it is not changed under its feet.
    expect(first.state.appointments.size).toBe(2);

    // Nothing new: the very same fold.
    expect(await readFolded(ours, stream, daybookDecider)).toBe(second);
  });

  it('reads a stream whole again when its kept last event is no longer there', async () => {
    const date = '2027-03-05';
    const stream = daybookStream(locationId, date);
    await append(ours, stream, [booked(date, 8), booked(date, 9)], 'no_stream');
    expect((await readFolded(ours, stream, daybookDecider)).state.appointments.size).toBe(2);

    // The stream rewritten under the process (as a reset test database is): one other event at revision 0.
    await sql`delete from events where stream = ${stream}`.execute(database.db);
    await sql`delete from streams where stream = ${stream}`.execute(database.db);
    await append(theirs, stream, [booked(date, 11)], 'no_stream');
    await append(theirs, stream, [booked(date, 12)], 0n);

    const before = foldedStreamStats();
    const reread = await readFolded(ours, stream, daybookDecider);
    expect(foldedStreamStats().wholeReads - before.wholeReads).toBe(1);
    expect(reread.state).toEqual(await freshFold(stream));
    expect(reread.state.appointments.size).toBe(2);
  });

  it('reads many days in one statement: kept folds by their tails, new days whole, old-named days under their old name', async () => {
    // The process's reads counted on the way through.
    const { store: counted, counts } = countedReads(ours);
    const day = (date: string) => daybookStream(locationId, date);
    const [keptDay, emptyDay, oldDay, rewrittenDay] = ['2027-04-01', '2027-04-02', '2027-04-03', '2027-04-04'];
    await append(ours, day(keptDay), [booked(keptDay, 8)], 'no_stream');
    await append(ours, day(rewrittenDay), [booked(rewrittenDay, 8)], 'no_stream');
    // Written before the day books' category was renamed (shared/src/stream-names.ts).
    const oldName = `schedule-${locationId}-${oldDay}`;
    await append(theirs, oldName, [booked(oldDay, 9), booked(oldDay, 10)], 'no_stream');
    await readFolded(counted, day(keptDay), daybookDecider);
    await readFolded(counted, day(rewrittenDay), daybookDecider);
    // Since then: another process appended to the kept day, and the other one was rewritten under us.
    await append(theirs, day(keptDay), [booked(keptDay, 11)], 0n);
    await sql`delete from events where stream = ${day(rewrittenDay)}`.execute(database.db);
    await sql`delete from streams where stream = ${day(rewrittenDay)}`.execute(database.db);
    await append(theirs, day(rewrittenDay), [booked(rewrittenDay, 12), booked(rewrittenDay, 13)], 'no_stream');

    counts.bulk = 0;
    counts.stream = 0;
    const streams = [keptDay, emptyDay, oldDay, rewrittenDay].map(day);
    const folds = await readFoldedMany(counted, streams, daybookDecider);
    // One bulk read for all four; only the rewritten day is read again, whole, on its own.
    expect(counts.bulk).toBe(1);
    expect(counts.stream).toBe(1);
    expect([...folds.keys()]).toEqual(streams);
    expect(folds.get(day(keptDay))!.state).toEqual(await freshFold(day(keptDay)));
    expect(folds.get(day(keptDay))!.state.appointments.size).toBe(2);
    expect(folds.get(day(emptyDay))!.history).toEqual([]);
    expect(folds.get(day(oldDay))!.stream).toBe(oldName);
    expect(folds.get(day(oldDay))!.state).toEqual(await freshFold(oldName));
    expect(folds.get(day(rewrittenDay))!.state).toEqual(await freshFold(day(rewrittenDay)));
    expect(folds.get(day(rewrittenDay))!.state.appointments.size).toBe(2);

    // Each now kept: the next read of the same days is one statement of tails, with nothing new to fold.
    counts.bulk = 0;
    counts.stream = 0;
    const again = await readFoldedMany(counted, streams, daybookDecider);
    expect([counts.bulk, counts.stream]).toEqual([1, 0]);
    expect(again.get(day(keptDay))).toBe(folds.get(day(keptDay)));
    expect(again.get(day(oldDay))).toBe(folds.get(day(oldDay)));
    // And a single read of a day the bulk read kept takes up from there.
    expect(await readFolded(counted, day(oldDay), daybookDecider)).toBe(folds.get(day(oldDay)));
  });

  it('folds a decider that does not keep its folds afresh every time', async () => {
    const plain = { ...daybookDecider, keepFolded: false };
    const date = '2027-03-06';
    const stream = daybookStream(locationId, date);
    await append(ours, stream, [booked(date, 8)], 'no_stream');
    await readFolded(ours, stream, plain);
    const before = foldedStreamStats();
    await readFolded(ours, stream, plain);
    expect(foldedStreamStats().wholeReads - before.wholeReads).toBe(1);
  });
});
