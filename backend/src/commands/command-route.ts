import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { CommandReply } from '@chairside/shared/business/business-dto';
import { formatPosition } from '@chairside/platform/event-store/event-store';
import { commandIds, derivedUuid } from './command-ids';
import { DomainError } from './domain-error';
import type { ProjectionWaiter } from './projection-waiter';
import type { CommandOutcome } from './service-deps';

export type CommandRouteDeps = { redis: Redis; redisPrefix: string; waiter: ProjectionWaiter; waitTimeoutMs?: number };

const idempotencyTtlSeconds = 24 * 60 * 60;
const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

// Parses a body with a shared zod schema; the first problem becomes a 400 a person can read.
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.').slice(0, 200);
  throw new DomainError(issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'The request is not valid', 400);
}

// While a command runs its key holds `pending:<owner>` on a short lease the owner keeps renewing; a
// process that dies mid-command stops renewing, so the key frees itself within the lease and a retry
// runs the command again under the same command id, which finds what the first run wrote.
export const idempotencyLeaseMs = 10_000;
const renewEveryMs = idempotencyLeaseMs / 3;
const renewIfOwned = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const deleteIfOwned = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

// One caller's one request: the key is theirs alone, for that method and address.
export const idempotencyScope = (userId: string | null, method: string, url: string, key: string) =>
  `${userId ?? 'anonymous'}:${method}:${url}:${key}`;
export const idempotencyStorageKey = (redisPrefix: string, scope: string) => `${redisPrefix}:idempotency:${scope}`;
export const commandIdOf = (scope: string) => derivedUuid(`command:${scope}`);

// Wraps a command: replays a stored reply for a repeated Idempotency-Key, and answers only once the
// read models have caught up with the command (read-your-writes), or after a bounded wait. `extend` adds
// fields of the outcome to the reply (a booking lists every appointment of its series); they are stored
// with it, so a replay answers the whole reply.
export function commandRoute<O extends CommandOutcome>(
  deps: CommandRouteDeps,
  run: (req: Request, res: Response) => Promise<O>,
  extend?: (outcome: O) => Record<string, unknown>,
): RequestHandler {
  return async (req, res, next) => {
    const key = req.header('Idempotency-Key');
    if (key !== undefined && !keyPattern.test(key)) {
      res.status(400).json({ error: 'Idempotency-Key must be 8 to 200 letters, digits or ._:-' });
      return;
    }
    const scope = key ? idempotencyScope(res.locals.principal?.userId ?? null, req.method, req.originalUrl, key) : null;
    const storageKey = scope ? idempotencyStorageKey(deps.redisPrefix, scope) : null;
    const pending = `pending:${randomUUID()}`;
    let renewal: NodeJS.Timeout | undefined;
    try {
      if (storageKey && scope) {
        const claimed = await deps.redis.set(storageKey, pending, 'PX', idempotencyLeaseMs, 'NX');
        if (claimed !== 'OK') {
          const [stored, ttl] = await Promise.all([deps.redis.get(storageKey), deps.redis.pttl(storageKey)]);
          if (!stored || stored.startsWith('pending')) {
            res.setHeader('Retry-After', String(Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000))));
            res.status(409).json({ error: 'The same request is still being processed; try again in a moment' });
            return;
          }
          const { status, body } = JSON.parse(stored) as { status: number; body: CommandReply };
          res.setHeader('Idempotent-Replayed', 'true');
          res.status(status).json(body);
          return;
        }
        renewal = setInterval(
          () => void deps.redis.eval(renewIfOwned, 1, storageKey, pending, String(idempotencyLeaseMs)).catch(() => undefined),
          renewEveryMs,
        );
        res.locals.commandId = commandIdOf(scope);
        res.locals.newId = commandIds(res.locals.commandId);
      }
      let outcome: O;
      try {
        outcome = await run(req, res);
      } catch (error) {
        // Nothing was written: the same key may try again.
        if (storageKey) await deps.redis.eval(deleteIfOwned, 1, storageKey, pending);
        throw error;
      }
      const { id, result } = outcome;
      const body: CommandReply = {
        id,
        revision: Number(result.revision),
        position: result.position ? formatPosition(result.position) : null,
        ...extend?.(outcome),
      };
      if (storageKey) await deps.redis.set(storageKey, JSON.stringify({ status: 200, body }), 'EX', idempotencyTtlSeconds);
      if (result.position) {
        const projected = await deps.waiter.waitFor(
          result.position,
          deps.waitTimeoutMs ?? 5000,
          result.events.map((event) => event.type),
        );
        res.setHeader('X-Projected', projected ? 'true' : 'false');
      }
      res.status(200).json(body);
    } catch (error) {
      next(error);
    } finally {
      clearInterval(renewal);
    }
  };
}
