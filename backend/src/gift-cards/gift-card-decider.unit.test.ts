import { describe, expect, it } from 'vitest';
import type { GiftCardEvent } from '@chairside/shared/gift-cards/gift-card-events';
import { deciderSpec } from '../../testing/decider-spec';
import { giftCardCodeDecider, giftCardDecider, giftCardPolicyDecider } from './gift-card-decider';

const now = new Date('2026-11-27T15:00:00Z');
const giftCardId = 'g0000000-0000-4000-8000-000000000001';
const saleId = 's0000000-0000-4000-8000-000000000001';
const lineId = 'l0000000-0000-4000-8000-000000000001';
const locationId = 'o0000000-0000-4000-8000-000000000001';
const code = 'ABCDEFGH23456789';

const { given } = deciderSpec(giftCardDecider, { now });
const issued = (expiresAt: string | null = null): GiftCardEvent => ({
  type: 'GiftCardIssued',
  data: { giftCardId, code, amountCents: 10_000, saleId, lineId, locationId, expiresAt },
});
const issue = { type: 'IssueGiftCard', giftCardId, code, amountCents: 10_000, saleId, lineId, locationId, expiresAt: null } as const;
const redeem = (redemptionId: string, amountCents: number) =>
  ({ type: 'RedeemGiftCard', giftCardId, redemptionId, amountCents, saleId: 's2', locationId }) as const;
const redeemed = (redemptionId: string, amountCents: number, balanceCents: number): GiftCardEvent => ({
  type: 'GiftCardRedeemed',
  data: { giftCardId, redemptionId, amountCents, balanceCents, saleId: 's2', locationId },
});
const restore = (refundId: string, amountCents: number, redemptionId = 'r1') =>
  ({ type: 'RestoreGiftCardRedemption', giftCardId, redemptionId, refundId, amountCents, saleId: 's2' }) as const;
const restored = (refundId: string, amountCents: number, balanceCents: number): GiftCardEvent => ({
  type: 'GiftCardRedemptionRestored',
  data: { giftCardId, redemptionId: 'r1', refundId, amountCents, balanceCents, saleId: 's2' },
});
const reload = (reloadLine: string, amountCents: number) =>
  ({ type: 'ReloadGiftCard', giftCardId, amountCents, saleId: 's3', lineId: reloadLine, locationId }) as const;

