import type { BookingDesign } from '@chairside/shared/booking/booking-dto';

// The online booking flow (issue 14): location → services → staff or "any available" → date → live slots →
// hold with a countdown → details → confirmation.
// - mode 'public': /booking, anonymous or a signed-in client (public API only);
// - mode 'staff': /booking-test, a staff member books on a client's behalf (finds the client instead of typing);
// - mode 'preview': /booking-design's live preview: `designOverride` (the unsaved form) brands it; nothing
//   is held or booked.
// CONTRACT STUB: the booking-page helper implements it.
export type BookingFlowProps = { mode: 'public' | 'staff' | 'preview'; designOverride?: BookingDesign };

export function BookingFlow(props: BookingFlowProps) {
  return <div data-mode={props.mode}>Online booking</div>;
}
