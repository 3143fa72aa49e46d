import { pino, type Logger } from 'pino';

// Structured JSON logs; anything that could carry a secret is redacted before it is written.
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.resetToken',
  '*.code',
  'password',
  'token',
];

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
