import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createPool } from '../database';
import { createNotificationHub, type NotificationHub } from './postgres-notifications';

// The hub wakes the subscriptions of a process when the readable head moves: a notification that
// moves nothing wakes no one, and a commit that follows a notification without one of its own still
// wakes them. Here the "head" is a row of a table of the test's own and the channel is its own, and so is
// whether a writer is in flight (`writing`).
let database: TestDatabase;
let hub: NotificationHub;
const channel = 'hub_test';
const signal = { closed: false };

const setHead = (value: number) => database.pool.query('update hub_head set value = $1', [value]);
let headReadings = 0;
const readHead = async () => {
  headReadings += 1;
  const row = (await database.pool.query<{ value: number; writing: boolean }>('select value, writing from hub_head')).rows[0];
  return { head: String(row?.value), writing: row?.writing ?? true };
};
const notify = () => database.pool.query(`select pg_notify('${channel}', '')`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query('create table hub_head (value int not null, writing boolean not null)');
  await database.pool.query('insert into hub_head values (0, true)');
  hub = createNotificationHub(database.pool, {
    channel,
    readHead,
    pollMs: 5,
    quietPolls: 5,
  });
  await hub.retain();
  // The watcher's first read sets its baseline.
  const before = hub.generation();
  await notify();
  await hub.wait(before, 60_000, signal);
  await settle();
});
afterAll(async () => {
  signal.closed = true;
  await hub.release();
  await database.drop();
});

describe('the event store notification hub', () => {
  it('wakes the subscriptions once for a head that moved, not once per notification', async () => {
    const before = hub.generation();
    await notify();
    await notify();
    await notify();
    await setHead(1);
    await notify();
    await hub.wait(before, 60_000, signal);
    await settle();
    expect(hub.generation()).toBe(before + 1);
  });

  it('wakes them for a commit that follows a notification without one of its own', async () => {
    const slow = createNotificationHub(database.pool, {
      channel,
      readHead,
      pollMs: 5,
      // Long enough for the commit below, however loaded the machine.
      quietPolls: 2_000,
    });
    await slow.retain();
    try {
      const start = slow.generation();
      await setHead(2);
      await notify();
      await slow.wait(start, 60_000, signal);
      const afterFirst = slow.generation();
      // This one notifies no one: only the watcher can see it.
      await setHead(3);
      await slow.wait(afterFirst, 60_000, signal);
      expect(slow.generation()).toBeGreaterThan(afterFirst);
    } finally {
      await slow.release();
    }
  });

  it('stops watching at the first reading that finds no writer in flight', async () => {
    const quick = createNotificationHub(database.pool, { channel, readHead, pollMs: 5, quietPolls: 20 });
    await quick.retain();
    try {
      const readingsPerNotification = async (writing: boolean) => {
        await database.pool.query('update hub_head set writing = $1', [writing]);
        const [start, before] = [quick.generation(), headReadings];
        await setHead(Math.floor(Math.random() * 1_000_000) + 10);
        await notify();
        await quick.wait(start, 60_000, signal);
        // Every reading the watcher makes (20 quiet ones at 5 ms at most) is over by then.
        await new Promise((resolve) => setTimeout(resolve, 400));
        return headReadings - before;
      };
      // Another hub of the test (the first one) reads too: each counts its own readings once per poll.
      expect(await readingsPerNotification(true)).toBeGreaterThanOrEqual(20);
      expect(await readingsPerNotification(false)).toBeLessThanOrEqual(2);
    } finally {
      await database.pool.query('update hub_head set writing = true');
      await quick.release();
    }
  });

  it('gives back the connection of a LISTEN that failed, however often it tries again', async () => {
    const pool = createPool(database.url, 2);
    // A LISTEN PostgreSQL refuses, as it refuses one while it goes away.
    const failing = createNotificationHub(pool, { channel: 'not a channel' });
    try {
      await failing.retain();
      for (let round = 0; round < 3; round += 1) await failing.wait(failing.generation(), 20, { closed: false });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pool.totalCount - pool.idleCount).toBe(0);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await failing.release();
      await pool.end();
    }
  });
});
