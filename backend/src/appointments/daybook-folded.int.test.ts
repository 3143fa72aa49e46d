import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { itemRecord } from '../../testing/daybook-fixtures';
import { daybookDecider } from './daybook-decider';
import { foldEvents } from '../commands/decider';
import { foldedStreamStats, readFolded } from '../commands/folded-streams';

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
