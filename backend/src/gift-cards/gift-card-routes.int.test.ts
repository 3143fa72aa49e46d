import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@chairside/platform/database';
import type { ReadModels } from '@chairside/projections/database';
import {
  GIFT_CARD_CODE_ALPHABET,
  formatGiftCardCode,
  giftCardBalanceSchema,
  giftCardDetailSchema,
  giftCardListSchema,
  giftCardPolicySchema,
} from '@chairside/shared/gift-cards/gift-card-dto';
import { giftCardStream } from '@chairside/shared/gift-cards/gift-card-events';
import { demoLocations } from '../business/index';
import type { CommandContext } from '../commands/handle-command';
import { seedDemo } from '../seed/demo-seed';
import { seedDemoGiftCards } from './demo-gift-cards';
import { callApi, signInDemoUsers, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import {
  generateGiftCardCode,
  giftCardLineProblem,
  issueGiftCard,
  redeemGiftCard,
  reloadGiftCard,
  restoreGiftCardRedemption,
} from './index';

let system: TestSystem;
let deps: { store: TestSystem['store']; readDb: ReturnType<typeof createDb<ReadModels>> };
let frontDesk: string;
let basic: string;
const locationId = demoLocations.downtown.id;
const context: CommandContext = { userId: null, source: 'api' };

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  deps = { store: system.store, readDb: createDb<ReadModels>(system.database.pool) };
  [frontDesk, basic] = await signInDemoUsers(system.baseUrl, ['frontdesk', 'basic']);
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string | null, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const eventCount = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(system.database.db)).rows[0]?.n);
const sell = async (amountCents: number, options: { code?: string; now?: Date } = {}) => {
  const code = options.code ?? (await generateGiftCardCode(deps));
  const sale = { saleId: randomUUID(), lineId: randomUUID() };
  const now = options.now;
  const { giftCardId } = await issueGiftCard(
    deps,
    { code, amountCents, ...sale, locationId },
    now ? { ...context, now: () => now } : context,
  );
  await waitForReadModels(system);
  return { giftCardId, code, ...sale };
};
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught as { status?: number; message: string },
  );
  if (!error) throw new Error('It was not refused');
  return { status: error.status, message: error.message };
};

describe('gift card balance lookup', () => {
  it('finds a card by its code however it is typed, for the desk', async () => {
    const { giftCardId, code } = await sell(5_000);
    const typed = formatGiftCardCode(code).toLowerCase().replaceAll('-', ' ');
    const response = await call('GET', `/gift-cards/lookup?code=${encodeURIComponent(typed)}`, frontDesk);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(giftCardBalanceSchema.parse(await response.json())).toEqual({
      id: giftCardId,
      code,
      balanceCents: 5_000,
      status: 'active',
      expiresAt: null,
    });
  });

  it('answers an unknown code, a malformed one and someone without the permission with a sentence', async () => {
    const unknown = await call('GET', '/gift-cards/lookup?code=ZZZZ-ZZZZ-ZZZZ-ZZZZ', frontDesk);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No gift card with that code' });
    const malformed = await call('GET', '/gift-cards/lookup?code=abc', frontDesk);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'code: A gift card code is 8 to 20 letters and digits' });
    expect((await call('GET', '/gift-cards/lookup?code=ZZZZZZZZZZZZ', basic)).status).toBe(403);
    expect((await call('GET', '/gift-cards', basic)).status).toBe(403);
  });
});

