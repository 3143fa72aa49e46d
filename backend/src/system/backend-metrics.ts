import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { registerCommandMetrics } from '../commands/command-metrics';
import type { OperationsQueues } from './operations-queues';

// One backend's metrics for GET /api/metrics (Prometheus text). Counters and histograms are updated as work
// happens; the gauges that need a query (projection lag, queue counts) are read by scrape(), each bounded by
// `collectTimeoutMs` so a slow PostgreSQL or Redis leaves a gap (and chairside_metrics_source_up 0), never a
// hanging scrape.

export type BackendMetrics = {
  registry: Registry;
  // The Prometheus text, with the scrape-time gauges read first.
  scrape(): Promise<string>;
  // First middleware of the app: times every request under its route pattern.
  observeRequests: RequestHandler;
  // Inside /api, after every router: remembers the pattern of a route that failed, before Express leaves the router.
  rememberFailedRoute: ErrorRequestHandler;
  // The live server exists after the app; it says how to count its sockets once it does.
  countSockets(count: () => number): void;
};

export type BackendMetricsDeps = {
  db: Kysely<unknown>;
  store: EventStore;
  queues: OperationsQueues;
  collectTimeoutMs?: number;
};

const jobStates = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

declare module 'express-serve-static-core' {
  interface Locals {
    routePattern?: string;
  }
}

class CollectTimeout extends Error {}

// A query that answers within `ms`, or a CollectTimeout. One query per source at a time: a scrape that comes
// while the previous one's query is still out waits for that query instead of starting another.
function boundedSource<T>(read: () => Promise<T>, ms: number): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = null;
    });
    const running = inFlight;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CollectTimeout(`no answer within ${ms} ms`)), ms);
    });
    return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
  };
}

// Express's matched pattern (`/api/appointments/:id`), never the address itself: label values stay few.
function routePattern(req: Request): string | null {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : null;
}

export function createBackendMetrics(deps: BackendMetricsDeps): BackendMetrics {
  const timeoutMs = deps.collectTimeoutMs ?? 1500;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerCommandMetrics(registry);

  const requestSeconds = new Histogram({
    name: 'chairside_http_request_duration_seconds',
    help: 'HTTP requests by method, Express route pattern ("unmatched" when no route answered) and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const sourceUp = new Gauge({
    name: 'chairside_metrics_source_up',
    help: 'Whether a scrape-time source answered within the time allowed (1) or not (0): projections, queues',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  let sockets: () => number = () => 0;
  new Gauge({
    name: 'chairside_live_sockets',
    help: 'Live (socket.io) connections open on this backend process',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });

  const projectionStatuses = boundedSource(() => getProjectionStatuses(deps.db, deps.store), timeoutMs);
  const projectionLag = new Gauge({
    name: 'chairside_projection_lag_events',
    help: "Events in the store after a projection's checkpoint (its serving generation), counted up to a million",
    labelNames: ['projection'] as const,
    registers: [registry],
  });

  const jobCounts = boundedSource(
    () => Promise.all(deps.queues.queues.map(async (queue) => ({ name: queue.name, counts: await queue.getJobCounts(...jobStates) }))),
    timeoutMs,
  );
  const queueJobs = new Gauge({
    name: 'chairside_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed, completed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });

  // Both sources are read side by side before the text is written, so the text and the sources' up flags agree.
  async function readSources(): Promise<void> {
    const [statuses, counts] = await Promise.allSettled([projectionStatuses(), jobCounts()]);
    projectionLag.reset();
    if (statuses.status === 'fulfilled')
      for (const status of statuses.value) projectionLag.set({ projection: status.name }, status.eventsBehind);
    sourceUp.set({ source: 'projections' }, statuses.status === 'fulfilled' ? 1 : 0);
    queueJobs.reset();
    if (counts.status === 'fulfilled')
      for (const { name, counts: byState } of counts.value)
        for (const state of jobStates) queueJobs.set({ queue: name, state }, byState[state] ?? 0);
    sourceUp.set({ source: 'queues' }, counts.status === 'fulfilled' ? 1 : 0);
  }

  return {
    registry,
    async scrape() {
      await readSources();
      return registry.metrics();
    },
    observeRequests(req, res, next) {
      const end = requestSeconds.startTimer();
      res.once('finish', () => {
        end({
          method: req.method,
          route: res.locals.routePattern ?? routePattern(req) ?? 'unmatched',
          status_class: `${Math.floor(res.statusCode / 100)}xx`,
        });
      });
      next();
    },
    rememberFailedRoute(error, req, res, next) {
      res.locals.routePattern ??= routePattern(req) ?? undefined;
      next(error);
    },
    countSockets(count) {
      sockets = count;
    },
  };
}
