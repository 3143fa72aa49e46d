import { z } from 'zod';

// GET /api/booking-design/options: what the booking design may offer online, by name (online-bookable
// services that are not archived, active staff). Readable with view_ or edit_business_settings alone, so
// the design screen needs neither view_services nor view_staff.
export const bookingDesignOptionsSchema = z.object({
  services: z.array(z.object({ id: z.string(), name: z.string(), categoryName: z.string() })),
  staff: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BookingDesignOptions = z.infer<typeof bookingDesignOptionsSchema>;
