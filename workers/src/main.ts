import { loadConfig, requireSetting } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { createLogger } from '@chairside/platform/logger';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { createSmtpEmailSender } from '@chairside/platform/messaging/smtp-email-sender';
import { workerModules } from './modules';
import { startWorkerModules } from './worker-module';

// The workers process: builds what the modules share, then starts every module's workers (modules.ts).
const config = loadConfig();
const logger = createLogger('workers', config.LOG_LEVEL);
// The local SMS provider records messages in PostgreSQL (SMS_PROVIDER=local is the only provider so far).
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 5);
const db = createDb<unknown>(pool);
// Holds lapse as HoldExpired on their day streams (ExpireHold), so the workers write to the event store.
const store = await createEventStore(config, db, pool);
const email = createSmtpEmailSender({ url: requireSetting(config, 'SMTP_URL'), from: config.MAIL_FROM });

const workers = await startWorkerModules(workerModules, {
  redisUrl: requireSetting(config, 'REDIS_URL'),
  prefix: config.REDIS_PREFIX,
  store,
  pool,
  email,
  sms: createLocalSmsProvider(db, logger),
  logger,
});
logger.info({ modules: workerModules.map((module) => module.name) }, 'workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'workers stopping');
  await workers.close();
  email.close();
  await Promise.allSettled([store.close(), db.destroy()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
