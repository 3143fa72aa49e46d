import { z } from 'zod';

// The reply of GET /api/health: 200 when every check is up, 503 naming the failing ones otherwise.
export const healthCheckNames = ['postgres', 'redis', 'eventStore', 'projections'] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];

export const healthCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nonnegative(),
  detail: z.string().optional(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

// One process that `npm start` supervises (backend, projections, workers): a crashed one is restarted
// with backoff, so `restarts` and `lastExit` tell an operator it happened even once it is up again.
export const supervisedProcessSchema = z.object({
  status: z.enum(['up', 'restarting', 'stopped']),
  pid: z.number().int().positive().nullable(),
  restarts: z.number().int().nonnegative(),
  upSince: z.iso.datetime().nullable(),
  lastExit: z.object({ code: z.number().int().nullable(), signal: z.string().nullable(), at: z.iso.datetime() }).nullable(),
  nextRestartAt: z.iso.datetime().nullable(),
});
export type SupervisedProcess = z.infer<typeof supervisedProcessSchema>;

export const supervisionSchema = z.object({
  supervisorPid: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  processes: z.record(z.string(), supervisedProcessSchema),
});
export type Supervision = z.infer<typeof supervisionSchema>;

// `supervision` is present only under npm start's supervisor; it informs and does not change `status`.
export const healthReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  failing: z.array(z.enum(healthCheckNames)),
  checks: z.object({
    postgres: healthCheckSchema,
    redis: healthCheckSchema,
    eventStore: healthCheckSchema,
    projections: healthCheckSchema,
  }),
  supervision: supervisionSchema.optional(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;
