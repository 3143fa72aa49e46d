import { clientImportWorkers } from './client-imports/manifest';
import { holdWorkers } from './holds/manifest';
import { outboxWorkers } from './outbox/manifest';
import { systemWorkers } from './system/manifest';
import { timeClockWorkers } from './time-clock/manifest';
import type { WorkerModule } from './worker-module';

// Every module's jobs, one line each: main.ts (and the test system's workers) start them in this order.
export const workerModules: readonly WorkerModule[] = [systemWorkers, outboxWorkers, holdWorkers, clientImportWorkers, timeClockWorkers];
