import { describe, expect, it } from 'vitest';
import type { Sale } from '@chairside/shared/sales/sale-dto';
import { receiptEmail } from './sale-receipt';

const sale: Sale = {
  id: 'sale-1',
  number: 'AB12CD34',
  locationId: 'location-1',
  locationName: 'Downtown',
  clientId: 'client-1',
  clientName: 'Jane Doe',
  clientEmail: 'jane@example.com',
  appointmentId: null,
  status: 'paid',
  lines: [
    {
      lineId: 'line-1',
      kind: 'service',
      description: 'Cut <b>& style</b>',
      serviceId: 'service-1',
      staffId: 'staff-1',
      staffName: 'Maya Chen',
      giftCardCode: null,
      giftCardMode: null,
      unitPriceCents: 4000,
      quantity: 1,
      discount: null,
      grossCents: 4000,
      lineDiscountCents: 0,
      cartDiscountCents: 0,
      netCents: 4000,
      taxable: true,
    },
  ],
  cartDiscount: null,
  tips: [{ staffId: 'staff-1', staffName: 'Maya Chen', amountCents: 800 }],
  subtotalCents: 4000,
  discountCents: 0,
  taxRateBasisPoints: 1025,
  taxCents: 410,
  tipCents: 800,
  totalCents: 5210,
  paidCents: 5210,
  refundedCents: 0,
  balanceCents: 0,
  payments: [
    {
      id: 'p1',
      method: 'cash',
      amountCents: 3000,
      tenderedCents: 5000,
      changeCents: 2000,
      card: null,
      giftCardCode: null,
      refundedCents: 0,
      takenAt: '2026-11-27T16:00:00.000Z',
      takenBy: 'Fran Desk',
    },
    {
      id: 'p2',
      method: 'card_terminal',
      amountCents: 2210,
      tenderedCents: null,
      changeCents: null,
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
      giftCardCode: null,
      refundedCents: 0,
      takenAt: '2026-11-27T16:01:00.000Z',
      takenBy: 'Fran Desk',
    },
  ],
  refunds: [],
  openedAt: '2026-11-27T15:59:00.000Z',
  paidAt: '2026-11-27T16:01:00.000Z',
  voidedAt: null,
  voidReason: null,
};
const place = {
  businessName: 'Chairside Demo Salon & Spa',
  locationName: 'Downtown',
  address: '120 N LaSalle St\nChicago, IL 60602',
  phone: '+13125550100',
  zone: 'America/Chicago',
};

describe('the receipt e-mail', () => {
  it('lists what was bought, the tax, the tip and how it was paid, on the location’s clock', () => {
    const email = receiptEmail(sale, place);
    expect(email.subject).toBe('Your receipt from Chairside Demo Salon & Spa ($52.10)');
    expect(email.text).toContain('receipt AB12CD34');
    expect(email.text).toContain('Friday, November 27, 2026 at 10:01 AM CST');
    expect(email.text).toContain('Tax (10.25%): $4.10');
    expect(email.text).toContain('Tip: $8.00');
    expect(email.text).toContain('Paid: Cash: $30.00');
    expect(email.text).toContain('Change: $20.00');
    expect(email.text).toContain('Paid: Card (terminal) Visa •••• 4242: $22.10');
    expect(email.text).toContain('Total: $52.10');
  });

  it('escapes what people typed in its HTML', () => {
    const html = receiptEmail(sale, place).html ?? '';
    expect(html).toContain('Cut &#60;b&#62;&#38; style&#60;/b&#62;');
    expect(html).not.toContain('<b>& style</b>');
    expect(html).toContain('Chairside Demo Salon &#38; Spa');
  });
});
