import type { BookingDesign } from '@chairside/shared/booking/booking-dto';
import { BookingFlow } from '../../booking';

// The public page as a client on a phone would see it with the unsaved design: nothing is held or booked.
// Someone who may only look is not promised changes they cannot make.
export function BookingPreview({ design, canEdit }: { design: BookingDesign; canEdit: boolean }) {
  return (
    <section className="booking-design-preview" aria-label="Preview of the booking page">
      <p className="booking-design-muted" aria-hidden="true">
        {canEdit ? 'Your changes show here before you save them.' : 'The booking page as clients see it on a phone.'}
      </p>
      <div className="booking-design-phone">
        <BookingFlow mode="preview" designOverride={design} />
      </div>
    </section>
  );
}
