import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailsSchema, bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import { checkoutSchema, saleSchema, salesSummarySchema, type Sale } from '@chairside/shared/sales/sale-dto';
import { saleStream } from '@chairside/shared/sales/sale-events';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoPassword } from '@chairside/backend/identity/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type ApiCall,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import { signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { outboxQueueName } from '@chairside/platform/messaging/outbox-jobs';
import { closeRedis, createRedis } from '@chairside/platform/redis';
import { Queue } from 'bullmq';

// The point of sale through its API, as the front desk and a manager use it: checkout of an appointment,
// split payments, the appointment paid on the calendar, refunds and voids (the receipt's delivery to the
// inbox is the POS journey's; its content is sale-receipt.unit.test.ts's).

let system: TestSystem;
let admin: ApiCall;
let desk: ApiCall;
let deskToken: string;
let manager: ApiCall;
let world: AppointmentWorld;
const downtown = demoLocations.downtown.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  const token = async (name: string) => (await signIn(system.baseUrl, name, demoPassword)).token;
  admin = apiCaller(system.baseUrl, await token('admin'));
  deskToken = await token('frontdesk');
  desk = apiCaller(system.baseUrl, deskToken);
  manager = apiCaller(system.baseUrl, await token('manager'));
  world = await createAppointmentWorld(admin, { locationId: downtown });
}, 120_000);
afterAll(() => system.stop());

async function ok<T>(response: Promise<Response>, parse: (body: unknown) => T): Promise<T> {
  const reply = await response;
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return parse(JSON.parse(text));
}
async function refused(response: Promise<Response>, status: number, error: string | RegExp) {
  const reply = await response;
  const body = (await reply.json()) as { error: string };
  expect(reply.status, body.error).toBe(status);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}
const saleOf = (body: unknown) => saleSchema.parse((body as { sale: unknown }).sale);
const readSale = (id: string) => ok(desk('GET', `/sales/${id}`), (body) => saleSchema.parse(body));
const details = (id: string) => ok(admin('GET', `/appointments/${id}`), (body) => appointmentDetailsSchema.parse(body));
const streamTypes = async (saleId: string) => (await system.store.readStream(saleStream(saleId))).map((event) => event.type);

async function bookTomorrow(time: string): Promise<string> {
  const date = addDays(localToday(), 1);
  const reply = await ok(
    admin('POST', '/appointments', {
      locationId: downtown,
      clientId: world.clientId,
      startsAt: localInstant(date, time),
      items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
    }),
    (body) => bookAppointmentReplySchema.parse(body),
  );
  return reply.id;
}

