import type { BookingDesign } from '@chairside/shared/booking/booking-dto';
import { BookingFlow } from '../../booking';

// The public page as a client on a phone would see it with the unsaved design: nothing is held or booked.
export function BookingPreview({ design }: { design: BookingDesign }) {
  return (
    <section className="booking-design-preview" aria-label="Preview of the booking page">
      <p className="booking-design-muted" aria-hidden="true">
        Your changes show here before you save them.
      </p>
      <div className="booking-design-phone">
        <BookingFlow mode="preview" designOverride={design} />
      </div>
    </section>
  );
}
