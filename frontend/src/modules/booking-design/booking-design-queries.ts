import { queryOptions } from '@tanstack/react-query';
import { bookingDesignSchema } from '@chairside/shared/booking/booking-dto';
import { bookingDesignOptionsSchema } from '@chairside/shared/booking/booking-design-dto';
import { apiRequest } from '../../api/api-client';

// The 'booking-design' topic refreshes both: a save elsewhere shows here at once.
export const bookingDesignQueries = {
  design: () =>
    queryOptions({
      queryKey: ['booking-design', 'design'],
      queryFn: () => apiRequest('/api/booking-design', { schema: bookingDesignSchema }),
    }),
  // What the design may offer online (online-bookable services, the active team), by name.
  options: () =>
    queryOptions({
      queryKey: ['booking-design', 'options'],
      queryFn: () => apiRequest('/api/booking-design/options', { schema: bookingDesignOptionsSchema }),
    }),
};
