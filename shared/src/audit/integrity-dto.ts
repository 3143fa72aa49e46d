import { z } from 'zod';

// The integrity check ("can I trust these screens?"): every stream replayed through its deciders, every read
// model compared with a fresh rebuild, and the event store's own chain check where the store has one.

export const integrityStreamProblemSchema = z.object({
  stream: z.string(),
  revision: z.number(),
  type: z.string(),
  // What went wrong: "unknown type" (no decider of the stream's category has a case for it) or the error evolve threw.
  problem: z.string(),
});
export type IntegrityStreamProblem = z.infer<typeof integrityStreamProblemSchema>;

export const integrityTableSchema = z.object({
  table: z.string(),
  rows: z.number(),
  rebuildRows: z.number(),
  checksumMatches: z.boolean(),
});
export type IntegrityTable = z.infer<typeof integrityTableSchema>;

export const integrityReadModelSchema = z.object({
  name: z.string(),
  tables: z.array(integrityTableSchema),
  matches: z.boolean(),
  // Why it was not compared (the read model had not caught up with the log in time); absent when compared.
  note: z.string().optional(),
});
export type IntegrityReadModel = z.infer<typeof integrityReadModelSchema>;

export const integrityReportSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  streams: z.object({
    checked: z.number(),
    events: z.number(),
    problems: z.array(integrityStreamProblemSchema),
    // Categories recorded without a decider (sign-ins): informational, not a problem.
    notReplayed: z.array(z.object({ category: z.string(), events: z.number() })),
  }),
  readModels: z.array(integrityReadModelSchema),
  // The event store's own verification (a hash chain), as it reports it; null when the store has none.
  chain: z.unknown().nullable(),
  ok: z.boolean(),
});
export type IntegrityReport = z.infer<typeof integrityReportSchema>;

export const integrityPhaseSchema = z.enum(['streams', 'read-models', 'chain', 'done']);
export type IntegrityPhase = z.infer<typeof integrityPhaseSchema>;

// GET /api/audit/integrity: the latest check of this backend process (none yet: `check` is null).
export const integrityStatusSchema = z.object({
  check: z
    .object({
      id: z.string(),
      state: z.enum(['running', 'done', 'failed']),
      phase: integrityPhaseSchema,
      // Events handled in the current phase, out of `total` (streams: the log's events; read models: events
      // folded into the rebuilds).
      done: z.number(),
      total: z.number(),
      startedAt: z.string(),
      error: z.string().nullable(),
      report: integrityReportSchema.nullable(),
    })
    .nullable(),
});
export type IntegrityStatus = z.infer<typeof integrityStatusSchema>;

// POST /api/audit/integrity: 202 with the started check's id.
export const integrityStartedSchema = z.object({ id: z.string() });
