import { z } from 'zod';
import { APPOINTMENT_READ_PERMISSIONS } from '../appointments/appointment-permissions';
import type { PermissionName } from '../identity/permissions';

// The dashboard's recent activity: what happened at a location, newest first, each as a short sentence.
export const activityKinds = [
  'booking',
  'check_in',
  'completed',
  'no_show',
  'cancellation',
  'sale',
  'refund',
  'clock_in',
  'clock_out',
  'new_client',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

// Who may see each kind: the permission that shows the same thing on its own screen. The server filters
// by these; client names are shown only to holders of view_clients (docs/decisions.md).
export const activityKindPermissions: Record<ActivityKind, readonly PermissionName[]> = {
  booking: APPOINTMENT_READ_PERMISSIONS,
  check_in: APPOINTMENT_READ_PERMISSIONS,
  completed: APPOINTMENT_READ_PERMISSIONS,
  no_show: APPOINTMENT_READ_PERMISSIONS,
  cancellation: APPOINTMENT_READ_PERMISSIONS,
  sale: ['view_pos'],
  refund: ['view_pos'],
  clock_in: ['view_time_clock', 'edit_time_clock'],
  clock_out: ['view_time_clock', 'edit_time_clock'],
  new_client: ['view_clients'],
};
export const ACTIVITY_PERMISSIONS = [...new Set(Object.values(activityKindPermissions).flat())] as readonly PermissionName[];

// How many items the dashboard shows.
export const ACTIVITY_FEED_SIZE = 15;

export const activityQuerySchema = z.object({ locationId: z.uuid('locationId is not a location id') });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  // When it happened (an instant; the dashboard shows it on the location's clock).
  at: z.string(),
  text: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