describe('a gift card through its sales', () => {
  it('records every sale, redemption, refund and reload in its history, and lists it', async () => {
    const card = await sell(10_000);
    const redeemed = await redeemGiftCard(
      deps,
      { code: card.code, amountCents: 3_000, redemptionId: 'r-1', saleId: 'sale-2', locationId },
      context,
    );
    expect(redeemed).toMatchObject({ giftCardId: card.giftCardId, code: card.code, balanceCents: 7_000 });
    expect(
      await restoreGiftCardRedemption(
        deps,
        { giftCardId: card.giftCardId, redemptionId: 'r-1', refundId: 'f-1', amountCents: 1_000, saleId: 'sale-2' },
        context,
      ),
    ).toMatchObject({ balanceCents: 8_000 });
    expect(
      await reloadGiftCard(deps, { code: card.code, amountCents: 2_500, saleId: 'sale-3', lineId: 'line-3', locationId }, context),
    ).toMatchObject({ giftCardId: card.giftCardId, balanceCents: 10_500 });
    await waitForReadModels(system);

    const response = await call('GET', `/gift-cards/${card.giftCardId}`, frontDesk);
    expect(response.status).toBe(200);
    const detail = giftCardDetailSchema.parse(await response.json());
    expect(detail).toMatchObject({
      code: card.code,
      initialCents: 10_000,
      balanceCents: 10_500,
      locationName: 'Downtown',
      status: 'active',
    });
    expect(detail.history.map((entry) => [entry.kind, entry.amountCents, entry.balanceCents])).toEqual([
      ['issued', 10_000, 10_000],
      ['redeemed', -3_000, 7_000],
      ['restored', 1_000, 8_000],
      ['reloaded', 2_500, 10_500],
    ]);

    const list = giftCardListSchema.parse(await (await call('GET', `/gift-cards?search=${card.code.slice(3, 9)}`, frontDesk)).json());
    expect(list.cards.map((entry) => entry.id)).toEqual([card.giftCardId]);
    expect(list.outstandingCents).toBeGreaterThanOrEqual(10_500);
    expect((await call('GET', `/gift-cards/${randomUUID()}`, frontDesk)).status).toBe(404);
    expect((await call('GET', '/gift-cards/not-a-card', frontDesk)).status).toBe(404);
  });

  it('answers a repeat with what it did the first time, and appends nothing more', async () => {
    const card = await sell(4_000);
    const again = await issueGiftCard(
      deps,
      { code: card.code, amountCents: 4_000, saleId: card.saleId, lineId: card.lineId, locationId },
      context,
    );
    expect(again.giftCardId).toBe(card.giftCardId);
    const redemption = { code: card.code, amountCents: 1_500, redemptionId: 'repeat-1', saleId: 'sale-4', locationId };
    expect((await redeemGiftCard(deps, redemption, context)).balanceCents).toBe(2_500);
    await redeemGiftCard(deps, { ...redemption, redemptionId: 'repeat-2', amountCents: 500 }, context);
    // The first redemption again: its own answer, not today's balance.
    expect((await redeemGiftCard(deps, redemption, context)).balanceCents).toBe(2_500);
    const restore = { giftCardId: card.giftCardId, redemptionId: 'repeat-1', refundId: 'refund-1', amountCents: 1_500, saleId: 'sale-4' };
    expect(await restoreGiftCardRedemption(deps, restore, context)).toMatchObject({ balanceCents: 3_500 });
    expect(await restoreGiftCardRedemption(deps, restore, context)).toMatchObject({ balanceCents: 3_500 });
    const reload = { code: card.code, amountCents: 1_000, saleId: 'sale-5', lineId: 'line-5', locationId };
    expect((await reloadGiftCard(deps, reload, context)).balanceCents).toBe(4_500);
    expect((await reloadGiftCard(deps, reload, context)).balanceCents).toBe(4_500);
    expect((await system.store.readStream(giftCardStream(card.giftCardId))).map((event) => event.type)).toEqual([
      'GiftCardIssued',
      'GiftCardRedeemed',
      'GiftCardRedeemed',
      'GiftCardRedemptionRestored',
      'GiftCardReloaded',
    ]);
  });

  it('counts each operation of one request on one card, and a retry of that request finds them', async () => {
    const card = await sell(3_000);
    // A sale paid with this card that also reloads it: both in the one request (one command id).
    const request: CommandContext = { ...context, commandId: randomUUID() };
    const redemption = { code: card.code, amountCents: 1_000, redemptionId: randomUUID(), saleId: 'sale-6', locationId };
    const reload = { code: card.code, amountCents: 500, saleId: 'sale-6', lineId: 'line-6', locationId };
    expect((await redeemGiftCard(deps, redemption, request)).balanceCents).toBe(2_000);
    expect((await reloadGiftCard(deps, reload, request)).balanceCents).toBe(2_500);
    expect((await redeemGiftCard(deps, redemption, request)).balanceCents).toBe(2_000);
    expect((await reloadGiftCard(deps, reload, request)).balanceCents).toBe(2_500);
    expect((await system.store.readStream(giftCardStream(card.giftCardId))).map((event) => event.type)).toEqual([
      'GiftCardIssued',
      'GiftCardRedeemed',
      'GiftCardReloaded',
    ]);
  });

  it('refuses with a sentence and appends nothing: an overdraft, a taken code, an unknown card, too much back', async () => {
    const card = await sell(2_000);
    const before = await eventCount();
    expect(
      await refusal(
        redeemGiftCard(deps, { code: card.code, amountCents: 2_001, redemptionId: randomUUID(), saleId: 's', locationId }, context),
      ),
    ).toEqual({
      status: 409,
      message: 'The gift card has only $20.00 left',
    });
    expect(
      await refusal(
        issueGiftCard(deps, { code: card.code, amountCents: 1_000, saleId: randomUUID(), lineId: randomUUID(), locationId }, context),
      ),
    ).toEqual({
      status: 409,
      message: 'That gift card code is already in use',
    });
    expect(
      await refusal(
        redeemGiftCard(deps, { code: 'NOSUCHCARD99', amountCents: 100, redemptionId: randomUUID(), saleId: 's', locationId }, context),
      ),
    ).toEqual({
      status: 404,
      message: 'No gift card with that code',
    });
    expect(
      await refusal(reloadGiftCard(deps, { code: 'bad', amountCents: 100, saleId: 's', lineId: 'l', locationId }, context)),
    ).toMatchObject({ status: 400 });
    expect(
      await refusal(
        restoreGiftCardRedemption(
          deps,
          { giftCardId: card.giftCardId, redemptionId: 'never', refundId: 'f', amountCents: 100, saleId: 's' },
          context,
        ),
      ),
    ).toMatchObject({ status: 404 });
    expect(await eventCount()).toBe(before);
  });

  it('tells the point of sale whether a line can be sold', async () => {
    const card = await sell(1_000);
    const fresh = await generateGiftCardCode(deps);
    expect(await giftCardLineProblem(deps, { code: fresh, mode: 'sell' })).toBeNull();
    expect(await giftCardLineProblem(deps, { code: formatGiftCardCode(card.code), mode: 'sell' })).toBe(
      'That gift card code is already in use',
    );
    expect(await giftCardLineProblem(deps, { code: card.code, mode: 'reload' })).toBeNull();
    expect(await giftCardLineProblem(deps, { code: fresh, mode: 'reload' })).toBe('No gift card with that code');
    expect(await giftCardLineProblem(deps, { code: '??', mode: 'sell' })).toBe('A gift card code is 8 to 20 letters and digits');
  });
});

