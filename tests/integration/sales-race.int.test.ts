import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleSchema, type Sale } from '@chairside/shared/sales/sale-dto';
import { saleStream } from '@chairside/shared/sales/sale-events';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';
import { createTestSession, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startSystemProcesses, type SystemProcesses } from './support/system-processes';

// Money across two backend processes on one database: the same payment sent ten times at once with one
// Idempotency-Key charges the card once; a backend killed (-9) between the terminal's approval and its
// reply leaves a payment that the same request, retried with its key on the other backend, records once and
// answers with the sale.

const downtown = demoLocations.downtown.id;
let database: TestDatabase;
let store: EventStore;
let processes: SystemProcesses | undefined;
let backends: string[] = [];
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  await seedDemoBusiness(store);
  token = await createTestSession(database.db, { userId: randomUUID(), role: 'admin' });
  processes = await startSystemProcesses({ databaseUrl: database.url, backends: 2, prefix: 'sales-race', logLevel: 'error' });
  backends = processes.backends;
  await waitForReadModels({ database, store }, 60_000);
}, 120_000);

afterAll(async () => {
  await processes?.stop();
  await store?.close();
  await database?.drop();
});

const send = (backend: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backends[backend % backends.length]!}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
    replayed: response.headers.get('idempotent-replayed'),
  }));

