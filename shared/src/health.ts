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
});
export type HealthReply = z.infer<typeof healthReplySchema>;
