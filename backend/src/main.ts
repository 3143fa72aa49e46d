import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { createHoldExpiryQueue } from './appointments/index';
import { createOutbox } from '@chairside/platform/messaging/outbox';
import { loadConfig, requireSetting, resolveFromRoot } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { createLogger } from '@chairside/platform/logger';
import { createRedis } from '@chairside/platform/redis';
import { appVersion } from '@chairside/platform/version';
import { createBackend } from './server';
import { createCardProvider } from '@chairside/platform/payments/create-card-provider';

const config = loadConfig();
const logger = createLogger('backend', config.LOG_LEVEL);
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 20);
const db = createDb<unknown>(pool);
const redis = createRedis(requireSetting(config, 'REDIS_URL'));
redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
const store = await createEventStore(config, db, pool);
// E-mail and SMS are queued here and delivered by the workers process.
const outbox = createOutbox({ connection: requireSetting(config, 'REDIS_URL'), prefix: config.REDIS_PREFIX, logger });
// A placed hold's HoldExpired is a delayed job the workers run when it lapses.
const holdExpiry = createHoldExpiryQueue({ connection: requireSetting(config, 'REDIS_URL'), prefix: config.REDIS_PREFIX });

const backend = createBackend({
  db,
  pool,
  store,
  redis,
  redisPrefix: config.REDIS_PREFIX,
  logger,
  version: appVersion,
  frontendDist: resolveFromRoot(config.FRONTEND_DIST),
  outbox,
  holdExpiry,
  publicUrl: config.PUBLIC_URL,
  trustProxy: config.TRUST_PROXY ?? false,
  supervisionFile: config.SUPERVISION_FILE,
  cardProvider: createCardProvider(config, db),
  metricsToken: config.METRICS_TOKEN,
});

backend.server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') logger.fatal(`Port ${config.PORT} is already in use: stop the other process or set PORT`);
  else logger.fatal({ err: error }, 'server error');
  process.exit(1);
});

backend.server.listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT, version: appVersion }, `backend listening on ${config.PUBLIC_URL}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'backend stopping');
  backend.server.close();
  await backend.close().catch(() => undefined);
  await Promise.allSettled([store.close(), db.destroy(), redis.quit(), outbox.close(), holdExpiry.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
