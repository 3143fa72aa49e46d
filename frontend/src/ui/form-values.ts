// Numbers as typed into text fields, read the way the schemas expect them.

// Empty is "not given" (the schema then says the field is required); anything else is passed on as a
// number, so "7.5" reaches the schema's whole-number rule instead of being rounded.
// Example: numberFromText('') === undefined; numberFromText(' 45 ') === 45
export function numberFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed);
}

// Prices are typed in dollars ("45", "45.50", "$1,234.50") and sent as integer cents. Three decimals
// become a fraction of a cent, which the price schema refuses with its own message.
// Example: centsFromDollarText('$1,234.50') === 123450; centsFromDollarText('') === undefined
export function centsFromDollarText(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return undefined;
  if (!/^-?\d*(\.\d*)?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const sign = cleaned.startsWith('-') ? -1 : 1;
  // Digit by digit, so 0.29 dollars is 29 cents and not 28.999999999999996.
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const extra = fraction.length > 2 ? Number(`0.${fraction.slice(2)}`) : 0;
  return sign * (cents + extra);
}

// Example: dollarTextFromCents(4550) === '45.50'; dollarTextFromCents(null) === ''
export function dollarTextFromCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : (cents / 100).toFixed(2);
}

export const PRICE_TEXT_ERROR = 'Enter the price in dollars, like 45.00';
