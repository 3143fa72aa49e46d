import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module shared with the launcher
import { freePort, startMailCatcher, startPostgres, startRedis } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain JavaScript module shared with the launcher
import { ensureRedisServer } from '../../scripts/lib/system-packages.mjs';

// The starters behind `npm start`, when another process takes the port a service was about to bind (here
// a test server on the port forced as every service's first pick): each starts again on another port.

type Stoppable = { stop: () => Promise<void> };
const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'services-'));
const started: Stoppable[] = [];
afterAll(async () => {
  await Promise.allSettled(started.map((service) => service.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded services when their first port is taken', () => {
  it('start PostgreSQL (fresh data: initdb first), Redis and the mail catcher on other ports, and say which port was taken', async () => {
    const taken = (await freePort()) as number;
    const blocker = createServer().listen(taken, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const previous = process.env.CHAIRSIDE_TEST_FIRST_PORT;
    process.env.CHAIRSIDE_TEST_FIRST_PORT = String(taken);
    const takenPorts: Record<string, number[]> = { postgres: [], redis: [], mail: [] };
    try {
      const redis = (await startRedis({
        binary: ensureRedisServer(),
        dataDir: join(dataDir, 'redis'),
        persist: false,
        onPortTaken: (port: number) => takenPorts.redis?.push(port),
      })) as Stoppable & { port: number; url: string };
      started.push(redis);
      const mail = (await startMailCatcher({ root, onPortTaken: (port: number) => takenPorts.mail?.push(port) })) as Stoppable & {
        ready: Promise<{ smtpUrl: string; inboxUrl: string }>;
      };
      started.push(mail);
      const postgres = (await startPostgres({
        dataDir: join(dataDir, 'postgres'),
        fast: true,
        onPortTaken: (port: number) => takenPorts.postgres?.push(port),
      })) as Stoppable & { port: number; adminUrl: string };
      started.push(postgres);
      const urls = await mail.ready;

      expect(takenPorts).toEqual({ postgres: [taken], redis: [taken], mail: [taken] });
      expect(postgres.port).not.toBe(taken);
      expect(redis.port).not.toBe(taken);
      expect(new URL(urls.smtpUrl).port).not.toBe(String(taken));

      const client = new pg.Client({ connectionString: postgres.adminUrl });
      await client.connect();
      expect((await client.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await client.end();
      expect((await fetch(`${urls.inboxUrl}/messages`)).status).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.CHAIRSIDE_TEST_FIRST_PORT;
      else process.env.CHAIRSIDE_TEST_FIRST_PORT = previous;
      blocker.close();
    }
  }, 120_000);
});
