import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createBackendMetrics } from './backend-metrics';

// A scrape never waits on a source longer than the time allowed: Redis or PostgreSQL hanging leaves a gap
// and chairside_metrics_source_up 0, and the next scrape does not pile another query on the one still out.

const never = () => new Promise<never>(() => undefined);

describe('scrape-time gauges', () => {
  it('answer within the timeout when Redis and PostgreSQL hang', async () => {
    let asked = 0;
    const queue = {
      name: 'outbox',
      getJobCounts: () => {
        asked += 1;
        return never();
      },
    } as unknown as Queue;
    const store = { headPosition: never, countEvents: never } as unknown as EventStore;
    const db = { getExecutor: () => ({ executeQuery: never }) } as unknown as Kysely<unknown>;
    const metrics = createBackendMetrics({ db, store, queues: { queues: [queue], close: async () => undefined }, collectTimeoutMs: 100 });

    for (let scrape = 0; scrape < 2; scrape += 1) {
      const started = Date.now();
      const text = await metrics.scrape();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(text).toContain('chairside_metrics_source_up{source="queues"} 0');
      expect(text).toContain('chairside_metrics_source_up{source="projections"} 0');
      expect(text).not.toMatch(/^chairside_queue_jobs\{/m);
    }
    expect(asked).toBe(1);
  });
});
