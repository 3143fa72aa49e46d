import type { Kysely } from 'kysely';
import { CardProviderError, type TerminalStatus } from '@chairside/platform/payments/card-provider-port';
import type { TerminalStatePatch } from '@chairside/shared/card-payments/card-payment-dto';
import { announceLiveNotice } from '@chairside/projections/change-feed/live-notices';
import { DomainError } from '../commands/domain-error';

// A provider's refusal is a sentence for the desk, answered with its status like any rule.
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardProviderError) throw new DomainError(error.message, error.status);
    throw error;
  }
}

// Every state change of a terminal goes to its location's screens (the `card-terminal` topic), announced by
// whoever made it. A notice that cannot be written loses nothing: GET /api/card-terminal reads the state.
export async function announceTerminalChanges(db: Kysely<unknown>, changes: readonly TerminalStatus[]): Promise<void> {
  for (const change of changes) {
    // Every screen at the location hears that the terminal changed; the POS room (view_pos) gets the state itself.
    const pos = `pos:${change.locationId}`;
    const patch: TerminalStatePatch = {
      kind: 'terminal_state',
      locationId: change.locationId,
      paymentKey: change.paymentKey,
      state: change.state,
      amountCents: change.amountCents,
      message: change.message,
    };
    await announceLiveNotice(
      db,
      {
        topic: 'card-terminal',
        rooms: [`location:${change.locationId}`, pos],
        locationId: change.locationId,
        ids: change.paymentKey ? [change.paymentKey] : [],
        patch: { value: patch, rooms: [pos] },
      },
      `card-terminal:${change.paymentKey ?? ''}`,
    ).catch(() => undefined);
  }
}