describe('checkout of an appointment', () => {
  let sale: Sale;
  let appointmentId: string;

  it('opens with the appointment’s client, services, staff and price, and is taxed at the location’s rate', async () => {
    appointmentId = await bookTomorrow('10:00');
    await ok(
      admin('POST', `/appointments/${appointmentId}/status`, { status: 'checked_in', override: { reason: 'Early arrival' } }),
      (body) => body,
    );
    const checkout = await ok(desk('GET', `/pos/checkout?appointmentId=${appointmentId}`), (body) => checkoutSchema.parse(body));
    expect(checkout).toMatchObject({ locationId: downtown, appointmentId, clientId: world.clientId, saleId: null });
    expect(checkout.lines).toEqual([
      expect.objectContaining({ serviceId: world.services.plain, staffId: world.staff[0]!.id, unitPriceCents: 4000 }),
    ]);
    const saleId = randomUUID();
    sale = await ok(
      desk('POST', '/sales', {
        saleId,
        locationId: downtown,
        clientId: checkout.clientId,
        appointmentId,
        cart: { lines: checkout.lines, tips: [{ staffId: world.staff[0]!.id, amountCents: 800 }] },
      }),
      saleOf,
    );
    // $40.00 at Downtown's 10.25%: $4.10 tax, $8.00 tip.
    expect(sale).toMatchObject({ status: 'open', subtotalCents: 4000, taxCents: 410, tipCents: 800, totalCents: 5210, balanceCents: 5210 });
    expect((await ok(desk('GET', `/pos/checkout?appointmentId=${appointmentId}`), (body) => checkoutSchema.parse(body))).saleId).toBe(
      saleId,
    );
  });

  it('takes part in cash with change, refuses more than is left, and is paid by the rest: the appointment is completed and paid', async () => {
    const afterCash = await ok(
      desk('POST', `/sales/${sale.id}/payments`, { method: 'cash', amountCents: 3000, tenderedCents: 5000 }),
      saleOf,
    );
    expect(afterCash.payments).toEqual([
      expect.objectContaining({ method: 'cash', amountCents: 3000, tenderedCents: 5000, changeCents: 2000 }),
    ]);
    expect(afterCash.balanceCents).toBe(2210);
    await refused(
      desk('POST', `/sales/${sale.id}/payments`, { method: 'cash', amountCents: 2211, tenderedCents: 3000 }),
      409,
      'The payment is more than the $22.10 left to pay',
    );
    await refused(
      desk('POST', `/sales/${sale.id}/payments`, { method: 'cash', amountCents: 2000, tenderedCents: 1000 }),
      400,
      'The cash given is less than the amount to pay',
    );
    const paid = await ok(desk('POST', `/sales/${sale.id}/payments`, { method: 'cash', amountCents: 2210, tenderedCents: 2210 }), saleOf);
    expect(paid).toMatchObject({ status: 'paid', paidCents: 5210, balanceCents: 0 });
    expect(await details(appointmentId)).toMatchObject({ status: 'completed', paid: true });
    const summary = await ok(desk('GET', `/sales/summary?locationId=${downtown}`), (body) => salesSummarySchema.parse(body));
    expect(summary.count).toBeGreaterThanOrEqual(1);
    expect(summary.totalCents).toBeGreaterThanOrEqual(5210);
  });

  it('refunds as a manager back to the method, refuses the desk and anything beyond what is left', async () => {
    const payment = (await readSale(sale.id)).payments[0]!;
    await refused(
      desk('POST', `/sales/${sale.id}/refunds`, { paymentId: payment.id, amountCents: 100, reason: 'Unhappy' }),
      403,
      /permission/i,
    );
    const refunded = await ok(
      manager('POST', `/sales/${sale.id}/refunds`, { paymentId: payment.id, amountCents: 1000, reason: 'Unhappy with fringe' }),
      saleOf,
    );
    expect(refunded.refunds).toEqual([expect.objectContaining({ method: 'cash', amountCents: 1000, reason: 'Unhappy with fringe' })]);
    expect(refunded.payments[0]).toMatchObject({ refundedCents: 1000 });
    await refused(
      manager('POST', `/sales/${sale.id}/refunds`, { paymentId: payment.id, amountCents: 2001, reason: 'Again' }),
      409,
      'Only $20.00 of this payment is left to refund',
    );
    await refused(
      manager('POST', `/sales/${sale.id}/void`, { reason: 'Oops' }),
      409,
      'A paid sale cannot be voided; refund its payments instead',
    );
  });

  it('pays a visit before it starts without changing its status', async () => {
    const later = await bookTomorrow('13:00');
    const checkout = await ok(desk('GET', `/pos/checkout?appointmentId=${later}`), (body) => checkoutSchema.parse(body));
    const opened = await ok(
      desk('POST', '/sales', {
        saleId: randomUUID(),
        locationId: downtown,
        clientId: world.clientId,
        appointmentId: later,
        cart: { lines: checkout.lines },
      }),
      saleOf,
    );
    await ok(
      desk('POST', `/sales/${opened.id}/payments`, { method: 'cash', amountCents: opened.totalCents, tenderedCents: opened.totalCents }),
      saleOf,
    );
    expect(await details(later)).toMatchObject({ status: 'booked', paid: true });
  });
});

