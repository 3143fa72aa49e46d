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
      // The events left at the rate so far; null until the rate is known.
      secondsLeft: z.number().nullable(),
      startedAt: z.string(),
    })
    .nullable(),
  // The last error of a runner that fails and retries (the serving generation's, else the rebuild's), until
  // a batch folds again.
  failure: z.object({ message: z.string(), at: z.string() }).nullable(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

export const projectionStatusReplySchema = z.object({ projections: z.array(projectionStatusSchema) });
export type ProjectionStatusReply = z.infer<typeof projectionStatusReplySchema>;

// POST /api/system/projections/:name/rebuild: the generation the rebuild folds into while the old one serves.
export const projectionRebuildReplySchema = z.object({ name: z.string(), generation: z.number() });
export type ProjectionRebuildReply = z.infer<typeof projectionRebuildReplySchema>;
