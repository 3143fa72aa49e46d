import { Queue, Worker, type ConnectionOptions } from 'bullmq';

export const systemQueueName = 'system';
export const workersHeartbeatKey = 'workers:heartbeat';

// A repeating job proves the whole path (scheduler → Redis → worker) is alive, not just the process.
export async function scheduleHeartbeat(connection: ConnectionOptions, everyMs: number, prefix = 'bull'): Promise<Queue> {
  const queue = new Queue(systemQueueName, { connection, prefix });
  await queue.upsertJobScheduler('heartbeat', { every: everyMs }, { name: 'heartbeat', opts: { removeOnComplete: 10, removeOnFail: 50 } });
  return queue;
}

export function startSystemWorker(connection: ConnectionOptions, onHeartbeat: (at: string) => Promise<void>, prefix = 'bull'): Worker {
  return new Worker(
    systemQueueName,
    async (job) => {
      if (job.name === 'heartbeat') await onHeartbeat(new Date().toISOString());
    },
    { connection, concurrency: 1, prefix },
  );
}