describe('gift card codes', () => {
  it('are fresh, 16 characters from the unambiguous alphabet, for whoever sells', async () => {
    const response = await call('POST', '/gift-cards/codes', frontDesk);
    expect(response.status).toBe(200);
    const { code } = (await response.json()) as { code: string };
    expect(code).toMatch(new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{16}$`));
    expect(await giftCardLineProblem(deps, { code, mode: 'sell' })).toBeNull();
    expect((await call('POST', '/gift-cards/codes', basic)).status).toBe(403);
  });
});

describe('gift card expiry policy', () => {
  it('is none or at least five years, set by the desk; a card keeps the expiry it was sold with', async () => {
    const before = await eventCount();
    const tooShort = await call('PUT', '/gift-cards/policy', frontDesk, { expiryMonths: 24 });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toMatchObject({
      error: 'expiryMonths: A gift card may not expire within five years (60 months) of its sale',
    });
    expect((await call('PUT', '/gift-cards/policy', basic, { expiryMonths: 60 })).status).toBe(403);
    expect(await eventCount()).toBe(before);

    const soldBefore = await sell(1_000);
    expect((await call('PUT', '/gift-cards/policy', frontDesk, { expiryMonths: 60 })).status).toBe(200);
    expect(giftCardPolicySchema.parse(await (await call('GET', '/gift-cards/policy', frontDesk)).json()).expiryMonths).toBe(60);
    const soldAfter = await sell(1_000, { now: new Date('2026-11-27T15:00:00Z') });
    const lookup = async (code: string) =>
      giftCardBalanceSchema.parse(await (await call('GET', `/gift-cards/lookup?code=${code}`, frontDesk)).json());
    expect((await lookup(soldAfter.code)).expiresAt).toBe('2031-11-27T15:00:00.000Z');
    expect((await lookup(soldBefore.code)).expiresAt).toBeNull();

    // A card sold long ago under the policy has expired: redeeming and reloading it are refused.
    const old = await sell(1_000, { now: new Date('2020-01-15T15:00:00Z') });
    expect((await lookup(old.code)).status).toBe('expired');
    expect(
      await refusal(
        redeemGiftCard(deps, { code: old.code, amountCents: 100, redemptionId: randomUUID(), saleId: 's', locationId }, context),
      ),
    ).toEqual({
      status: 409,
      message: 'This gift card expired on Jan 15, 2025',
    });
    expect(await giftCardLineProblem(deps, { code: old.code, mode: 'reload' })).toBe('This gift card expired on Jan 15, 2025');

    expect((await call('PUT', '/gift-cards/policy', frontDesk, { expiryMonths: null })).status).toBe(200);
    expect(giftCardPolicySchema.parse(await (await call('GET', '/gift-cards/policy', frontDesk)).json()).expiryMonths).toBeNull();
  });
});

describe('the demo’s gift cards', () => {
  it('are sold and used at the demo’s locations, once', async () => {
    const context = { store: system.store, readDb: deps.readDb, now: new Date(), upToDate: () => waitForReadModels(system) };
    expect(await seedDemoGiftCards(context)).toMatchObject({ seeded: true, commands: 7 });
    expect(await seedDemoGiftCards(context)).toEqual({ seeded: false, commands: 0, last: null });
    await waitForReadModels(system);
    const lookup = async (code: string) =>
      giftCardBalanceSchema.parse(await (await call('GET', `/gift-cards/lookup?code=${code}`, frontDesk)).json());
    expect(await lookup('SPAGIFT2026A')).toMatchObject({ balanceCents: 10_000, status: 'active' });
    expect(await lookup('BDAYGIFTMAYA')).toMatchObject({ balanceCents: 1_850, status: 'active' });
    expect(await lookup('UPTOWNGIFT77')).toMatchObject({ balanceCents: 2_500, status: 'active' });
  });
});
