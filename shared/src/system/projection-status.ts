import { z } from 'zod';

export const projectionStatusSchema = z.object({
  name: z.string(),
  version: z.number(),
  activeGeneration: z.number(),
  checkpoint: z.string().nullable(),
  head: z.string().nullable(),
  // head − checkpoint in the store's global sequence: how many events the read model is behind.
  eventsBehind: z.number(),
  eventsProcessed: z.number(),
  runner: z.object({ id: z.string(), heartbeatAgeMs: z.number() }).nullable(),
  rebuild: z
    .object({
      generation: z.number(),
      version: z.number(),
      processed: z.number(),
      total: z.number(),
      percent: z.number(),
      eventsPerSecond: z.number(),
      startedAt: z.string(),
    })
    .nullable(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

export const projectionStatusReplySchema = z.object({ projections: z.array(projectionStatusSchema) });
export type ProjectionStatusReply = z.infer<typeof projectionStatusReplySchema>;
