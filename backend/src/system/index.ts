import type { BackendMetrics } from './backend-metrics';
import type { OperationsQueues } from './operations-queues';

// The system module's public entry: what server.ts hands the module besides the shared deps (the queues the
// workers run, this backend's metrics) and the means to make them.
export { createBackendMetrics, type BackendMetrics } from './backend-metrics';
export { openOperationsQueues, operationsQueueNames, type OperationsQueues } from './operations-queues';

export type Operations = {
  queues: OperationsQueues;
  metrics: BackendMetrics;
  // METRICS_TOKEN: a scraper's bearer token for /api/metrics; unset, only administrators read them.
  metricsToken?: string;
};
