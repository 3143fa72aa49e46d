import type { UpdateBookingDesignInput } from '@chairside/shared/booking/booking-dto';
import { useCommand } from '../../../commands/use-command';

// PUT /api/booking-design: the whole design at once.
export function useSaveBookingDesign() {
  return useCommand({
    request: (design: UpdateBookingDesignInput) => ({ path: '/api/booking-design', method: 'PUT', body: design }),
    topics: ['booking-design'],
  });
}
