import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedCardProvider } from '@chairside/platform/payments/simulated-card-provider';
import type { CardProvider } from '@chairside/platform/payments/card-provider-port';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';

// Card payments across real processes sharing one database, as two backend processes (or one restarted) do:
// ten requests for one payment key, five in each process, capture once; a process killed after the processor
// captured (the 0077 card's late approval) leaves a payment that the next process answers without a second
// capture. The desk's "tap" is the simulator's, from this test.

const root = resolve(import.meta.dirname, '../..');
const location = randomUUID();
let database: TestDatabase;
let desk: CardProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  // The 0077 card's late answer comes after a minute here, so the crash surely falls before it; the test
  // moves the clock on once it has checked that.
  desk = createSimulatedCardProvider({ db: database.db, timings: { slowApprovalMs: 60_000 } });
}, 60_000);
afterAll(() => database?.drop());

type Charge = { done: Promise<string[]>; kill(): void };

function charge(paymentKey: string, amountCents: number, charges: number): Charge {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/support/card-charge-process.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PAYMENT_KEY: paymentKey,
      LOCATION_ID: location,
      AMOUNT_CENTS: String(amountCents),
      CHARGES: String(charges),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<string[]>((resolveDone) => child.once('exit', () => resolveDone(output.split('\n').filter(Boolean))));
  return { done, kill: () => child.kill('SIGKILL') };
}

async function waitingFor(paymentKey: string): Promise<void> {
  await expect
    .poll(async () => (await desk.terminalStatus(location)).status, { timeout: 30_000, interval: 50 })
    .toMatchObject({ paymentKey, state: 'waiting' });
}

async function captures(paymentKey: string) {
  const { rows } = await sql<{ rows: string; captured: string | null }>`
    select count(*) as rows, sum(captured_cents) as captured from card_simulator_transactions where idempotency_key = ${paymentKey}`.execute(
    database.db,
  );
  return { rows: Number(rows[0]?.rows), captured: Number(rows[0]?.captured ?? 0) };
}

describe('card payments across processes', () => {
  it('captures one payment key once when ten requests ask at once through two processes', async () => {
    const paymentKey = randomUUID();
    const processes = [charge(paymentKey, 6_600, 5), charge(paymentKey, 6_600, 5)];
    await waitingFor(paymentKey);
    await desk.presentCard?.({ locationId: location, cardNumber: '4242424242424242' });
    const outcomes = (await Promise.all(processes.map((process) => process.done))).flat();
    expect(outcomes).toHaveLength(10);
    expect(new Set(outcomes).size).toBe(1);
    expect(JSON.parse(outcomes[0] ?? '{}')).toMatchObject({ status: 'approved', card: { last4: '4242' } });
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 6_600 });
  }, 60_000);

  it('answers, after a crash, the approval the processor made before it (0077), without a second capture', async () => {
    const paymentKey = randomUUID();
    const crashing = charge(paymentKey, 9_900, 1);
    await waitingFor(paymentKey);
    await desk.presentCard?.({ locationId: location, cardNumber: '4000000000000077' });
    crashing.kill();
    expect(await crashing.done).toEqual([]);
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 9_900 });
    expect((await desk.terminalStatus(location)).status.state).toBe('card_presented');

    const restarted = charge(paymentKey, 9_900, 1);
    await sql`update card_simulator_transactions set due_at = now() where idempotency_key = ${paymentKey}`.execute(database.db);
    const [answer] = await restarted.done;
    expect(JSON.parse(answer ?? '{}')).toMatchObject({ status: 'approved', card: { last4: '0077' } });
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 9_900 });
  }, 60_000);
});
