import { z } from 'zod';
import { liveTopicSchema } from './live-topics';

// What every open screen receives when a read model it may show has changed (ARCHITECTURE §6).
export const changeMessageSchema = z.object({
  // The change feed's cursor: send the last one back on reconnect to receive what was missed.
  position: z.string(),
  topic: liveTopicSchema,
  ids: z.array(z.string()),
  locationId: z.string().nullable(),
  // The changed records themselves, where the read model could state them whole and cheaply: a screen
  // patches its cached lists with them instead of reading again. Each topic that sends one declares its
  // shape in shared (e.g. appointmentsPatchSchema); absent, the screen refetches.
  patch: z.unknown().optional(),
});
export type ChangeMessage = z.infer<typeof changeMessageSchema>;

// Rooms a socket may ask for; the server authorises each like the equivalent read.
export const roomSchema = z.union([
  z.literal('business'),
  z.literal('staff'),
  // The client book: client notices carry names and contacts.
  z.literal('clients'),
  // The audit log: notices of new events in the history, for holders of view_audit_log.
  z.literal('audit'),
  z.string().regex(/^location:[A-Za-z0-9-]{1,64}$/),
  // A location's calendar: appointment notices there carry the appointments themselves.
  z.string().regex(/^calendar:[A-Za-z0-9-]{1,64}$/),
  // A location's point of sale: payment notices there carry amounts and the terminal's states.
  z.string().regex(/^pos:[A-Za-z0-9-]{1,64}$/),
  z.string().regex(/^user:[A-Za-z0-9-]{1,64}$/),
  z.string().regex(/^public-booking:[A-Za-z0-9-]{1,64}$/),
]);

// socket.io handshake `auth`: sent again on every reconnect.
export const liveHandshakeSchema = z.object({
  token: z.string().max(512).optional(),
  rooms: z.array(roomSchema).max(50).default([]),
  lastPosition: z.string().max(64).optional(),
});
export type LiveHandshake = z.input<typeof liveHandshakeSchema>;

export const liveEvents = {
  change: 'change',
  // The missed changes are no longer kept: refetch everything.
  resync: 'resync',
  // Sent after the replay of missed changes, so a client knows it is live.
  ready: 'ready',
  // The rooms a socket still follows after its access shrank (a permission removed): the others were left.
  rooms: 'rooms',
} as const;

// socket.io event map, server → browser.
export type LiveServerEvents = {
  change: (message: ChangeMessage) => void;
  resync: () => void;
  ready: (state: { position: string | null }) => void;
  rooms: (state: { rooms: string[] }) => void;
};
