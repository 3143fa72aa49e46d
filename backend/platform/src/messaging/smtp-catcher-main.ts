import { parseArgs } from 'node:util';
import { createLogger } from '../logger';
import { startSmtpCatcher } from './smtp-catcher';

// The embedded mail catcher as its own process, started by `npm start` when SMTP_URL is empty:
//   node --import tsx backend/platform/src/messaging/smtp-catcher-main.ts --smtp-port 2525 --http-port 8025
const { values } = parseArgs({ options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' }, host: { type: 'string' } } });
const logger = createLogger('mail', process.env.LOG_LEVEL || 'info');

const port = (value: string | undefined) => {
  const parsed = Number(value ?? 0);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    process.stderr.write(`Invalid port ${JSON.stringify(value)}: must be a whole number from 0 to 65535\n`);
    process.exit(1);
  }
  return parsed;
};

let inboxUrl = '';
const catcher = await startSmtpCatcher({
  smtpPort: port(values['smtp-port']),
  httpPort: port(values['http-port']),
  host: values.host ?? '127.0.0.1',
  onMessage: (message) => logger.info(`e-mail to ${message.to.join(', ')}: "${message.subject}" (read it at ${inboxUrl})`),
}).catch((error: NodeJS.ErrnoException) => {
  logger.fatal({ err: error }, error.code === 'EADDRINUSE' ? 'mail catcher port already in use' : 'mail catcher did not start');
  process.exit(1);
});
inboxUrl = catcher.inboxUrl;
logger.info({ smtpUrl: catcher.smtpUrl, inboxUrl: catcher.inboxUrl }, 'mail catcher listening');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await catcher.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
