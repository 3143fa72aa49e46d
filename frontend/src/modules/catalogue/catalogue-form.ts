import type { z } from 'zod';

// Pure helpers the catalogue forms share: typed text in, schema input out, and the schema's messages
// back to the field they belong to.

export type FieldErrors = Record<string, string>;

// The first message per field, keyed by the issue's path ("timetable.1.startTime"); a message
// without a path (a whole-object rule) goes under "form".
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

// The first error of a field or of anything under it ("timetable" finds "timetable.0.weekday").
export function errorUnder(errors: FieldErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const nested = Object.keys(errors).find((candidate) => candidate.startsWith(`${key}.`));
  return nested ? errors[nested] : undefined;
}

// A number field as typed: empty is "not given" (the schema then says the field is required), anything
// else is passed on as a number, so "7.5" reaches the schema's whole-number rule instead of being rounded.
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

// Example: dollarTextFromCents(4550) === '45.50'
export function dollarTextFromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const PRICE_TEXT_ERROR = 'Enter the price in dollars, like 45.00';
