import { describe, expect, it } from 'vitest';
import { paymentSuccessAmount } from './payment-success-live';

const succeeded = { kind: 'payment_succeeded', saleId: 's1', appointmentId: 'a1', amountCents: 8550 };
const message = (patch: unknown, locationId: string | null = 'downtown', topic = 'sales') =>
  ({ topic, locationId, patch }) as Parameters<typeof paymentSuccessAmount>[0];
const desk = { locationId: 'downtown', canViewPos: true };

describe('the payment-success overlay, live (SPEC §4.3)', () => {
  it('opens with the amount in dollars when a payment for an appointment succeeds at the selected location', () => {
    expect(paymentSuccessAmount(message(succeeded), desk)).toBe(85.5);
  });

  it('stays shut for another location, without view_pos, or with no location selected', () => {
    expect(paymentSuccessAmount(message(succeeded, 'uptown'), desk)).toBeNull();
    expect(paymentSuccessAmount(message(succeeded), { ...desk, canViewPos: false })).toBeNull();
    expect(paymentSuccessAmount(message(succeeded), { ...desk, locationId: null })).toBeNull();
  });

  it('stays shut for other sales notices and other topics', () => {
    expect(paymentSuccessAmount(message(undefined), desk)).toBeNull();
    expect(paymentSuccessAmount(message({ kind: 'sale_changed' }), desk)).toBeNull();
    expect(paymentSuccessAmount(message({ ...succeeded, amountCents: 0 }), desk)).toBeNull();
    expect(paymentSuccessAmount(message(succeeded, 'downtown', 'appointments'), desk)).toBeNull();
  });
});
