import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardBalanceSchema, giftCardDetailSchema } from '@chairside/shared/gift-cards/gift-card-dto';
import { saleSchema } from '@chairside/shared/sales/sale-dto';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { demoPassword } from '@chairside/backend/identity/index';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { apiCaller, type ApiCall } from '@chairside/backend/testing/appointment-test-world';
import { signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';

// Gift cards through the point of sale, as the desk sells and takes them: a card sold in a paid sale exists
// with its amount; a later sale is paid partly with it; a card cannot pay more than it holds; a manager's
// refund of that payment puts the money back on the card; a reload in a paid sale tops it up.

let system: TestSystem;
let desk: ApiCall;
let manager: ApiCall;
const downtown = demoLocations.downtown.id;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  const token = async (name: string) => (await signIn(system.baseUrl, name, demoPassword)).token;
  desk = apiCaller(system.baseUrl, await token('frontdesk'));
  manager = apiCaller(system.baseUrl, await token('manager'));
}, 120_000);
afterAll(() => system.stop());

async function ok(response: Promise<Response>): Promise<unknown> {
  const reply = await response;
  const text = await reply.text();
  expect(reply.status, text).toBe(200);
  return JSON.parse(text);
}
const saleOf = (body: unknown) => saleSchema.parse((body as { sale: unknown }).sale);
const lookup = async (code: string) => giftCardBalanceSchema.parse(await ok(desk('GET', `/gift-cards/lookup?code=${code}`)));
const freeAmount = (amountCents: number) => ({
  kind: 'custom',
  lineId: randomUUID(),
  description: 'Retail',
  unitPriceCents: amountCents,
  taxable: false,
});

describe('gift cards in the point of sale', () => {
  let code: string;

  it('sells a card with a fresh code: it exists with its amount once the sale is paid', async () => {
    code = ((await ok(desk('POST', '/gift-cards/codes'))) as { code: string }).code;
    const sale = saleOf(
      await ok(
        desk('POST', '/sales', {
          saleId: randomUUID(),
          locationId: downtown,
          cart: { lines: [{ kind: 'gift_card', lineId: randomUUID(), mode: 'sell', code, amountCents: 5_000 }] },
        }),
      ),
    );
    expect(sale.totalCents).toBe(5_000);
    expect((await desk('GET', `/gift-cards/lookup?code=${code}`)).status).toBe(404);
    await ok(desk('POST', `/sales/${sale.id}/payments`, { method: 'cash', amountCents: 5_000, tenderedCents: 5_000 }));
    // The payment's reply waits for the sale's own events; the card is issued right after them.
    await waitForReadModels(system);
    expect(await lookup(code)).toMatchObject({ balanceCents: 5_000, status: 'active' });
    // The same code cannot be sold again.
    const again = await desk('POST', '/sales', {
      saleId: randomUUID(),
      locationId: downtown,
      cart: { lines: [{ kind: 'gift_card', lineId: randomUUID(), mode: 'sell', code, amountCents: 1_000 }] },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'That gift card code is already in use' });
  });

  it('pays part of a sale, never more than it holds, and a refund puts the money back', async () => {
    const sale = saleOf(
      await ok(desk('POST', '/sales', { saleId: randomUUID(), locationId: downtown, cart: { lines: [freeAmount(8_000)] } })),
    );
    const tooMuch = await desk('POST', `/sales/${sale.id}/payments`, { method: 'gift_card', amountCents: 5_001, code });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ error: 'The gift card has only $50.00 left' });
    const partly = saleOf(await ok(desk('POST', `/sales/${sale.id}/payments`, { method: 'gift_card', amountCents: 3_000, code })));
    expect(partly.balanceCents).toBe(5_000);
    expect(await lookup(code)).toMatchObject({ balanceCents: 2_000 });
    const payment = partly.payments[0];
    if (!payment) throw new Error('No payment was recorded');
    await ok(manager('POST', `/sales/${sale.id}/refunds`, { paymentId: payment.id, amountCents: 1_000, reason: 'Changed her mind' }));
    expect(await lookup(code)).toMatchObject({ balanceCents: 3_000 });
  });

  it('reloads a card in a paid sale, and keeps every step in its history', async () => {
    const sale = saleOf(
      await ok(
        desk('POST', '/sales', {
          saleId: randomUUID(),
          locationId: downtown,
          cart: { lines: [{ kind: 'gift_card', lineId: randomUUID(), mode: 'reload', code, amountCents: 2_500 }] },
        }),
      ),
    );
    await ok(desk('POST', `/sales/${sale.id}/payments`, { method: 'cash', amountCents: 2_500, tenderedCents: 3_000 }));
    const card = await lookup(code);
    expect(card.balanceCents).toBe(5_500);
    await waitForReadModels(system);
    const detail = giftCardDetailSchema.parse(await ok(desk('GET', `/gift-cards/${card.id}`)));
    expect(detail.history.map((entry) => [entry.kind, entry.amountCents, entry.balanceCents])).toEqual([
      ['issued', 5_000, 5_000],
      ['redeemed', -3_000, 2_000],
      ['restored', 1_000, 3_000],
      ['reloaded', 2_500, 5_500],
    ]);
    const unknown = await desk('POST', '/sales', {
      saleId: randomUUID(),
      locationId: downtown,
      cart: { lines: [{ kind: 'gift_card', lineId: randomUUID(), mode: 'reload', code: 'NOSUCHCARD23', amountCents: 1_000 }] },
    });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({ error: 'No gift card with that code' });
  });
});