describe('bad input and repeated requests', () => {
  it('refuses a cart it cannot price with a sentence and writes nothing', async () => {
    const saleId = randomUUID();
    await refused(
      desk('POST', '/sales', {
        saleId,
        locationId: downtown,
        cart: {
          lines: [
            {
              kind: 'custom',
              lineId: randomUUID(),
              description: 'Polish',
              unitPriceCents: 500,
              discount: { kind: 'amount', amountCents: 600, reason: 'Friend' },
            },
          ],
        },
      }),
      400,
      'A line discount cannot be more than the line',
    );
    await refused(
      desk('POST', '/sales', { saleId, locationId: downtown, cart: { lines: [] } }),
      400,
      'cart.lines: Add something to the cart',
    );
    await refused(
      desk('POST', '/sales', {
        saleId,
        locationId: downtown,
        cart: {
          lines: [{ kind: 'custom', lineId: randomUUID(), description: 'x', unitPriceCents: 100 }],
          tips: [{ staffId: randomUUID(), amountCents: 100 }],
        },
      }),
      422,
      'Choose a member of the team for each service and tip',
    );
    expect(await streamTypes(saleId)).toEqual([]);
  });

  it('answers a repeated payment with its first answer and charges once', async () => {
    const opened = await ok(
      desk('POST', '/sales', {
        saleId: randomUUID(),
        locationId: downtown,
        cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Polish', unitPriceCents: 1000, taxable: false }] },
      }),
      saleOf,
    );
    const key = `pay-${randomUUID()}`;
    const pay = () =>
      fetch(`${system.baseUrl}/api/sales/${opened.id}/payments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Authorization: `Bearer ${deskToken}` },
        body: JSON.stringify({ method: 'cash', amountCents: 400, tenderedCents: 500 }),
      });
    const first = await pay();
    const again = await pay();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [firstSale, againSale] = [saleOf(await first.json()), saleOf(await again.json())];
    expect(againSale.payments).toEqual(firstSale.payments);
    expect(firstSale.payments).toEqual([expect.objectContaining({ amountCents: 400, changeCents: 100 })]);
    expect(await streamTypes(opened.id)).toEqual(['SaleOpened', 'PaymentTaken']);
  });

  it('still queues the receipt (once) when a payment is retried after the run that recorded it died before sending it', async () => {
    const opened = await ok(
      desk('POST', '/sales', {
        saleId: randomUUID(),
        locationId: downtown,
        clientId: world.clientId,
        cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Polish', unitPriceCents: 1000, taxable: false }] },
      }),
      saleOf,
    );
    const key = `pay-${randomUUID()}`;
    const pay = () =>
      fetch(`${system.baseUrl}/api/sales/${opened.id}/payments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Authorization: `Bearer ${deskToken}` },
        body: JSON.stringify({ method: 'cash', amountCents: 1000, tenderedCents: 1000 }),
      });
    const queue = new Queue(outboxQueueName, {
      connection: { url: testRedisUrl(), maxRetriesPerRequest: null },
      prefix: system.redisPrefix,
    });
    const redis = createRedis(testRedisUrl());
    try {
      const receipt = () => queue.getJob(`email.receipt.${opened.id}`);
      expect((await pay()).status).toBe(200);
      expect((await receipt())?.data).toMatchObject({ to: world.clientEmail, category: 'receipt' });
      // As if the process had died after the payment was recorded and before the receipt and the reply: no
      // receipt queued, no answer kept for the key.
      await (await receipt())?.remove();
      const answers = await redis.keys(`${system.redisPrefix}:idempotency:*`);
      if (answers.length) await redis.del(...answers);
      const retried = await pay();
      expect(retried.status).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect((await receipt())?.data).toMatchObject({ to: world.clientEmail, category: 'receipt' });
      expect(await streamTypes(opened.id)).toEqual(['SaleOpened', 'PaymentTaken', 'SalePaid']);
    } finally {
      await queue.close();
      await closeRedis(redis);
    }
  });

  it('voids an unpaid sale', async () => {
    const opened = await ok(
      desk('POST', '/sales', {
        saleId: randomUUID(),
        locationId: downtown,
        cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Polish', unitPriceCents: 1000 }] },
      }),
      saleOf,
    );
    await refused(desk('POST', `/sales/${opened.id}/void`, { reason: 'Wrong client' }), 403, /permission/i);
    expect(await ok(manager('POST', `/sales/${opened.id}/void`, { reason: 'Wrong client' }), saleOf)).toMatchObject({
      status: 'voided',
      voidReason: 'Wrong client',
    });
    await refused(
      desk('POST', `/sales/${opened.id}/payments`, { method: 'cash', amountCents: 100, tenderedCents: 100 }),
      409,
      'This sale was voided',
    );
  });
});
