import { Card } from '@blueprintjs/core';
import { PageFrame } from '../../shell/page-frame';
import { BookingFlow } from './booking-flow';

// /booking-test (Client Booking): the online booking flow inside the back office, for staff booking on a
// client's behalf: the same slots and holds, then the client is found (or added) instead of typed.
export function BookingTestPage() {
  return (
    <PageFrame title="Client Booking" description="Book a client into a free online slot, exactly as they would see it.">
      <Card className="booking-test-card">
        <BookingFlow mode="staff" />
      </Card>
    </PageFrame>
  );
}
