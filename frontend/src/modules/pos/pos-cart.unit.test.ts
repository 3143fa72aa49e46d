import { describe, expect, it } from 'vitest';
import { openSaleSchema, type Sale } from '@chairside/shared/sales/sale-dto';
import {
  addLine,
  cartFromCheckout,
  cartFromSale,
  cartProblem,
  emptyCart,
  groupedCode,
  openSaleInput,
  parseStoredCart,
  priceCart,
  removeLine,
  serializeCart,
  setLineDiscount,
  setLineQuantity,
  setTip,
  splitTip,
  type PosCart,
  type PosLine,
} from './pos-cart';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const cut: PosLine = {
  kind: 'service',
  lineId: id(1),
  serviceId: id(2),
  staffId: id(3),
  description: 'Haircut',
  unitPriceCents: 6000,
  quantity: 1,
  discount: null,
};
const gift: PosLine = {
  kind: 'gift_card',
  lineId: id(4),
  mode: 'sell',
  code: 'ABCD2345EFGH6789',
  amountCents: 5000,
  description: 'Gift card',
};
const polish: PosLine = {
  kind: 'custom',
  lineId: id(5),
  description: 'Nail polish',
  unitPriceCents: 1299,
  quantity: 1,
  taxable: false,
  discount: null,
};

const withLines = (...lines: PosLine[]): PosCart => lines.reduce(addLine, emptyCart);

describe('the POS cart', () => {
  it('adds, changes and removes lines without touching the others', () => {
    let cart = withLines(cut, gift);
    cart = setLineQuantity(cart, cut.lineId, 2);
    expect(cart.lines[0]).toMatchObject({ quantity: 2 });
    cart = setLineQuantity(cart, cut.lineId, 500);
    expect(cart.lines[0]).toMatchObject({ quantity: 99 });
    cart = removeLine(cart, cut.lineId);
    expect(cart.lines).toEqual([gift]);
  });

  it('never discounts a gift card', () => {
    const cart = setLineDiscount(withLines(gift), gift.lineId, { kind: 'percent', basisPoints: 1000, reason: 'Friend' });
    expect(cart.lines[0]).toEqual(gift);
  });

  it('prices with the location tax on taxable lines only, tips last', () => {
    // $60 haircut taxed at 8.25% = $4.95; the $50 gift card and the untaxed polish are not taxed.
    const cart = setTip(withLines(cut, gift, polish), 1000, [id(3)]);
    const { totals } = priceCart(cart, 825);
    expect(totals).toMatchObject({ subtotalCents: 12299, taxableCents: 6000, taxCents: 495, tipCents: 1000, totalCents: 13794 });
  });

  it('shares a cart discount among the discountable lines and treats a missing tax rate as none', () => {
    const cart = { ...withLines(cut, gift), cartDiscount: { kind: 'amount' as const, amountCents: 1000, reason: 'Loyalty' } };
    const priced = priceCart(cart, 0);
    expect(priced.lines.map((line) => line.cartDiscountCents)).toEqual([1000, 0]);
    expect(priced.totals.totalCents).toBe(10000);
  });

  it('says why it cannot be charged yet', () => {
    expect(cartProblem(emptyCart)).toBe('Add something to the cart');
    expect(cartProblem(setTip(withLines(cut), 500, []))).toBe('Choose who the tip is for');
    const tooMuch = setLineDiscount(withLines(cut), cut.lineId, { kind: 'amount', amountCents: 7000, reason: 'Oops' });
    expect(cartProblem(tooMuch)).toBe('A line discount cannot be more than the line');
    expect(cartProblem(withLines(gift, { ...gift, lineId: id(6) }))).toBe('A gift card appears once in a sale');
    expect(cartProblem(withLines(cut))).toBeNull();
  });

  it('splits a tip evenly, the odd cents to the first people', () => {
    expect(splitTip(1000, ['a', 'b', 'c'])).toEqual([
      { staffId: 'a', amountCents: 334 },
      { staffId: 'b', amountCents: 333 },
      { staffId: 'c', amountCents: 333 },
    ]);
    expect(splitTip(1000, [])).toEqual([]);
    expect(splitTip(0, ['a'])).toEqual([]);
  });

  it('builds a POST /api/sales body the server’s schema accepts', () => {
    const cart = setTip(withLines(cut, gift, polish), 1001, [id(3), id(7)]);
    const body = openSaleInput(cart, id(8), id(9));
    const parsed = openSaleSchema.parse(body);
    expect(parsed.cart.tips.reduce((sum, tip) => sum + tip.amountCents, 0)).toBe(1001);
    expect(parsed.cart.lines.map((line) => line.kind)).toEqual(['service', 'gift_card', 'custom']);
  });

  it('opens an appointment’s checkout with its client and services', () => {
    const cart = cartFromCheckout({
      locationId: id(9),
      appointmentId: id(7),
      clientId: id(6),
      clientName: 'Ada Lovelace',
      saleId: null,
      lines: [{ ...cut, staffId: id(3), discount: null }],
    });
    expect(cart).toMatchObject({ appointmentId: id(7), clientId: id(6), clientName: 'Ada Lovelace', saleId: null });
    expect(cart.lines).toEqual([cut]);
  });

  it('survives a reload through session storage, and ignores a damaged copy', () => {
    const cart = { ...setTip(withLines(cut, gift), 500, [id(3)]), saleId: id(8) };
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart);
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('{"lines":"nope"}')).toBeNull();
    expect(parseStoredCart('not json')).toBeNull();
  });

  it('groups gift card codes by four', () => {
    expect(groupedCode('abcd2345efgh6789')).toBe('ABCD-2345-EFGH-6789');
  });

  it('takes an open sale back into the cart, and charging it again sends the same cart', () => {
    const cart = {
      ...setTip(withLines(cut, gift, polish), 600, [id(3)]),
      cartDiscount: { kind: 'percent' as const, basisPoints: 500, reason: 'Regular' },
    };
    const sent = openSaleSchema.parse(openSaleInput(cart, id(8), id(9)));
    const priced = priceCart(cart, 825);
    const sale = {
      id: id(8),
      clientId: null,
      clientName: null,
      appointmentId: null,
      cartDiscount: cart.cartDiscount,
      tipCents: 600,
      tips: [{ staffId: id(3), staffName: 'Jordan Ellis', amountCents: 600 }],
      lines: sent.cart.lines.map((line, index) => ({
        lineId: line.lineId,
        kind: line.kind,
        description: line.kind === 'gift_card' ? 'Gift card' : line.description,
        serviceId: line.kind === 'service' ? line.serviceId : null,
        staffId: line.kind === 'service' ? line.staffId : null,
        staffName: null,
        giftCardCode: line.kind === 'gift_card' ? line.code : null,
        giftCardMode: line.kind === 'gift_card' ? line.mode : null,
        unitPriceCents: line.kind === 'gift_card' ? line.amountCents : line.unitPriceCents,
        quantity: line.kind === 'gift_card' ? 1 : line.quantity,
        discount: line.kind === 'gift_card' ? null : line.discount,
        taxable: priced.lines[index]?.taxable ?? false,
      })),
    } as unknown as Sale;
    const back = cartFromSale(sale);
    expect(back).toMatchObject({ saleId: id(8), saleOpened: true, tipCents: 600, tipStaffIds: [id(3)] });
    expect(openSaleSchema.parse(openSaleInput(back, id(8), id(9))).cart).toEqual(sent.cart);
    expect(priceCart(back, 825).totals).toEqual(priced.totals);
  });
});
