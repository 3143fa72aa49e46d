import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTerminalSchema, cardTokenReplySchema, savedPaymentMethodSchema } from '@chairside/shared/card-payments/card-payment-dto';
import { walletStream } from '@chairside/shared/card-payments/wallet-events';
import { createDb, createPool } from '@chairside/platform/database';
import { createRedis } from '@chairside/platform/redis';
import { createSimulatedCardProvider } from '@chairside/platform/payments/simulated-card-provider';
import { demoLocations } from '../business/index';
import { demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';
import { createBackend, type Backend } from '../server';
import { testRedisUrl } from '../../testing/test-database';
import { callApi, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { chargeCardToken, chargeOnTerminal, chargeSavedCard, refundCardPayment, saveCard, type CardPaymentDeps } from './index';

// The card payments the sales module takes, against the simulator's tables on a real PostgreSQL: the terminal
// driven through the desk's routes, idempotency across "processes" (each simulator instance below has a
// pool of its own, as a backend process has), and the card number never kept or logged anywhere.

let system: TestSystem;
let frontDesk: string;
// A second backend on the same database whose log is captured: every request carrying a card number goes
// through it, so the log can be searched for the number.
let logged: Backend;
let loggedUrl: string;
const logLines: string[] = [];
const otherPool = { current: null as ReturnType<typeof createPool> | null };
let deps: CardPaymentDeps;
let otherDeps: CardPaymentDeps;

// Long enough for a loaded machine to present a card in time; the idle timeout has an instance of its own.
const timings = { terminalTimeoutMs: 30_000, processingMs: 100, slowApprovalMs: 2500, processorTimeoutMs: 800 };
const context = { userId: null, source: 'api' as const };
const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;
const lakeside = demoLocations.lakeside.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  deps = {
    cardProvider: createSimulatedCardProvider({ db: system.database.db, timings, pollMs: 50 }),
    db: system.database.db,
    store: system.store,
  };
  otherPool.current = createPool(system.database.url, 5);
  const otherDb = createDb<unknown>(otherPool.current);
  otherDeps = { cardProvider: createSimulatedCardProvider({ db: otherDb, timings, pollMs: 50 }), db: otherDb, store: system.store };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  logged = createBackend({
    db: system.database.db,
    pool: system.database.pool,
    store: system.store,
    redis: createRedis(testRedisUrl()),
    redisPrefix: system.redisPrefix,
    logger: pino({ level: 'trace' }, sink),
    version: 'test',
    frontendDist: null,
    // The 0077 card's late answer comes after a minute through this backend, so a crash surely falls before it
    // (the test then moves the clock on).
    // Its processor answers an ordinary card after a second, so a presented card's reply surely says so.
    cardProvider: createSimulatedCardProvider({ db: system.database.db, timings: { slowApprovalMs: 60_000, processingMs: 1_000 } }),
  });
  await new Promise<void>((resolve) => logged.server.listen(0, '127.0.0.1', resolve));
  loggedUrl = `http://127.0.0.1:${(logged.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  logged?.server.close();
  await logged?.close();
  await otherPool.current?.end();
  await system?.stop();
});

const call = (method: string, path: string, body?: unknown) => callApi(loggedUrl, method, path, frontDesk, body);
const present = (locationId: string, cardNumber: string) => call('POST', '/card-terminal/present', { locationId, cardNumber });

async function terminal(locationId: string) {
  const response = await call('GET', `/card-terminal?locationId=${locationId}`);
  expect(response.status).toBe(200);
  return cardTerminalSchema.parse(await response.json());
}

// Until the terminal waits for this payment (chargeOnTerminal starts it in the background).
async function waitingFor(locationId: string, paymentKey: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const state = await terminal(locationId);
    if (state.paymentKey === paymentKey && state.state === 'waiting') return;
    if (Date.now() > deadline) throw new Error(`the terminal never waited for ${paymentKey}: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function captures(paymentKey: string): Promise<{ rows: number; captured: number; refunded: number }> {
  const { rows } = await sql<{ rows: string; captured: string | null; refunded: string | null }>`
    select count(*) as rows, sum(captured_cents) as captured, sum(refunded_cents) as refunded
    from card_simulator_transactions where idempotency_key = ${paymentKey}`.execute(system.database.db);
  return { rows: Number(rows[0]?.rows), captured: Number(rows[0]?.captured ?? 0), refunded: Number(rows[0]?.refunded ?? 0) };
}

// The states the location's screens heard for this payment, in order.
async function heard(paymentKey: string): Promise<string[]> {
  const { rows } = await sql<{ patch: { state: string } }>`
    select patch from ui_changes where topic = 'card-terminal' and ${paymentKey} = any(ids) order by transaction_id, id`.execute(
    system.database.db,
  );
  return rows.map((row) => row.patch.state);
}

// Every state was told to the location's screens. The wait's notice is written just after its state, by the
// charge running in the background, so on a loaded machine it can land after a desk's tap or cancel; screens
// read the terminal afresh on every notice, so that order changes nothing. An outcome that comes from the
// processor (at least a second after the tap) or from the terminal's own timeout is told last.
async function expectTold(paymentKey: string, states: readonly string[], { outcomeLast = true } = {}): Promise<void> {
  const told = await heard(paymentKey);
  expect([...told].sort()).toEqual([...states].sort());
  if (outcomeLast) expect(told.at(-1)).toBe(states.at(-1));
}

async function tokenFor(number: string): Promise<string> {
  const response = await call('POST', '/card-provider/tokens', { number, expMonth: 12, expYear: 2031, cvc: '123' });
  expect(response.status, await response.clone().text()).toBe(200);
  return cardTokenReplySchema.parse(await response.json()).token;
}

describe('the card provider dialog', () => {
  it('refuses numbers that fail the Luhn check, expired cards and a bad security code, with sentences', async () => {
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await call('POST', '/card-provider/tokens', {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2031,
        cvc: '123',
        ...body,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    };
    await refused({ number: '4242 4242 4242 4241' }, 'The card number is not valid');
    await refused({ number: '1234' }, 'The card number is not valid');
    await refused({ expMonth: 1, expYear: 2020 }, 'The card has expired');
    await refused({ cvc: '12' }, 'The security code is 3 or 4 digits');
  });

  it('answers a token and what a person may see of the card', async () => {
    const response = await call('POST', '/card-provider/tokens', { number: '5555 5555 5555 4444', expMonth: 3, expYear: 2030, cvc: '123' });
    expect(response.status).toBe(200);
    const reply = cardTokenReplySchema.parse(await response.json());
    expect(reply.token).toMatch(/^tok_/);
    expect(reply.card).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2030 });
  });
});

describe('the card terminal', () => {
  it('approves a presented card: waiting → card presented → approved, each state heard live', async () => {
    const paymentKey = randomUUID();
    const charge = chargeOnTerminal(deps, { paymentKey, locationId: downtown, amountCents: 4_500 });
    await waitingFor(downtown, paymentKey);
    const presented = await present(downtown, '4242 4242 4242 4242');
    expect(presented.status).toBe(200);
    expect(cardTerminalSchema.parse(await presented.json())).toMatchObject({
      state: 'card_presented',
      paymentKey,
      amountCents: 4_500,
      simulated: true,
    });
    const outcome = await charge;
    expect(outcome).toMatchObject({ status: 'approved', card: { brand: 'visa', last4: '4242' } });
    expect(await terminal(downtown)).toMatchObject({ state: 'approved', paymentKey });
    await expectTold(paymentKey, ['waiting', 'card_presented', 'approved']);
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 4_500, refunded: 0 });

    // The same key again (a retry) answers the same approval at once and charges nothing more.
    expect(await chargeOnTerminal(otherDeps, { paymentKey, locationId: downtown, amountCents: 4_500 })).toEqual(outcome);
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 4_500, refunded: 0 });
  });

  it('declines 0002 and 9995 with their sentences, capturing nothing', async () => {
    for (const [number, message] of [
      ['4000000000000002', 'The card was declined'],
      ['4000000000009995', 'The card was declined: insufficient funds'],
    ] as const) {
      const paymentKey = randomUUID();
      const charge = chargeOnTerminal(deps, { paymentKey, locationId: downtown, amountCents: 2_000 });
      await waitingFor(downtown, paymentKey);
      expect((await present(downtown, number)).status).toBe(200);
      expect(await charge).toEqual({ status: 'declined', message });
      expect(await captures(paymentKey)).toMatchObject({ captured: 0 });
      await expectTold(paymentKey, ['waiting', 'card_presented', 'declined']);
    }
  });

  it('times out with no card presented, and when the processor never answers (0119)', async () => {
    const idle = randomUUID();
    const impatient = {
      ...deps,
      cardProvider: createSimulatedCardProvider({ db: system.database.db, timings: { terminalTimeoutMs: 1_000 }, pollMs: 50 }),
    };
    expect(await chargeOnTerminal(impatient, { paymentKey: idle, locationId: uptown, amountCents: 1_000 })).toEqual({
      status: 'timed_out',
      message: 'The terminal timed out: no card was presented',
    });
    await expectTold(idle, ['waiting', 'timed_out']);

    const silent = randomUUID();
    const charge = chargeOnTerminal(deps, { paymentKey: silent, locationId: uptown, amountCents: 1_000 });
    await waitingFor(uptown, silent);
    // Presented through this instance, whose processor gives up sooner than the backend's.
    await deps.cardProvider.presentCard?.({ locationId: uptown, cardNumber: '4000000000000119' });
    expect(await charge).toEqual({ status: 'timed_out', message: 'The terminal timed out: the card processor did not answer' });
    expect(await captures(silent)).toMatchObject({ captured: 0 });
  });

  it('cancels from the desk what the terminal waits for, and keeps one payment at a time', async () => {
    const paymentKey = randomUUID();
    const charge = chargeOnTerminal(deps, { paymentKey, locationId: lakeside, amountCents: 3_000 });
    await waitingFor(lakeside, paymentKey);
    await expect(chargeOnTerminal(otherDeps, { paymentKey: randomUUID(), locationId: lakeside, amountCents: 100 })).rejects.toMatchObject({
      status: 409,
      message: 'The terminal is busy with another payment; finish or cancel it first',
    });
    const cancelled = await call('POST', '/card-terminal/cancel', { locationId: lakeside });
    expect(cancelled.status).toBe(200);
    expect(await charge).toEqual({ status: 'cancelled', message: 'The payment was cancelled at the desk' });
    const again = await call('POST', '/card-terminal/cancel', { locationId: lakeside });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'No payment is waiting on this terminal' });
    const late = await present(lakeside, '4242424242424242');
    expect(late.status).toBe(409);
    await expectTold(paymentKey, ['waiting', 'cancelled'], { outcomeLast: false });
  });

  it('charges one payment key once when ten desks ask at the same time through two processes', async () => {
    const paymentKey = randomUUID();
    const charges = Array.from({ length: 10 }, (_, index) =>
      chargeOnTerminal(index % 2 ? otherDeps : deps, { paymentKey, locationId: downtown, amountCents: 7_700 }),
    );
    await waitingFor(downtown, paymentKey);
    expect((await present(downtown, '5555555555554444')).status).toBe(200);
    const outcomes = await Promise.all(charges);
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 'approved', card: { brand: 'mastercard', last4: '4444' } });
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 7_700, refunded: 0 });

    // Keyed the same way: one token, one key, ten at once.
    const token = await tokenFor('4242424242424242');
    const keyed = randomUUID();
    const keyedOutcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        chargeCardToken(index % 2 ? otherDeps : deps, { paymentKey: keyed, token, amountCents: 1_234 }),
      ),
    );
    expect(new Set(keyedOutcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    expect(keyedOutcomes[0]).toMatchObject({ status: 'approved' });
    expect(await captures(keyed)).toEqual({ rows: 1, captured: 1_234, refunded: 0 });
    // The dialog's token is single-use: another payment must enter the card again.
    await expect(chargeCardToken(deps, { paymentKey: randomUUID(), token, amountCents: 1_234 })).rejects.toMatchObject({ status: 409 });
  });

  it('lets a restarted process find an approval that arrived late (0077) and answer it without a second capture', async () => {
    const crashing = createPool(system.database.url, 2);
    const crashingDb = createDb<unknown>(crashing);
    const before: CardPaymentDeps = {
      cardProvider: createSimulatedCardProvider({ db: crashingDb, timings, pollMs: 50 }),
      db: crashingDb,
      store: system.store,
    };
    const paymentKey = randomUUID();
    const first = chargeOnTerminal(before, { paymentKey, locationId: downtown, amountCents: 9_900 }).catch((error: unknown) => error);
    await waitingFor(downtown, paymentKey);
    expect((await present(downtown, '4000 0000 0000 0077')).status).toBe(200);
    // The processor has captured; the approval has not reached the backend yet. The backend dies.
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 9_900, refunded: 0 });
    await crashing.end();
    expect(await first).toBeInstanceOf(Error);
    expect((await terminal(downtown)).state).toBe('card_presented');

    // The retry reaches another (restarted) process and waits for the same payment; the minute passes.
    const retried = chargeOnTerminal(otherDeps, { paymentKey, locationId: downtown, amountCents: 9_900 });
    await sql`update card_simulator_transactions set due_at = now() where idempotency_key = ${paymentKey}`.execute(system.database.db);
    expect(await retried).toMatchObject({ status: 'approved', card: { last4: '0077' } });
    expect(await captures(paymentKey)).toEqual({ rows: 1, captured: 9_900, refunded: 0 });
    await expectTold(paymentKey, ['waiting', 'card_presented', 'approved']);
  });

  it('answers 404 for an unknown location and 400 for a number that is not a card', async () => {
    expect((await call('GET', `/card-terminal?locationId=${randomUUID()}`)).status).toBe(404);
    const bad = await present(downtown, '4242424242424241');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The card number is not valid' });
  });
});