async function openSale(amountCents: number): Promise<Sale> {
  const reply = await send(0, 'POST', '/sales', {
    saleId: randomUUID(),
    locationId: downtown,
    cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Race item', unitPriceCents: amountCents, taxable: false }] },
  });
  expect(reply.status, reply.text).toBe(200);
  return saleSchema.parse((JSON.parse(reply.text) as { sale: unknown }).sale);
}
const paymentsOf = async (saleId: string) => (await store.readStream(saleStream(saleId))).filter((event) => event.type === 'PaymentTaken');
async function captured(): Promise<{ rows: number; cents: number }> {
  const { rows } = await sql<{ rows: string; cents: string | null }>`
    select count(*) as rows, sum(captured_cents) as cents from card_simulator_transactions where captured_cents > 0`.execute(database.db);
  return { rows: Number(rows[0]?.rows), cents: Number(rows[0]?.cents ?? 0) };
}
// Retries a request whose key is still held by a run in progress (409 with Retry-After) until it has its answer.
async function untilAnswered(attempt: () => ReturnType<typeof send>) {
  for (let tries = 0; tries < 120; tries += 1) {
    const reply = await attempt();
    if (reply.status !== 409 || !reply.text.includes('still being processed')) return reply;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the request was never answered');
}

describe('payments across two backend processes', () => {
  it('charges a keyed card once when the same payment is sent ten times at once with one Idempotency-Key', async () => {
    const sale = await openSale(7_500);
    const before = await captured();
    const tokenReply = await send(1, 'POST', '/card-provider/tokens', {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(tokenReply.status, tokenReply.text).toBe(200);
    const cardToken = (JSON.parse(tokenReply.text) as { token: string }).token;
    const key = `race-${randomUUID()}`;
    const pay = (index: number) =>
      send(
        index,
        'POST',
        `/sales/${sale.id}/payments`,
        { method: 'card_keyed', amountCents: 7_500, token: cardToken },
        { 'Idempotency-Key': key },
      );
    const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => pay(index)));
    expect(
      replies.filter((reply) => reply.status !== 200 && reply.status !== 409),
      replies.map((reply) => reply.text).join('\n'),
    ).toEqual([]);
    const answered = await Promise.all(replies.map((reply, index) => (reply.status === 200 ? reply : untilAnswered(() => pay(index)))));
    const sales = answered.map((reply) => saleSchema.parse((JSON.parse(reply.text) as { sale: unknown }).sale));
    expect(new Set(sales.map((entry) => JSON.stringify(entry.payments))).size).toBe(1);
    expect(sales[0]).toMatchObject({
      status: 'paid',
      paidCents: 7_500,
      payments: [expect.objectContaining({ method: 'card_keyed', card: expect.objectContaining({ last4: '4242' }) })],
    });
    expect(await paymentsOf(sale.id)).toHaveLength(1);
    expect(await captured()).toEqual({ rows: before.rows + 1, cents: before.cents + 7_500 });
  }, 60_000);

  it('never takes a gift card below zero when twenty desks redeem it at once through both backends', async () => {
    const codeReply = await send(0, 'POST', '/gift-cards/codes');
    expect(codeReply.status, codeReply.text).toBe(200);
    const { code } = JSON.parse(codeReply.text) as { code: string };
    const sold = await send(0, 'POST', '/sales', {
      saleId: randomUUID(),
      locationId: downtown,
      cart: { lines: [{ kind: 'gift_card', lineId: randomUUID(), mode: 'sell', code, amountCents: 10_000 }] },
    });
    const soldSale = saleSchema.parse((JSON.parse(sold.text) as { sale: unknown }).sale);
    const paid = await send(1, 'POST', `/sales/${soldSale.id}/payments`, { method: 'cash', amountCents: 10_000, tenderedCents: 10_000 });
    expect(paid.status, paid.text).toBe(200);
    const sales = await Promise.all(Array.from({ length: 20 }, () => openSale(1_000)));
    const replies = await Promise.all(
      sales.map((sale, index) =>
        send(
          index,
          'POST',
          `/sales/${sale.id}/payments`,
          { method: 'gift_card', amountCents: 1_000, code },
          { 'Idempotency-Key': `gift-${randomUUID()}` },
        ),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(
      statuses.filter((status) => status === 200),
      replies.map((reply) => reply.text).join('\n'),
    ).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(replies.find((reply) => reply.status === 409)?.text).toMatch(/gift card/i);
    const lookup = JSON.parse((await send(1, 'GET', `/gift-cards/lookup?code=${code}`)).text) as { balanceCents: number };
    expect(lookup.balanceCents).toBe(0);
    const recorded = (await Promise.all(sales.map((sale) => paymentsOf(sale.id)))).flat();
    expect(recorded).toHaveLength(10);
  }, 60_000);

  it('records once, and answers with the sale, a terminal payment whose backend was killed between the approval and the reply', async () => {
    const sale = await openSale(9_900);
    const before = await captured();
    const key = `crash-${randomUUID()}`;
    const body = { method: 'card_terminal', amountCents: 9_900 };
    const first = send(0, 'POST', `/sales/${sale.id}/payments`, body, { 'Idempotency-Key': key }).catch(() => null);
    await expect
      .poll(async () => JSON.parse((await send(1, 'GET', `/card-terminal?locationId=${downtown}`)).text) as { state: string }, {
        timeout: 20_000,
        interval: 100,
      })
      .toMatchObject({ state: 'waiting' });
    // The 0077 card: the processor approves at once, the approval reaches the waiting backend seconds later.
    const presented = await send(1, 'POST', '/card-terminal/present', { locationId: downtown, cardNumber: '4000000000000077' });
    expect(presented.status, presented.text).toBe(200);
    await processes!.killBackend(0);
    expect(await first).toBeNull();
    expect(await paymentsOf(sale.id)).toHaveLength(0);

    const retried = await untilAnswered(() => send(1, 'POST', `/sales/${sale.id}/payments`, body, { 'Idempotency-Key': key }));
    expect(retried.status, retried.text).toBe(200);
    const answered = saleSchema.parse((JSON.parse(retried.text) as { sale: unknown }).sale);
    expect(answered).toMatchObject({
      id: sale.id,
      status: 'paid',
      paidCents: 9_900,
      payments: [expect.objectContaining({ method: 'card_terminal', amountCents: 9_900 })],
    });
    expect(await paymentsOf(sale.id)).toHaveLength(1);
    expect(await captured()).toEqual({ rows: before.rows + 1, cents: before.cents + 9_900 });
  }, 90_000);
});
