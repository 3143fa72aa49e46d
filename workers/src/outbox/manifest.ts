import type { WorkerModule } from '../worker-module';
import { startOutboxWorker } from './outbox-worker';

// Delivers the e-mail and SMS the backend's outbox queued.
export const outboxWorkers: WorkerModule = {
  name: 'outbox',
  async start({ redisUrl, prefix, email, sms, logger }) {
    const worker = startOutboxWorker({ connection: redisUrl, prefix, email, sms, logger });
    return { close: () => worker.close() };
  },
};
