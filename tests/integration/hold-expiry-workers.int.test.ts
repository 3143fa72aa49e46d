import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createHoldExpiryQueue, type ClosableHoldExpiryQueue } from '@chairside/backend/appointments/index';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@chairside/backend/testing/test-database';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { startSystemProcesses, type SystemProcesses } from './support/system-processes';

// The workers process as it runs in production (workers/src/main.ts): it takes the backend's delayed
// hold-expiry job from Redis and appends HoldExpired to the hold's day stream, and the projections process
// drops the hold and tells the location's online bookers.

let database: TestDatabase;
let store: EventStore;
let processes: SystemProcesses | undefined;
let expiryQueue: ClosableHoldExpiryQueue | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  processes = await startSystemProcesses({ databaseUrl: database.url, backends: 1, prefix: 'holds', logLevel: 'error', workers: true });
  expiryQueue = createHoldExpiryQueue({ connection: testRedisUrl(), prefix: processes.redisPrefix });
}, 120_000);

afterAll(async () => {
  await expiryQueue?.close();
  await processes?.stop();
  await store?.close();
  await database?.drop();
});

describe('the workers process', () => {
  it('expires a hold when its job falls due, and the hold leaves the read model', async () => {
    const [holdId, locationId] = [randomUUID(), randomUUID()];
    const date = '2026-12-07';
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const held: DaybookEvent = {
      type: 'SlotHeld',
      data: {
        holdId,
        locationId,
        date,
        expiresAt,
        heldBy: null,
        items: [
          {
            itemId: randomUUID(),
            serviceId: randomUUID(),
            staffId: randomUUID(),
            roomId: null,
            deviceId: null,
            startsAt: '2026-12-07T16:00:00.000Z',
            durationMinutes: 30,
            processingMinutes: 0,
            bufferMinutes: 0,
            priceCents: 0,
          },
        ],
      },
    };
    const metadata = {
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: 'api' as const,
    };
    await store.appendToStream(daybookStream(locationId, date), [{ id: randomUUID(), type: held.type, data: held.data, metadata }], {
      expectedRevision: 'no_stream',
    });
    await expiryQueue!.enqueue({ holdId, locationId, date, expiresAt });

    const expired = async () => (await store.readStream(daybookStream(locationId, date))).find((event) => event.type === 'HoldExpired');
    await expect.poll(expired, { timeout: 30_000, interval: 250 }).toBeDefined();
    expect(await expired()).toMatchObject({
      data: { holdId, expiredAt: expiresAt },
      metadata: { source: 'worker', correlationId: `hold-expiry-job:${holdId}` },
    });

    const holdRows = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from appointment_holds where id = ${holdId}`.execute(database.db)).rows[0]?.n;
    await expect.poll(holdRows, { timeout: 15_000 }).toBe(0);
    const slotNotices = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from ui_changes where topic = 'booking-slots' and location_id = ${locationId}`.execute(database.db)
      ).rows[0]?.n;
    // One for the hold, one for its lapse.
    await expect.poll(slotNotices, { timeout: 15_000 }).toBe(2);
  });
});
