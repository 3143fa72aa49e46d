import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@chairside/platform/database';
import type { ReadModels } from '@chairside/projections/database';
import { giftCardStream } from '@chairside/shared/gift-cards/gift-card-events';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { generateGiftCardCode, issueGiftCard } from '@chairside/backend/gift-cards/index';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';

// Two desks redeeming one card at once never take it below zero (ARCHITECTURE §4, optimistic concurrency
// on the card's stream). Two processes, each on its own connections to one database, redeem $10 from a
// $100 card ten times at once, all twenty released together: exactly ten succeed, the other ten are refused
// with the balance left, and the card ends at $0.00 with ten redemptions in its stream. Several rounds,
// a new card each.

const root = resolve(import.meta.dirname, '../..');
const downtown = demoLocations.downtown.id;
const rounds = 5;
let system: TestSystem;
let desks: Desk[] = [];

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemoBusiness });
  desks = await Promise.all([startDesk(), startDesk()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(desks.map((desk) => desk.stop()));
  await system?.stop();
});

type Outcome = { status: number; balanceCents?: number; message?: string };

type Desk = { go: (code: string) => Promise<Outcome[]>; stop: () => Promise<void> };

// A desk process, ready once it has loaded; `go(code)` releases its redemptions and resolves with their answers.
async function startDesk(): Promise<Desk> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/gift-card-redeemer.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: system.database.url, REDEMPTIONS: '10', AMOUNT_CENTS: '1000', LOCATION_ID: downtown },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_done, fail) =>
    child.once('exit', (exitCode) => fail(new Error(`a desk process exited with ${exitCode}`))),
  );
  exited.catch(() => undefined);
  const lines = createInterface({ input: child.stdout });
  const next = () => Promise.race([new Promise<string>((done) => lines.once('line', done)), exited]);
  expect(await next()).toBe('ready');
  return {
    async go(code) {
      const answer = next();
      child.stdin.write(`go ${code}\n`);
      return JSON.parse(await answer) as Outcome[];
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.stdin.end();
      }),
  };
}

describe('twenty concurrent redemptions of one gift card across two processes', () => {
  it('never overdraw it: exactly ten of $10 from $100 succeed', async () => {
    const deps = { store: system.store, readDb: createDb<ReadModels>(system.database.pool) };
    for (let round = 0; round < rounds; round += 1) {
      const code = await generateGiftCardCode(deps);
      const { giftCardId } = await issueGiftCard(
        deps,
        { code, amountCents: 10_000, saleId: randomUUID(), lineId: randomUUID(), locationId: downtown },
        { userId: null, source: 'api' },
      );
      const outcomes = (await Promise.all(desks.map((desk) => desk.go(code)))).flat();

      expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(10);
      const refused = outcomes.filter((outcome) => outcome.status !== 200);
      expect(refused.map((outcome) => [outcome.status, outcome.message])).toEqual(
        Array.from({ length: 10 }, () => [409, 'The gift card has only $0.00 left']),
      );
      // Each success answered a different balance: $90 down to $0, every step once.
      expect(
        outcomes.flatMap((outcome) => (outcome.status === 200 ? [outcome.balanceCents] : [])).sort((a, b) => (a ?? 0) - (b ?? 0)),
      ).toEqual(Array.from({ length: 10 }, (_, index) => index * 1_000));
      const events = await system.store.readStream(giftCardStream(giftCardId));
      expect(events.filter((event) => event.type === 'GiftCardRedeemed')).toHaveLength(10);
      expect(events.at(-1)?.data).toMatchObject({ balanceCents: 0 });
    }
  }, 120_000);
});