describe('gift card decider', () => {
  it('issues a card once per sale line, and refuses its code to any other sale', () => {
    given([]).when(issue).then([issued()]);
    given([issued()]).when(issue).then([]);
    given([issued()])
      .when({ ...issue, saleId: 'another sale' })
      .thenThrows({ status: 409, message: 'That gift card code is already in use' });
    given([])
      .when({ ...issue, amountCents: 0 })
      .thenThrows({ status: 400, message: 'A gift card amount must be more than $0.00' });
  });

  it('redeems part of the balance, never more than it holds', () => {
    given([issued()])
      .when(redeem('r1', 2_500))
      .then([redeemed('r1', 2_500, 7_500)]);
    given([issued(), redeemed('r1', 2_500, 7_500)])
      .when(redeem('r2', 7_501))
      .thenThrows({ status: 409, message: 'The gift card has only $75.00 left' });
    given([issued(), redeemed('r1', 2_500, 7_500)])
      .when(redeem('r2', 7_500))
      .then([redeemed('r2', 7_500, 0)]);
    given([issued(), redeemed('r1', 10_000, 0)])
      .when(redeem('r2', 1))
      .thenThrows({ status: 409, message: 'The gift card has only $0.00 left' });
    given([]).when(redeem('r1', 100)).thenThrows({ status: 404, message: 'No gift card with that code' });
    given([issued()]).when(redeem('r1', -5)).thenThrows(400);
  });

  it('answers a repeated redemption with what it already did', () => {
    given([issued(), redeemed('r1', 2_500, 7_500)])
      .when(redeem('r1', 2_500))
      .then([]);
    // Even once the card is empty: the repeat is the same redemption, not a new one.
    given([issued(), redeemed('r1', 10_000, 0)])
      .when(redeem('r1', 10_000))
      .then([]);
  });

  it('refuses an expired card for redemption and reload, from the moment it expires', () => {
    const expiring = issued('2026-11-27T15:00:00.000Z');
    given([expiring]).when(redeem('r1', 100)).thenThrows({ status: 409, message: 'This gift card expired on Nov 27, 2026' });
    given([expiring])
      .when(reload('l2', 100))
      .thenThrows({ status: 409, message: /expired/ });
    given([expiring])
      .when(redeem('r1', 100), new Date('2026-11-27T14:59:59Z'))
      .then([redeemed('r1', 100, 9_900)]);
  });

  it('reloads an active card once per sale line', () => {
    const reloaded: GiftCardEvent = {
      type: 'GiftCardReloaded',
      data: { giftCardId, amountCents: 5_000, balanceCents: 15_000, saleId: 's3', lineId: 'l2', locationId },
    };
    given([issued()]).when(reload('l2', 5_000)).then([reloaded]);
    given([issued(), reloaded]).when(reload('l2', 5_000)).then([]);
    given([]).when(reload('l2', 5_000)).thenThrows(404);
    given([issued()]).when(reload('l2', 0)).thenThrows({ status: 400, message: 'A reload must be more than $0.00' });
  });

  it('puts a redemption back once per refund, never more than was redeemed', () => {
    const history = [issued(), redeemed('r1', 3_000, 7_000)];
    given(history)
      .when(restore('f1', 1_000))
      .then([restored('f1', 1_000, 8_000)]);
    given([...history, restored('f1', 1_000, 8_000)])
      .when(restore('f1', 1_000))
      .then([]);
    given([...history, restored('f1', 1_000, 8_000)])
      .when(restore('f2', 2_000))
      .then([restored('f2', 2_000, 10_000)]);
    given([...history, restored('f1', 1_000, 8_000)])
      .when(restore('f2', 2_001))
      .thenThrows({ status: 409, message: 'Only $20.00 of that payment can go back on the gift card' });
    given(history)
      .when(restore('f1', 100, 'unknown'))
      .thenThrows({ status: 404, message: 'That payment was not taken from this gift card' });
  });

  it('puts a refund back on a card even after it expired: the money was taken from it', () => {
    const history = [issued('2026-01-01T00:00:00.000Z'), redeemed('r1', 3_000, 7_000)];
    given(history)
      .when(restore('f1', 3_000))
      .then([restored('f1', 3_000, 10_000)]);
  });

  it('never takes the balance below zero, whatever the amounts and their order', () => {
    const spec = deciderSpec(giftCardDecider, { now });
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let round = 0; round < 50; round += 1) {
      let history: GiftCardEvent[] = [issued()];
      let taken = 0;
      for (let index = 0; index < 12; index += 1) {
        const amount = 1 + Math.floor(random() * 4_000);
        const { balanceCents } = spec.fold(history);
        const when = given(history).when(redeem(`r${index}`, amount));
        if (amount > balanceCents) when.thenThrows(409);
        else {
          history = [...history, ...when.events()];
          taken += amount;
        }
        expect(spec.fold(history).balanceCents).toBeGreaterThanOrEqual(0);
      }
      expect(spec.fold(history).balanceCents).toBe(10_000 - taken);
    }
  });
});

describe('gift card code claim', () => {
  const claims = deciderSpec(giftCardCodeDecider, { now });
  const claimed = { type: 'GiftCardCodeClaimed', data: { code, giftCardId } } as const;
  it('is held by one card, and claiming it again for that card changes nothing', () => {
    claims.given([]).when({ type: 'ClaimGiftCardCode', code, giftCardId }).then([claimed]);
    claims.given([claimed]).when({ type: 'ClaimGiftCardCode', code, giftCardId }).then([]);
    claims
      .given([claimed])
      .when({ type: 'ClaimGiftCardCode', code, giftCardId: 'another card' })
      .thenThrows({ status: 409, message: 'That gift card code is already in use' });
  });
});

describe('gift card expiry policy', () => {
  const policy = deciderSpec(giftCardPolicyDecider, { now });
  it('is none or whole months from five years on', () => {
    policy
      .given([])
      .when({ type: 'SetGiftCardExpiryPolicy', months: 60 })
      .then([{ type: 'GiftCardExpiryPolicySet', data: { months: 60 } }]);
    policy
      .given([{ type: 'GiftCardExpiryPolicySet', data: { months: 60 } }])
      .when({ type: 'SetGiftCardExpiryPolicy', months: 60 })
      .then([]);
    policy.given([]).when({ type: 'SetGiftCardExpiryPolicy', months: null }).then([]);
    policy
      .given([])
      .when({ type: 'SetGiftCardExpiryPolicy', months: 59 })
      .thenThrows({ status: 400, message: /five years/ });
  });
});
