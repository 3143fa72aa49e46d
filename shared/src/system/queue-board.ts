import { z } from 'zod';

// POST /api/system/queues/link: where the queue board opens for this administrator (a one-time link, valid a
// minute, that signs the new tab in to the board).
export const queueBoardLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type QueueBoardLink = z.infer<typeof queueBoardLinkSchema>;