describe('refunds', () => {
  it('are idempotent by refund key and refused beyond what was captured', async () => {
    const charged = await chargeCardToken(deps, {
      paymentKey: randomUUID(),
      token: await tokenFor('4242424242424242'),
      amountCents: 5_000,
    });
    if (charged.status !== 'approved') throw new Error('the charge was not approved');
    const { providerTransactionId } = charged;
    const refundKey = randomUUID();
    const first = await refundCardPayment(deps, { refundKey, providerTransactionId, amountCents: 3_000 });
    const [again, elsewhere] = await Promise.all([
      refundCardPayment(deps, { refundKey, providerTransactionId, amountCents: 3_000 }),
      refundCardPayment(otherDeps, { refundKey, providerTransactionId, amountCents: 3_000 }),
    ]);
    expect(again).toEqual(first);
    expect(elsewhere).toEqual(first);
    await expect(refundCardPayment(deps, { refundKey: randomUUID(), providerTransactionId, amountCents: 2_001 })).rejects.toMatchObject({
      status: 409,
      message: 'The refund is more than what is left of the card payment ($20.00)',
    });
    // Two different refunds of the rest at once: one of them only.
    const settled = await Promise.allSettled([
      refundCardPayment(deps, { refundKey: randomUUID(), providerTransactionId, amountCents: 2_000 }),
      refundCardPayment(otherDeps, { refundKey: randomUUID(), providerTransactionId, amountCents: 2_000 }),
    ]);
    expect(settled.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const { rows } = await sql<{ captured_cents: string; refunded_cents: string }>`
      select captured_cents, refunded_cents from card_simulator_transactions where id = ${providerTransactionId}`.execute(
      system.database.db,
    );
    expect([Number(rows[0]?.captured_cents), Number(rows[0]?.refunded_cents)]).toEqual([5_000, 5_000]);
  });
});

describe('saved cards', () => {
  it('keep only the token, brand, last four and expiry: the number is nowhere in the database or the log', async () => {
    const number = '4242424242424242';
    const clientId = randomUUID();
    const token = await tokenFor(number);
    const charged = await chargeCardToken(deps, { paymentKey: randomUUID(), token, amountCents: 2_500 });
    if (charged.status !== 'approved' || !charged.reusableToken) throw new Error('the charge was not approved with a reusable token');
    const { paymentMethodId } = await saveCard(deps, { clientId, token: charged.reusableToken, card: charged.card }, context);
    // Saving the same card again (a retried payment) keeps one.
    expect(await saveCard(deps, { clientId, token: charged.reusableToken, card: charged.card }, context)).toEqual({ paymentMethodId });
    const events = await system.store.readStream(walletStream(clientId));
    expect(events.map((event) => event.data)).toEqual([
      { clientId, paymentMethodId, providerToken: charged.reusableToken, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
    ]);

    await waitForReadModels(system);
    const listed = await call('GET', `/saved-payment-methods?clientId=${clientId}`);
    expect(savedPaymentMethodSchema.array().parse(await listed.json())).toEqual([
      { id: paymentMethodId, clientId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, savedAt: expect.any(String) },
    ]);
    const again = await chargeSavedCard(deps, { paymentKey: randomUUID(), paymentMethodId, clientId, amountCents: 1_500 });
    expect(again).toMatchObject({ status: 'approved', card: { last4: '4242' } });
    await expect(
      chargeSavedCard(deps, { paymentKey: randomUUID(), paymentMethodId, clientId: randomUUID(), amountCents: 100 }),
    ).rejects.toMatchObject({
      status: 404,
    });
    // A card tapped on the terminal, and a mistyped number, go through the logged backend too.
    const tapped = randomUUID();
    const charge = chargeOnTerminal(deps, { paymentKey: tapped, locationId: uptown, amountCents: 800 });
    await waitingFor(uptown, tapped);
    expect((await present(uptown, '4242 4242 4242 4242')).status).toBe(200);
    expect(await charge).toMatchObject({ status: 'approved' });
    await call('POST', '/card-provider/tokens', { number: `${number}0`, expMonth: 12, expYear: 2031, cvc: '123' });

    // Every text of every table of every schema (each row cast whole to text: the events' data and metadata
    // included), for the number typed either way.
    const { rows: tables } = await sql<{ schema: string; table: string }>`
      select table_schema as schema, table_name as table from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(system.database.db);
    expect(tables.map((table) => table.table)).toEqual(
      expect.arrayContaining(['events', 'card_simulator_tokens', 'card_simulator_transactions']),
    );
    const holding = async (needle: string) => {
      const found: string[] = [];
      for (const { schema, table } of tables) {
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from ${sql.id(schema, table)} as t where t::text like ${`%${needle}%`}`.execute(system.database.db);
        if (Number(rows[0]?.n) > 0) found.push(`${schema}.${table}`);
      }
      return found;
    };
    // The search finds what is there: the saved card's token is in its event.
    expect(await holding(charged.reusableToken)).toEqual(expect.arrayContaining(['public.events']));
    expect(await holding(number)).toEqual([]);
    expect(await holding('4242 4242 4242 4242')).toEqual([]);

    const log = logLines.join('');
    expect(log).toContain('/api/card-provider/tokens');
    expect(log).toContain('/api/card-terminal/present');
    expect(log).not.toContain(number);
    expect(log).not.toContain('4242 4242 4242 4242');

    const removed = await callApi(system.baseUrl, 'DELETE', `/saved-payment-methods/${paymentMethodId}`, frontDesk);
    expect(removed.status).toBe(200);
    expect(await (await call('GET', `/saved-payment-methods?clientId=${clientId}`)).json()).toEqual([]);
    expect((await call('DELETE', `/saved-payment-methods/${paymentMethodId}`)).status).toBe(404);
  });
});
