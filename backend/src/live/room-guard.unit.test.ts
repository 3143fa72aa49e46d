import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'socket.io';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { createRoomGuard, type GuardedSocketData, type RoomGuard } from './room-guard';

// The guard's LISTEN connection for revoked sign-ins, against a pool whose connections fail as PostgreSQL
// restarting makes them fail. A pool client given back twice throws, and it throws inside the connection's
// 'error' listener, which ends the process; a connection never given back is a pool slot lost for good.

class FakeConnection extends EventEmitter {
  releases = 0;
  constructor(readonly listen: () => Promise<unknown>) {
    super();
  }
  query() {
    return this.listen();
  }
  release() {
    this.releases += 1;
    if (this.releases > 1) throw new Error('Release called on client which has already been released to the pool.');
  }
}

const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function guardOver(connections: FakeConnection[]) {
  const handed: FakeConnection[] = [];
  const pool = {
    async connect() {
      const next = connections.shift() ?? new FakeConnection(async () => ({ rows: [] }));
      handed.push(next);
      return next as unknown as pg.PoolClient;
    },
  };
  const io = { of: () => ({ sockets: new Map() }) } as unknown as Server<
    Record<string, never>,
    Record<string, never>,
    Record<string, never>,
    GuardedSocketData
  >;
  const subscriber = Object.assign(new EventEmitter(), { status: 'ready' }) as unknown as Redis;
  const guard = createRoomGuard({
    io: io as never,
    db: {} as Kysely<unknown>,
    pool: pool as unknown as pg.Pool,
    verifyToken: async () => null,
    logger: pino({ level: 'silent' }),
    notices: { subscriber, redisPrefix: 'test', decoder: { decode: () => null } },
  });
  return { guard, handed };
}

let guard: RoomGuard | undefined;
afterEach(async () => {
  await guard?.close();
  guard = undefined;
});

describe('the room guard listening for revoked sign-ins', () => {
  it('gives a connection back once and listens again once when its LISTEN fails and then its socket errors', async () => {
    // PostgreSQL ends the session while the LISTEN runs: the query fails, then the socket reports the loss.
    const dying = new FakeConnection(async () => {
      setImmediate(() => dying.emit('error', terminated()));
      throw terminated();
    });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const started = guardOver([dying]);
      guard = started.guard;
      await sleep(1500);
      expect(uncaught).toEqual([]);
      expect(dying.releases).toBe(1);
      // One retry after a second: the first connection and one more, not two more.
      expect(started.handed).toHaveLength(2);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('gives back a connection whose LISTEN was refused without losing the connection', async () => {
    const refused = new FakeConnection(async () => {
      throw Object.assign(new Error('the database system is in recovery mode'), { code: '57P03' });
    });
    const started = guardOver([refused]);
    guard = started.guard;
    await sleep(1500);
    expect(refused.releases).toBe(1);
    expect(started.handed).toHaveLength(2);
  });

  it('gives its listening connection back once on close, however it errors afterwards', async () => {
    const started = guardOver([]);
    await sleep(50);
    const [listening] = started.handed;
    await started.guard.close();
    listening?.emit('error', terminated());
    expect(listening?.releases).toBe(1);
    await sleep(1200);
    expect(started.handed).toHaveLength(1);
  });
});
