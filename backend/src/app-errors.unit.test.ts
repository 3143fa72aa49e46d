import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from './app';
import { DomainError } from './commands/domain-error';
import { WrongExpectedVersion } from '@chairside/platform/event-store/event-store';

const app = express();
app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
app.use(express.json());
app.get('/rule', () => {
  throw new DomainError('That time is outside working hours', 422);
});
app.get('/race', () => {
  throw new WrongExpectedVersion('schedule-1', 3n, 4n);
});
app.post('/echo', (req, res) => {
  res.json(req.body);
});
app.get('/bug', () => {
  throw new Error('password=hunter2 in a stack trace');
});
app.use(errorHandler);
const server = app.listen(0, '127.0.0.1');
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => server.close());

describe('API error replies', () => {
  it('answers a broken rule with its status and a sentence a person understands', async () => {
    const response = await fetch(`${base()}/rule`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'That time is outside working hours' });
  });

  it('answers a concurrent change with 409 and the actual revision', async () => {
    const response = await fetch(`${base()}/race`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'Someone else changed this at the same time; reload and try again',
      actualRevision: '4',
    });
  });

  it('answers malformed JSON with 400, and an unexpected failure with 500 and no internals', async () => {
    const bad = await fetch(`${base()}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The request body is not valid JSON' });
    const bug = await fetch(`${base()}/bug`);
    expect(bug.status).toBe(500);
    expect(await bug.text()).not.toContain('hunter2');
  });
});
