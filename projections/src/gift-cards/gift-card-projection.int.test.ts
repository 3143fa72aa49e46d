import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardPolicyStream, giftCardStream, type GiftCardEvent } from '@chairside/shared/gift-cards/gift-card-events';
import { startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { projections } from '../registry';
import { giftCardPolicyProjection, giftCardProjection } from './gift-card-projection';
import { findGiftCardByCode, getGiftCard, getGiftCardPolicy, giftCardLiabilityCents, listGiftCards } from './gift-card-queries';

let world: ProjectionWorld;
beforeAll(async () => {
  // The location names the list shows come from the business module's read model.
  const locations = projections.filter((projection) => projection.name === 'location_list');
  world = await startProjectionWorld('gift-cards-test', [giftCardProjection, giftCardPolicyProjection, ...locations]);
}, 60_000);
afterAll(() => world?.stop());

describe('gift cards read model', () => {
  const [open, spent, lapsed] = [randomUUID(), randomUUID(), randomUUID()];
  const locationId = randomUUID();
  const issued = (giftCardId: string, code: string, amountCents: number, expiresAt: string | null = null): GiftCardEvent => ({
    type: 'GiftCardIssued',
    data: { giftCardId, code, amountCents, saleId: randomUUID(), lineId: randomUUID(), locationId, expiresAt },
  });

  beforeAll(async () => {
    await world.append(giftCardStream(open), [
      issued(open, 'OPENCARD2345', 10_000),
      {
        type: 'GiftCardRedeemed',
        data: { giftCardId: open, redemptionId: 'r1', amountCents: 3_000, balanceCents: 7_000, saleId: 's2', locationId },
      },
      {
        type: 'GiftCardRedemptionRestored',
        data: { giftCardId: open, redemptionId: 'r1', refundId: 'f1', amountCents: 1_000, balanceCents: 8_000, saleId: 's2' },
      },
      {
        type: 'GiftCardReloaded',
        data: { giftCardId: open, amountCents: 2_000, balanceCents: 10_000, saleId: 's3', lineId: 'l3', locationId },
      },
    ]);
    await world.append(giftCardStream(spent), [
      issued(spent, 'SPENTCARD234', 5_000),
      {
        type: 'GiftCardRedeemed',
        data: { giftCardId: spent, redemptionId: 'r2', amountCents: 5_000, balanceCents: 0, saleId: 's4', locationId },
      },
    ]);
    await world.append(giftCardStream(lapsed), [issued(lapsed, 'LAPSEDCARD23', 4_000, '2020-01-01T00:00:00.000Z')]);
    await world.append(giftCardPolicyStream('business-1'), [{ type: 'GiftCardExpiryPolicySet', data: { months: 84 } }]);
    await world.caughtUp();
  });

  it('looks a card up by code with its balance and status', async () => {
    expect(await findGiftCardByCode(world.readDb, 'OPENCARD2345')).toEqual({
      id: open,
      code: 'OPENCARD2345',
      balanceCents: 10_000,
      status: 'active',
      expiresAt: null,
    });
    expect(await findGiftCardByCode(world.readDb, 'SPENTCARD234')).toMatchObject({ status: 'empty', balanceCents: 0 });
    expect(await findGiftCardByCode(world.readDb, 'LAPSEDCARD23')).toMatchObject({ status: 'expired', balanceCents: 4_000 });
    expect(await findGiftCardByCode(world.readDb, 'NOSUCHCARD23')).toBeNull();
  });

  it('keeps each card’s history in order, money off the card negative', async () => {
    const card = await getGiftCard(world.readDb, open);
    expect(card?.history.map((entry) => [entry.kind, entry.amountCents, entry.balanceCents])).toEqual([
      ['issued', 10_000, 10_000],
      ['redeemed', -3_000, 7_000],
      ['restored', 1_000, 8_000],
      ['reloaded', 2_000, 10_000],
    ]);
    expect(card).toMatchObject({ initialCents: 10_000, balanceCents: 10_000, locationId });
  });

  it('lists and searches cards, and owes only what usable cards hold', async () => {
    const all = await listGiftCards(world.readDb, {});
    expect(all.outstandingCents).toBe(10_000);
    expect(all.activeCount).toBe(1);
    expect(await giftCardLiabilityCents(world.readDb)).toBe(10_000);
    expect((await listGiftCards(world.readDb, { search: 'spent-card' })).cards.map((card) => card.id)).toEqual([spent]);
    expect((await listGiftCards(world.readDb, { status: 'expired' })).cards.map((card) => card.id)).toEqual([lapsed]);
    expect((await listGiftCards(world.readDb, { status: 'empty' })).cards.map((card) => card.id)).toEqual([spent]);
    expect((await listGiftCards(world.readDb, { status: 'active' })).cards.map((card) => card.id)).toEqual([open]);
  });

  it('holds the expiry policy', async () => {
    expect(await getGiftCardPolicy(world.readDb)).toMatchObject({ expiryMonths: 84 });
  });
});
