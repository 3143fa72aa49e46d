import { z } from 'zod';

// What the event store's tamper check (verifyChain) found: the backend answers with it, the frontend shows
// it. Each event is chained to the one before it in its stream by a SHA-256, and the stream's row keeps
// the last one, so an edited row, a row deleted from the middle of a stream and a deleted tail all show.
export const chainProblemKindSchema = z.enum([
  // The row's stored hash is not the hash of its contents after the previous row's: it was changed.
  'edited',
  // Revisions are missing between two rows of the stream (or before its first row): rows were deleted.
  'missing',
  // The stream's row says it ends later, or with another hash, than its last event: its tail was deleted.
  'tail-missing',
  // The row has no hash at all: written around the store, not through its append.
  'unhashed',
]);
export type ChainProblemKind = z.infer<typeof chainProblemKindSchema>;

export const chainProblemSchema = z.object({
  stream: z.string(),
  // A decimal string: revisions are 64-bit.
  revision: z.string(),
  kind: chainProblemKindSchema,
  // A sentence a person understands.
  detail: z.string(),
});
export type ChainProblem = z.infer<typeof chainProblemSchema>;

export const chainReportSchema = z.object({
  streamsChecked: z.number(),
  eventsChecked: z.number(),
  problems: z.array(chainProblemSchema),
  // More problems were found than the check was asked to list (the counts still cover the whole log).
  problemsTruncated: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type ChainReport = z.infer<typeof chainReportSchema>;
