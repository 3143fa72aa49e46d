import { describe, expect, it } from 'vitest';
import { PAYMENT_SUCCESS_STORAGE_KEY, parsePaymentSuccessNotice, serializePaymentSuccessNotice } from './payment-success-notice';
import { queryKeysRefreshedAfterPayment } from './payment-query-keys';

describe('the payment success notice (SPEC §3, §4.3)', () => {
  it('is kept under payment_success_active', () => {
    expect(PAYMENT_SUCCESS_STORAGE_KEY).toBe('payment_success_active');
  });

  it('round-trips isOpen and amount', () => {
    const raw = serializePaymentSuccessNotice({ isOpen: true, amount: 85.5 });
    expect(JSON.parse(raw)).toEqual({ isOpen: true, amount: 85.5 });
    expect(parsePaymentSuccessNotice(raw)).toEqual({ isOpen: true, amount: 85.5 });
  });

  it('ignores a missing or damaged notice', () => {
    expect(parsePaymentSuccessNotice(null)).toBeNull();
    expect(parsePaymentSuccessNotice('nope')).toBeNull();
    expect(parsePaymentSuccessNotice('{"isOpen":"yes","amount":1}')).toBeNull();
    expect(parsePaymentSuccessNotice('{"isOpen":true}')).toBeNull();
    expect(parsePaymentSuccessNotice('{"isOpen":true,"amount":"12"}')).toBeNull();
  });

  it('refreshes appointments, payments, sales history, saved payment methods, staff earnings and payroll history on close', () => {
    expect(queryKeysRefreshedAfterPayment).toEqual([
      ['appointments'],
      ['payments'],
      ['sales-history'],
      ['saved-payment-methods'],
      ['staff-earnings'],
      ['payroll-history'],
    ]);
  });
});
