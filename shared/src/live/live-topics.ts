import { z } from 'zod';

// Every read model change a screen can hear about (ARCHITECTURE §6). Projections announce them, the
// socket carries them, and the browser maps each to the query keys it makes stale
// (frontend/src/live/topic-keys.ts, which must name them all). A new module adds its topic here.
export const liveTopics = [
  'business-settings',
  'locations',
  'users',
  'permission-groups',
  'services',
  'rooms',
  'devices',
  'classes',
  'staff',
  'staff-schedules',
  'appointments',
  'waitlist',
  'clients',
  // Online booking: a location's free slots changed (a hold, booking, move, cancel or lapse), sent to the
  // public room public-booking:<locationId> as a bare notice (never a patch: bookers see no client data).
  'booking-slots',
  // The booking design (/booking-design) changed.
  'booking-design',
] as const;
export type LiveTopic = (typeof liveTopics)[number];
export const liveTopicSchema = z.enum(liveTopics);
