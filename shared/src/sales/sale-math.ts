// The arithmetic of a sale, in integer cents (ARCHITECTURE §10): the pure rules both the browser's cart and
// the server's decider price with, so the total the desk sees is the total the card is charged.
//
// Order of operations (docs/decisions.md, "Money"):
// 1. a line's gross is its unit price × quantity (a gift card's is its amount);
// 2. a line discount comes off its line (a percentage rounds half up to the cent);
// 3. a cart discount comes off the discountable lines (services and free amounts, never gift cards),
//    shared among them in proportion to what is left of each, the cents left over by the division going to
//    the lines with the largest remainders (ties: the earlier line);
// 4. tax is the location's rate on the sum of the taxable lines' nets, rounded half up once per sale
//    (gift cards and tips are never taxed);
// 5. tips are added last.

export type Discount = { kind: 'percent'; basisPoints: number; reason: string } | { kind: 'amount'; amountCents: number; reason: string };

export type PricedLineInput = {
  lineId: string;
  kind: 'service' | 'gift_card' | 'custom';
  unitPriceCents: number;
  quantity: number;
  taxable: boolean;
  discount: Discount | null;
};

export type PricedLine = {
  lineId: string;
  grossCents: number;
  lineDiscountCents: number;
  cartDiscountCents: number;
  netCents: number;
  taxable: boolean;
};

export type SaleTotals = {
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
};

// Half up for non-negative amounts: 12.5 cents → 13 cents. Integers only, so no floating-point drift.
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function discountCents(baseCents: number, discount: Discount | null): number {
  if (!discount) return 0;
  const raw = discount.kind === 'percent' ? percentOfCents(baseCents, discount.basisPoints) : discount.amountCents;
  return Math.min(Math.max(raw, 0), baseCents);
}

// Shares `amount` among `weights` in proportion, by largest remainder: the shares always add up to amount.
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map((value) => Math.floor(value));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export function lineGrossCents(line: Pick<PricedLineInput, 'unitPriceCents' | 'quantity'>): number {
  return line.unitPriceCents * line.quantity;
}

// What a cart's discounts can be applied to, or the sentence that says why not.
export function discountProblem(lines: readonly PricedLineInput[], cartDiscount: Discount | null): string | null {
  for (const line of lines) {
    if (line.discount && line.kind === 'gift_card') return 'A gift card cannot be discounted';
    if (line.discount?.kind === 'amount' && line.discount.amountCents > lineGrossCents(line))
      return 'A line discount cannot be more than the line';
  }
  if (cartDiscount) {
    const base = lines
      .filter((line) => line.kind !== 'gift_card')
      .reduce((sum, line) => sum + lineGrossCents(line) - discountCents(lineGrossCents(line), line.discount), 0);
    if (base === 0) return 'There is nothing in the cart to discount';
    if (cartDiscount.kind === 'amount' && cartDiscount.amountCents > base)
      return 'The cart discount cannot be more than the discountable items';
  }
  return null;
}

export function priceSale(
  lines: readonly PricedLineInput[],
  cartDiscount: Discount | null,
  taxRateBasisPoints: number,
  tipCents: number,
): { lines: PricedLine[]; totals: SaleTotals } {
  const afterLine = lines.map((line) => {
    const gross = lineGrossCents(line);
    const lineDiscount = line.kind === 'gift_card' ? 0 : discountCents(gross, line.discount);
    return { line, gross, lineDiscount, left: gross - lineDiscount };
  });
  const discountable = afterLine.map((entry) => (entry.line.kind === 'gift_card' ? 0 : entry.left));
  const cartOff = discountCents(
    discountable.reduce((sum, cents) => sum + cents, 0),
    cartDiscount,
  );
  const shares = shareInProportion(cartOff, discountable);
  const priced: PricedLine[] = afterLine.map((entry, index) => {
    const cartDiscountCents = shares[index] ?? 0;
    return {
      lineId: entry.line.lineId,
      grossCents: entry.gross,
      lineDiscountCents: entry.lineDiscount,
      cartDiscountCents,
      netCents: entry.left - cartDiscountCents,
      taxable: entry.line.kind !== 'gift_card' && entry.line.taxable,
    };
  });
  const subtotalCents = priced.reduce((sum, line) => sum + line.grossCents, 0);
  const discount = priced.reduce((sum, line) => sum + line.lineDiscountCents + line.cartDiscountCents, 0);
  const taxableCents = priced.filter((line) => line.taxable).reduce((sum, line) => sum + line.netCents, 0);
  const taxCents = percentOfCents(taxableCents, taxRateBasisPoints);
  return {
    lines: priced,
    totals: {
      subtotalCents,
      discountCents: discount,
      taxableCents,
      taxRateBasisPoints,
      taxCents,
      tipCents,
      totalCents: subtotalCents - discount + taxCents + tipCents,
    },
  };
}

// Cash: what the drawer keeps and what goes back to the client.
export function cashChange(tenderedCents: number, amountCents: number): number {
  return Math.max(tenderedCents - amountCents, 0);
}
