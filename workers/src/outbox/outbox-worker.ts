import { UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { EmailSender } from '@chairside/platform/messaging/email-sender-port';
import { toConnectionOptions } from '@chairside/platform/messaging/outbox';
import { emailJobSchema, outboxQueueName, smsJobSchema } from '@chairside/platform/messaging/outbox-jobs';
import type { SmsProvider } from '@chairside/platform/messaging/sms-provider-port';

export type OutboxWorkerOptions = {
  connection: ConnectionOptions | string;
  prefix: string;
  email: EmailSender;
  sms: SmsProvider;
  logger: Logger;
  concurrency?: number;
};

// Example: outboxMessageId('email.receipt.5e1f') === 'outbox.email.receipt.5e1f@chairside.local'
export const outboxMessageId = (jobId: string) => `outbox.${jobId.replace(/[^A-Za-z0-9._-]/g, '-')}@chairside.local`;

// A message whose workers process died mid-send is sent again by the next one within seconds (its lock
// lapses, the next stalled-job check moves it back), not after BullMQ's default half a minute to a minute:
// a reset code waited for that long. Sending it again is safe: every attempt carries the same Message-ID or
// idempotency key. A lock renewal missed by a busy process makes a stall too, so stalls never give a message up.
export const outboxWorkerLock = { lockDurationMs: 6000, stalledIntervalMs: 3000 };

// Delivers what the outbox queued. A failed send throws, so BullMQ keeps the job and retries it with
// backoff; only malformed job data is given up at once, since retrying cannot fix it.
export function startOutboxWorker(options: OutboxWorkerOptions): Worker {
  const { logger } = options;
  const worker = new Worker(
    outboxQueueName,
    async (job) => {
      if (job.name === 'email') {
        const parsed = emailJobSchema.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`malformed e-mail job: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        // Derived from the job, so every attempt of it (a retry, a resend after this process died mid-send)
        // carries the same Message-ID, and a receiver can drop the second copy.
        await options.email.send({ ...parsed.data, messageId: outboxMessageId(job.id ?? job.name) });
        logger.info({ jobId: job.id, category: parsed.data.category, attempt: job.attemptsMade + 1 }, 'e-mail sent');
      } else if (job.name === 'sms') {
        const parsed = smsJobSchema.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`malformed SMS job: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        // A keyed job's id is its key (see outbox.ts): the same for every attempt, and one per message, so the
        // provider can drop a repeated attempt. An unkeyed job's id is a counter of this Redis, which starts
        // again after its data is lost: not a key a provider may remember.
        const idempotencyKey = parsed.data.key === undefined ? undefined : (job.id ?? `sms.${parsed.data.key}`);
        await options.sms.send({ ...parsed.data, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });
        logger.info({ jobId: job.id, category: parsed.data.category, attempt: job.attemptsMade + 1 }, 'SMS sent');
      } else {
        throw new UnrecoverableError(`unknown outbox job ${job.name}`);
      }
    },
    {
      connection: toConnectionOptions(options.connection),
      prefix: options.prefix,
      concurrency: options.concurrency ?? 5,
      lockDuration: outboxWorkerLock.lockDurationMs,
      stalledInterval: outboxWorkerLock.stalledIntervalMs,
      maxStalledCount: 1000,
    },
  );
  // Message bodies carry reset links and codes: only the job's identity goes to the log.
  worker.on('failed', (job, error) => {
    const attempts = job?.opts.attempts ?? 1;
    const final = !job || job.attemptsMade >= attempts || error instanceof UnrecoverableError;
    const fields = {
      err: error,
      jobId: job?.id,
      job: job?.name,
      category: (job?.data as { category?: unknown } | undefined)?.category,
      attempt: job?.attemptsMade,
    };
    if (final) logger.error(fields, `outbox ${job?.name ?? 'job'} given up after ${job?.attemptsMade ?? 0} attempts`);
    else logger.warn(fields, `outbox ${job.name} failed; will retry`);
  });
  worker.on('error', (error) => logger.warn({ err: error }, 'outbox worker connection problem'));
  return worker;
}
