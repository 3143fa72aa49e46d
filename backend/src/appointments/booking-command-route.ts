import type { Request, RequestHandler, Response } from 'express';
import type { BookAppointmentReply } from '@chairside/shared/appointments/appointment-dto';
import type { CommandRouteDeps } from '../commands/command-route';
import { formatPosition } from '../event-store/event-store';
import type { BookOutcome } from './appointment-service';

const idempotencyTtlSeconds = 24 * 60 * 60;
const keyPattern = /^[A-Za-z0-9_.:-]{8,200}$/;

// commandRoute (commands/command-route.ts) for POST /api/appointments, whose reply also lists every
// appointment of a series. A variant rather than a wrapper because a replayed Idempotency-Key must answer
// the whole reply, series ids included, so the stored body is this one. Keep the two in step.
export function bookingCommandRoute(deps: CommandRouteDeps, run: (req: Request, res: Response) => Promise<BookOutcome>): RequestHandler {
  return async (req, res, next) => {
    const key = req.header('Idempotency-Key');
    if (key !== undefined && !keyPattern.test(key)) {
      res.status(400).json({ error: 'Idempotency-Key must be 8 to 200 letters, digits or ._:-' });
      return;
    }
    const storageKey = key ? `${deps.redisPrefix}:idempotency:${res.locals.principal?.userId ?? 'anonymous'}:${req.method}:${req.originalUrl}:${key}` : null;
    try {
      if (storageKey) {
        const claimed = await deps.redis.set(storageKey, 'pending', 'EX', idempotencyTtlSeconds, 'NX');
        if (claimed !== 'OK') {
          const stored = await deps.redis.get(storageKey);
          if (!stored || stored === 'pending') {
            res.status(409).json({ error: 'The same request is still being processed; try again in a moment' });
            return;
          }
          const { status, body } = JSON.parse(stored) as { status: number; body: BookAppointmentReply };
          res.setHeader('Idempotent-Replayed', 'true');
          res.status(status).json(body);
          return;
        }
      }
      let outcome: BookOutcome;
      try {
        outcome = await run(req, res);
      } catch (error) {
        // Nothing was written: the same key may try again.
        if (storageKey) await deps.redis.del(storageKey);
        throw error;
      }
      const { id, result, appointmentIds, seriesId } = outcome;
      const body: BookAppointmentReply = { id, revision: Number(result.revision), position: result.position ? formatPosition(result.position) : null, appointmentIds, seriesId };
      if (storageKey) await deps.redis.set(storageKey, JSON.stringify({ status: 200, body }), 'EX', idempotencyTtlSeconds);
      if (result.position) {
        const projected = await deps.waiter.waitFor(result.position, deps.waitTimeoutMs ?? 5000);
        res.setHeader('X-Projected', projected ? 'true' : 'false');
      }
      res.status(200).json(body);
    } catch (error) {
      next(error);
    }
  };
}
