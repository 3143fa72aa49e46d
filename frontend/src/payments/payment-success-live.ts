import type { ChangeMessage } from '@chairside/shared/live/live-messages';
import { paymentSucceededPatchSchema } from '@chairside/shared/sales/sale-dto';

// SPEC §4.3 live: a 'sales' notice saying a payment for an appointment succeeded opens the payment-success
// overlay on every session that has that location selected and may use the point of sale (view_pos),
// including the session that took the payment (docs/decisions.md, "Money"). The amount is in dollars.
export function paymentSuccessAmount(
  message: Pick<ChangeMessage, 'topic' | 'locationId' | 'patch'>,
  session: { locationId: string | null; canViewPos: boolean },
): number | null {
  if (message.topic !== 'sales' || !session.canViewPos || !session.locationId) return null;
  if (message.locationId !== session.locationId) return null;
  const patch = paymentSucceededPatchSchema.safeParse(message.patch);
  if (!patch.success || !Number.isFinite(patch.data.amountCents) || patch.data.amountCents <= 0) return null;
  return patch.data.amountCents / 100;
}
