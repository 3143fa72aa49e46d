import { z } from 'zod';
import { clientSummarySchema } from './client-dto';

// POST /api/clients/merge: two records of one person made one. `mergedId` is merged away into
// `survivorId`; for each value the person at the desk says whose is kept (the survivor's unless told).
// Tags are always both clients' tags together.
const side = z.enum(['survivor', 'merged']).default('survivor');
export const clientMergeInputSchema = z.object({
  survivorId: z.string().min(1).max(64),
  mergedId: z.string().min(1).max(64),
  keep: z
    .object({ name: side, phone: side, email: side, birthday: side })
    .default({ name: 'survivor', phone: 'survivor', email: 'survivor', birthday: 'survivor' }),
});
export type ClientMergeInput = z.infer<typeof clientMergeInputSchema>;
export type ClientMergeField = keyof ClientMergeInput['keep'];
export const clientMergeFields = ['name', 'phone', 'email', 'birthday'] as const satisfies readonly ClientMergeField[];

export const clientMergeReplySchema = z.object({ id: z.string(), survivor: clientSummarySchema.optional() });
