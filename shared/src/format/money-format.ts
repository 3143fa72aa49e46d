import { CURRENCY, LOCALE } from '../constants';

// SPEC §9: money is shown in US dollars, en-US format. Amounts are kept as integer cents (ARCHITECTURE §10).
const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

// Example: formatMoneyFromCents(123456) === '$1,234.56'
export function formatMoneyFromCents(cents: number): string {
  return money.format(Number.isFinite(cents) ? Math.round(cents) / 100 : 0);
}

// For amounts already in dollars, such as the payment success notice's amount (SPEC §3). Example: formatMoneyFromDollars(45.5) === '$45.50'
export function formatMoneyFromDollars(dollars: number): string {
  return money.format(Number.isFinite(dollars) ? dollars : 0);
}
