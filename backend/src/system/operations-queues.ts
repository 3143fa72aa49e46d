import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { outboxQueueName } from '@chairside/platform/messaging/outbox-jobs';
import { holdExpiryQueueName } from '../appointments/index';
import { clientImportQueueName } from '../client-imports/index';
import { missedClockOutQueueName } from '../time-clock/index';

// The workers' heartbeat queue (workers/src/system/system-queue.ts): the backend never imports the workers,
// so its name is repeated here, and tests/integration/queue-names.unit.test.ts keeps the two alike.
const workersHeartbeatQueueName = 'system';

// Every BullMQ queue the workers run, as the metrics and the queue board show them.
export const operationsQueueNames = [
  workersHeartbeatQueueName,
  outboxQueueName,
  holdExpiryQueueName,
  clientImportQueueName,
  missedClockOutQueueName,
] as const;

export type OperationsQueues = { queues: readonly Queue[]; close(): Promise<void> };

// Handles on those queues over the backend's own Redis connection (a Queue only sends commands, it never
// blocks the connection), so looking at them costs no connection of its own.
export function openOperationsQueues(redis: Redis, prefix: string): OperationsQueues {
  const queues = operationsQueueNames.map((name) => {
    const queue = new Queue(name, { connection: redis, prefix });
    // A Queue repeats its connection's errors as its own, and an unheard 'error' would end the process; the
    // connection's owner already logs them.
    queue.on('error', () => undefined);
    return queue;
  });
  return {
    queues,
    async close() {
      await Promise.allSettled(queues.map((queue) => queue.close()));
    },
  };
}
