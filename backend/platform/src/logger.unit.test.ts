import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { redactedPaths } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ redact: { paths: redactedPaths, censor: '[redacted]' } }, stream) };
}

describe('log redaction', () => {
  it('keeps bearer tokens, cookies and passwords out of the logs', () => {
    const { lines, logger } = capture();
    logger.info({ req: { headers: { authorization: 'Bearer s3cr3t-token', cookie: 'sid=abc' } } }, 'request');
    logger.info({ body: { username: 'admin', password: 'demo1234' } }, 'login');
    logger.info({ reset: { token: 'reset-123' } }, 'reset');
    const written = lines.join('');
    expect(written).not.toContain('s3cr3t-token');
    expect(written).not.toContain('sid=abc');
    expect(written).not.toContain('demo1234');
    expect(written).not.toContain('reset-123');
    expect(written).toContain('admin');
  });
});
