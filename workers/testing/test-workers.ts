import { pino } from 'pino';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { createSmtpEmailSender } from '@chairside/platform/messaging/smtp-email-sender';
import type { TestDatabase } from '@chairside/platform/testing/test-database';
import { testSmtpUrl } from '@chairside/platform/testing/test-mail';
import { lapsedHoldsFinder } from '@chairside/backend/appointments/index';
import { startHoldExpiryWorker } from '../src/holds/hold-expiry-worker';
import { startOutboxWorker } from '../src/outbox/outbox-worker';

// The workers of a test system (backend/testing/test-system.ts takes this as `workers`): the outbox worker
// delivering e-mail over real SMTP to the run's catcher and SMS to the local provider, and the hold-expiry
// worker. The backend never imports workers; a test in tests/ hands this starter to the test system.
export async function startTestWorkers(environment: {
  redisUrl: string;
  redisPrefix: string;
  store: EventStore;
  database: Pick<TestDatabase, 'db' | 'pool'>;
  holdSweep: { everyMs: number; graceMs: number };
}): Promise<{ close(): Promise<void> }> {
  const logger = pino({ level: 'silent' });
  const { redisUrl, redisPrefix, store, database, holdSweep } = environment;
  const email = createSmtpEmailSender({ url: testSmtpUrl(), from: 'Chairside <no-reply@chairside.test>' });
  const outboxWorker = startOutboxWorker({
    connection: redisUrl,
    prefix: redisPrefix,
    email,
    sms: createLocalSmsProvider(database.db),
    logger,
  });
  const holdExpiryWorker = await startHoldExpiryWorker({
    connection: redisUrl,
    prefix: redisPrefix,
    store,
    logger,
    findLapsedHolds: lapsedHoldsFinder(database.pool),
    sweepEveryMs: holdSweep.everyMs,
    sweepGraceMs: holdSweep.graceMs,
  });
  return {
    async close() {
      await Promise.all([outboxWorker.close(), holdExpiryWorker.close()]);
      email.close();
    },
  };
}
