import type { Logger } from 'pino';
import type { createPool } from '@chairside/platform/database';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { EmailSender } from '@chairside/platform/messaging/email-sender-port';
import type { SmsProvider } from '@chairside/platform/messaging/sms-provider-port';

// What main.ts (and workers/testing/test-workers.ts) build once and hand every worker module.
export type WorkerDeps = {
  // Each module opens its own Redis connections from the URL; every queue of this system uses the prefix.
  redisUrl: string;
  prefix: string;
  // Workers act on the event store through the backend modules' public service APIs.
  store: EventStore;
  // For the read models a job reads (the lapsed holds).
  pool: ReturnType<typeof createPool>;
  email: EmailSender;
  sms: SmsProvider;
  logger: Logger;
  // How often the hold sweep runs, and how long a lapsed hold is left to its own job first (a test system
  // shortens both; unset, the hold-expiry worker's defaults).
  holdSweep?: { everyMs: number; graceMs: number };
};

export type RunningWorkers = { close(): Promise<void> };

// One module's jobs, as the workers process runs them (each module's `workers/src/<module>/manifest.ts`).
export type WorkerModule = {
  name: string;
  // Starts its workers (and the schedules they own); close() stops them.
  start: (deps: WorkerDeps) => Promise<RunningWorkers>;
};

// Starts every module's workers in the list's order; if one cannot start, stops those already running.
export async function startWorkerModules(modules: readonly WorkerModule[], deps: WorkerDeps): Promise<RunningWorkers> {
  const running: RunningWorkers[] = [];
  const close = async () => {
    await Promise.allSettled(running.map((workers) => workers.close()));
  };
  try {
    for (const module of modules) running.push(await module.start(deps));
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}
