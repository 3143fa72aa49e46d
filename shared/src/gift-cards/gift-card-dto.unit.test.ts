import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, giftCardExpiry, giftCardPolicyInputSchema, giftCardStatus, normaliseGiftCardCode } from './gift-card-dto';

describe('gift card codes', () => {
  it('normalise what is typed or printed, and refuse what is not a code', () => {
    expect(normaliseGiftCardCode(' abcd-efgh 2345 ')).toBe('ABCDEFGH2345');
    expect(normaliseGiftCardCode('ABC')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-2345-$$$$')).toBeNull();
  });

  it('are shown in groups of four', () => {
    expect(formatGiftCardCode('ABCDEFGH2345JKLM')).toBe('ABCD-EFGH-2345-JKLM');
    expect(formatGiftCardCode('abcd efgh-23')).toBe('ABCD-EFGH-23');
  });
});

describe('gift card expiry', () => {
  it('is none or at least five years', () => {
    expect(giftCardPolicyInputSchema.safeParse({ expiryMonths: null }).success).toBe(true);
    expect(giftCardPolicyInputSchema.safeParse({ expiryMonths: 60 }).success).toBe(true);
    expect(giftCardPolicyInputSchema.safeParse({ expiryMonths: 59 }).error?.issues[0]?.message).toBe(
      'A gift card may not expire within five years (60 months) of its sale',
    );
    expect(giftCardPolicyInputSchema.safeParse({ expiryMonths: 60.5 }).success).toBe(false);
  });

  it('falls the same day of the month, or the month’s last day', () => {
    expect(giftCardExpiry(new Date('2026-11-27T15:00:00Z'), 60)).toBe('2031-11-27T15:00:00.000Z');
    expect(giftCardExpiry(new Date('2028-02-29T10:00:00Z'), 61)).toBe('2033-03-29T10:00:00.000Z');
    expect(giftCardExpiry(new Date('2026-08-31T10:00:00Z'), 66)).toBe('2032-02-29T10:00:00.000Z');
    expect(giftCardExpiry(new Date('2026-11-27T15:00:00Z'), null)).toBeNull();
  });

  it('makes a card expired from its expiry on, whatever it holds', () => {
    const now = new Date('2031-11-27T15:00:00Z');
    expect(giftCardStatus({ balanceCents: 500, expiresAt: '2031-11-27T15:00:00.000Z' }, now)).toBe('expired');
    expect(giftCardStatus({ balanceCents: 500, expiresAt: '2031-11-27T15:00:01.000Z' }, now)).toBe('active');
    expect(giftCardStatus({ balanceCents: 0, expiresAt: null }, now)).toBe('empty');
  });
});
