import { pino } from 'pino';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { createSmtpEmailSender } from '@chairside/platform/messaging/smtp-email-sender';
import type { TestDatabase } from '@chairside/platform/testing/test-database';
import { testSmtpUrl } from '@chairside/platform/testing/test-mail';
import { workerModules } from '../src/modules';
import { startWorkerModules } from '../src/worker-module';

// The workers of a test system (backend/testing/test-system.ts takes this as `workers`): every module's
// workers, as main.ts starts them, with e-mail over real SMTP to the run's catcher, SMS to the local
// provider and the test's hold sweep timings. The backend never imports workers; a test in tests/ hands
// this starter to the test system.
export async function startTestWorkers(environment: {
  redisUrl: string;
  redisPrefix: string;
  store: EventStore;
  database: Pick<TestDatabase, 'db' | 'pool'>;
  holdSweep: { everyMs: number; graceMs: number };
}): Promise<{ close(): Promise<void> }> {
  const { redisUrl, redisPrefix, store, database, holdSweep } = environment;
  const email = createSmtpEmailSender({ url: testSmtpUrl(), from: 'Chairside <no-reply@chairside.test>' });
  const workers = await startWorkerModules(workerModules, {
    redisUrl,
    prefix: redisPrefix,
    store,
    pool: database.pool,
    email,
    sms: createLocalSmsProvider(database.db),
    logger: pino({ level: 'silent' }),
    holdSweep,
  });
  return {
    async close() {
      await workers.close();
      email.close();
    },
  };
}
