import { Queue, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import { emailJobSchema, outboxJobSettings, outboxQueueName, smsJobSchema, type OutboxJobName } from './outbox-jobs';
import type { Outbox } from './outbox-port';

export type OutboxOptions = {
  // ioredis options, or a redis:// URL.
  connection: ConnectionOptions | string;
  // REDIS_PREFIX, so deployments (and test systems) sharing one Redis never see each other's jobs.
  prefix: string;
  logger?: Logger;
  // First retry delay; doubles with every attempt. Tests shorten it.
  backoffMs?: number;
};

// An address as the jobs may hold it: e-mail in any case, a phone in any format (its digits).
const recipientKey = (to: string) => (to.includes('@') ? to.trim().toLowerCase() : to.replace(/[^0-9]/g, ''));

export type ClosableOutbox = Outbox & { close(): Promise<void> };

export function toConnectionOptions(connection: ConnectionOptions | string): ConnectionOptions {
  return typeof connection === 'string' ? { url: connection, maxRetriesPerRequest: null } : connection;
}

// The producing side of the outbox: a message is durable once `email`/`sms` resolves, because the job
// is in Redis; the outbox worker delivers it and retries on failure.
export function createOutbox(options: OutboxOptions): ClosableOutbox {
  const queue = new Queue(outboxQueueName, { connection: toConnectionOptions(options.connection), prefix: options.prefix });
  queue.on('error', (error) => options.logger?.warn({ err: error }, 'outbox queue connection problem'));
  // With a key, the job id is the key: BullMQ ignores an add whose id it already holds (waiting, active or
  // kept after completion), which is what makes queueing again harmless.
  const add = async (name: OutboxJobName, data: object, key?: string) => {
    await queue.add(name, data, {
      ...(key === undefined ? {} : { jobId: `${name}.${key}` }),
      attempts: outboxJobSettings.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? outboxJobSettings.backoffMs },
      removeOnComplete: outboxJobSettings.removeOnComplete,
      removeOnFail: outboxJobSettings.removeOnFail,
    });
  };
  return {
    async email(message) {
      const parsed = emailJobSchema.parse(message);
      await add('email', parsed, parsed.key);
    },
    async sms(message) {
      const parsed = smsJobSchema.parse(message);
      await add('sms', parsed, parsed.key);
    },
    async forget(recipients) {
      const wanted = new Set(recipients.map(recipientKey).filter((key) => key !== ''));
      if (wanted.size === 0) return 0;
      let removed = 0;
      const states = ['waiting', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'] as const;
      for (let start = 0; ; start += 500) {
        const jobs = await queue.getJobs([...states], start, start + 499, true);
        for (const job of jobs) {
          const to = (job.data as { to?: unknown } | undefined)?.to;
          if (typeof to !== 'string' || !wanted.has(recipientKey(to))) continue;
          // A job being sent at this moment is locked; it finishes and then expires with the others.
          if (
            await job.remove().then(
              () => true,
              () => false,
            )
          )
            removed += 1;
        }
        if (jobs.length < 500) return removed;
      }
    },
    async close() {
      await queue.close();
    },
  };
}
