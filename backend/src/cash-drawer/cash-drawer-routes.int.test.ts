import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashDrawerSchema } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { cashDrawerStream } from '@chairside/shared/cash-drawer/cash-drawer-events';
import type { PaymentRefunded, PaymentTaken } from '@chairside/shared/sales/sale-events';
import { saleStream } from '@chairside/shared/sales/sale-events';
import { demoLocations } from '../business/index';
import { demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';
import { callApi, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// A location's cash drawer through its routes: opened with a float by the desk, the cash of the sales at that
// location counted while it is open (sales events appended here as the sales module writes them), and
// closed with a count by a manager, over or short.

let system: TestSystem;
let manager: string;
let frontDesk: string;
const location: string = demoLocations.uptown.id;
const elsewhere = demoLocations.downtown.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
}, 120_000);
afterAll(() => system.stop());

const call = (token: string, method: string, path: string, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const drawer = async (locationId = location) => {
  const response = await call(frontDesk, 'GET', `/cash-drawer?locationId=${locationId}`);
  expect(response.status).toBe(200);
  return cashDrawerSchema.parse(await response.json());
};

const metadata = {
  userId: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
  source: 'api' as const,
};
const payment = (locationId: string, method: PaymentTaken['data']['method'], amountCents: number): PaymentTaken['data'] => ({
  saleId: randomUUID(),
  paymentId: randomUUID(),
  locationId,
  method,
  amountCents,
  tenderedCents: method === 'cash' ? amountCents : null,
  changeCents: method === 'cash' ? 0 : null,
  card: null,
  providerTransactionId: null,
  paymentMethodId: null,
  giftCardId: null,
  giftCardCode: null,
});
// The sale itself is opened through the sales API (its read model knows it); its payments are appended as
// the sales module records them.
async function takePayment(data: PaymentTaken['data']) {
  const opened = await call(frontDesk, 'POST', '/sales', {
    saleId: data.saleId,
    locationId: data.locationId,
    cart: { lines: [{ kind: 'custom', lineId: randomUUID(), description: 'Shampoo', unitPriceCents: data.amountCents, taxable: false }] },
  });
  expect(opened.status, await opened.clone().text()).toBe(200);
  await system.store.appendToStream(saleStream(data.saleId), [{ id: randomUUID(), type: 'PaymentTaken', data, metadata }], {
    expectedRevision: 'any',
  });
}
async function refund(paid: PaymentTaken['data'], amountCents: number) {
  const data: PaymentRefunded['data'] = {
    saleId: paid.saleId,
    refundId: randomUUID(),
    paymentId: paid.paymentId,
    locationId: paid.locationId,
    method: paid.method,
    amountCents,
    reason: 'Returned',
    providerRefundId: null,
  };
  await system.store.appendToStream(saleStream(paid.saleId), [{ id: randomUUID(), type: 'PaymentRefunded', data, metadata }], {
    expectedRevision: 'any',
  });
}

describe('the cash drawer', () => {
  it('opens with a float, once', async () => {
    await takePayment(payment(location, 'cash', 9_999)); // before the drawer opened: not counted
    const opened = await call(frontDesk, 'POST', '/cash-drawer/open', { locationId: location, floatCents: 20_000 });
    expect(opened.status, await opened.clone().text()).toBe(200);
    expect((await system.store.readStream(cashDrawerStream(location))).map((event) => event.type)).toEqual(['CashDrawerOpened']);
    const twice = await call(manager, 'POST', '/cash-drawer/open', { locationId: location, floatCents: 5_000 });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ error: 'The cash drawer is already open; close it before opening it again' });
    expect((await drawer()).session).toMatchObject({
      floatCents: 20_000,
      cashInCents: 0,
      cashOutCents: 0,
      expectedCents: 20_000,
      openedBy: expect.any(String),
    });
  });

  it('counts the cash of the location’s sales while it is open, and nothing else', async () => {
    const cash = payment(location, 'cash', 4_250);
    await takePayment(cash);
    await takePayment(payment(location, 'cash', 1_000));
    await takePayment(payment(location, 'card_terminal', 7_000));
    await takePayment(payment(elsewhere, 'cash', 3_000));
    await refund(cash, 1_250);
    await waitForReadModels(system);
    expect((await drawer()).session).toMatchObject({ floatCents: 20_000, cashInCents: 5_250, cashOutCents: 1_250, expectedCents: 24_000 });
    expect((await drawer(elsewhere)).session).toBeNull();
  });

  it('is closed with a count by a manager only, recording over or short, and refuses to close twice', async () => {
    const desk = await call(frontDesk, 'POST', '/cash-drawer/close', { locationId: location, countedCents: 23_500, note: 'Evening' });
    expect(desk.status).toBe(403);
    const closed = await call(manager, 'POST', '/cash-drawer/close', {
      locationId: location,
      countedCents: 23_500,
      note: ' Evening count ',
    });
    expect(closed.status, await closed.clone().text()).toBe(200);
    const after = await drawer();
    expect(after.session).toBeNull();
    expect(after.closed[0]).toMatchObject({
      floatCents: 20_000,
      expectedCents: 24_000,
      countedCents: 23_500,
      differenceCents: -500,
      note: 'Evening count',
      countedBy: expect.any(String),
    });
    const again = await call(manager, 'POST', '/cash-drawer/close', { locationId: location, countedCents: 0, note: '' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'The cash drawer is not open' });

    // Cash taken while closed is not counted; the next session starts from its own float and comes out over.
    await takePayment(payment(location, 'cash', 2_000));
    expect((await call(frontDesk, 'POST', '/cash-drawer/open', { locationId: location, floatCents: 10_000 })).status).toBe(200);
    await takePayment(payment(location, 'cash', 500));
    await waitForReadModels(system);
    expect((await drawer()).session).toMatchObject({ expectedCents: 10_500 });
    expect((await call(manager, 'POST', '/cash-drawer/close', { locationId: location, countedCents: 10_600 })).status).toBe(200);
    const history = (await drawer()).closed;
    expect(history.map((session) => session.differenceCents)).toEqual([100, -500]);
  });

  it('refuses an unknown location and amounts that are not cents', async () => {
    expect((await call(frontDesk, 'GET', `/cash-drawer?locationId=${randomUUID()}`)).status).toBe(404);
    expect((await call(frontDesk, 'POST', '/cash-drawer/open', { locationId: randomUUID(), floatCents: 100 })).status).toBe(404);
    const fraction = await call(frontDesk, 'POST', '/cash-drawer/open', { locationId: location, floatCents: 10.5 });
    expect(fraction.status).toBe(400);
    expect(((await fraction.json()) as { error: string }).error).toContain('The float is in whole cents');
  });
});
