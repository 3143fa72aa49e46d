import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './service-unavailable';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('errors that mean PostgreSQL or Redis is away for a moment', () => {
  it('recognises a restarting PostgreSQL, a refused or lost connection, a pool that cannot connect and a closed Redis', () => {
    for (const error of [
      failure('terminating connection due to administrator command', '57P01'),
      failure('the database system is starting up', '57P03'),
      failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      failure('Connection terminated unexpectedly'),
      failure('timeout exceeded when trying to connect'),
      failure('connection failure during authentication', '08006'),
      failure('Connection is closed.'),
      new Error('query failed', { cause: failure('read ECONNRESET', 'ECONNRESET') }),
    ])
      expect(isServiceUnavailable(error), String(error)).toBe(true);
  });

  it('leaves everything else a 500: constraint violations, syntax errors, bugs', () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('syntax error at or near "selec"', '42601'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ])
      expect(isServiceUnavailable(error), String(error)).toBe(false);
  });
});
