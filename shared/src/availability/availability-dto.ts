import { z } from 'zod';
import { localDateSchema } from '../team/working-hours-dto';

// GET /api/availability: free time at a location on one local day, for booking and the calendar.
export const availabilityQuerySchema = z
  .object({
    date: localDateSchema,
    locationId: z.uuid('locationId is not a location id'),
    staffId: z.uuid('staffId is not a staff id').optional(),
    roomId: z.uuid('roomId is not a room id').optional(),
    deviceId: z.uuid('deviceId is not a device id').optional(),
  })
  .refine((query) => [query.staffId, query.roomId, query.deviceId].filter(Boolean).length <= 1, {
    message: 'Ask for one staff member, room or device at a time (or none for everyone)',
  });
export type AvailabilityQueryInput = z.infer<typeof availabilityQuerySchema>;

// UTC ISO instants, [start, end).
const freeSchema = z.array(z.object({ start: z.string(), end: z.string() }));

export const availabilityReplySchema = z.object({
  date: z.string(),
  locationId: z.string(),
  zone: z.string(),
  staff: z.array(z.object({ staffId: z.string(), free: freeSchema })),
  rooms: z.array(z.object({ roomId: z.string(), capacity: z.number(), free: freeSchema })),
  devices: z.array(z.object({ deviceId: z.string(), quantity: z.number(), free: freeSchema })),
});
export type AvailabilityReply = z.infer<typeof availabilityReplySchema>;
