import { createSmtpEmailSender } from '@chairside/platform/messaging/smtp-email-sender';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { loadConfig, requireSetting } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { createLogger } from '@chairside/platform/logger';
import { createRedis } from '@chairside/platform/redis';
import { startHoldExpiryWorker } from './holds/hold-expiry-worker';
import { lapsedHoldsFinder } from '@chairside/backend/appointments/index';
import { startOutboxWorker } from './outbox/outbox-worker';
import { scheduleHeartbeat, startSystemWorker, workersHeartbeatKey } from './system-queue';

const config = loadConfig();
const logger = createLogger('workers', config.LOG_LEVEL);
const redisUrl = requireSetting(config, 'REDIS_URL');
const redis = createRedis(redisUrl);
redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
// The local SMS provider records messages in PostgreSQL (SMS_PROVIDER=local is the only provider so far).
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 5);
const db = createDb<unknown>(pool);
// Holds lapse as HoldExpired on their day streams (ExpireHold), so the workers write to the event store.
const store = await createEventStore(config, db, pool);

const queue = await scheduleHeartbeat(redis, 5000, config.REDIS_PREFIX);
const worker = startSystemWorker(
  redis,
  async (at) => {
    await redis.set(`${config.REDIS_PREFIX}:${workersHeartbeatKey}`, at, 'EX', 30);
  },
  config.REDIS_PREFIX,
);
worker.on('failed', (job, error) => logger.error({ err: error, job: job?.name }, 'job failed'));

const email = createSmtpEmailSender({ url: requireSetting(config, 'SMTP_URL'), from: config.MAIL_FROM });
const outboxWorker = startOutboxWorker({
  connection: redisUrl,
  prefix: config.REDIS_PREFIX,
  email,
  sms: createLocalSmsProvider(db, logger),
  logger,
});
const holdExpiry = await startHoldExpiryWorker({
  connection: redisUrl,
  prefix: config.REDIS_PREFIX,
  store,
  logger,
  findLapsedHolds: lapsedHoldsFinder(pool),
});
logger.info('workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'workers stopping');
  await Promise.allSettled([worker.close(), outboxWorker.close(), holdExpiry.close(), queue.close()]);
  email.close();
  await Promise.allSettled([redis.quit(), store.close(), db.destroy()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
