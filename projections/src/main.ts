import { randomUUID } from 'node:crypto';
import { loadConfig, requireSetting } from '@chairside/backend/platform/config';
import { createDb, createPool } from '@chairside/backend/platform/database';
import { createLogger } from '@chairside/backend/platform/logger';
import { removeRunner, reportHeartbeat } from './runner-heartbeat';

const config = loadConfig();
const logger = createLogger('projections', config.LOG_LEVEL);
const db = createDb<unknown>(createPool(requireSetting(config, 'DATABASE_URL'), 4));
const runnerId = randomUUID();
const heartbeatMs = 5000;

async function beat() {
  try {
    await reportHeartbeat(db, runnerId);
  } catch (error) {
    logger.warn({ err: error }, 'could not report the runner heartbeat');
  }
}

await beat();
const timer = setInterval(() => void beat(), heartbeatMs);
logger.info({ runnerId }, 'projections runner started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  logger.info({ signal }, 'projections runner stopping');
  await removeRunner(db, runnerId).catch(() => undefined);
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
