import { formatMoneyFromCents } from '@chairside/shared/format/money-format';

// counted − expected in words. Example: overShortText(-500) === 'Short $5.00'; overShortText(0) === 'Even'
export function overShortText(differenceCents: number): string {
  if (differenceCents === 0) return 'Even';
  return `${differenceCents > 0 ? 'Over' : 'Short'} ${formatMoneyFromCents(Math.abs(differenceCents))}`;
}

// An instant on this browser's clock. Example: drawerTime('2026-11-27T18:05:00Z') === 'Nov 27, 2026, 12:05 PM' (in Chicago)
export function drawerTime(instant: string): string {
  return new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
