import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  HOLD_TOKEN_HEADER,
  myCancelSchema,
  myRescheduleSchema,
  publicBookingSchema,
  publicDaysQuerySchema,
  publicHoldSchema,
  publicSlotsQuerySchema,
  VISITOR_HEADER,
} from '@chairside/shared/booking/booking-dto';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import { formatPosition } from '@chairside/platform/event-store/event-store';
import { callerOf } from '../auth/caller';
import { commandContext } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import type { CommandResult } from '../commands/handle-command';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import { pathId, uuidPattern } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { visitorOf } from './hold-tokens';
import { cancelMyAppointment, listMyAppointments, rescheduleMyAppointment } from './my-appointments';
import { loadOnlineOffer, publicInfo } from './online-offer';
import { bookPublic, placePublicHold, releasePublicHold, type PublicBookingDeps } from './public-booking-service';
import { publicRateLimiters } from './public-rate-limits';
import { publicDays, publicSlots } from './public-slots';
import { visitorHolds } from './visitor-holds';

// The public booking API (/api/public/booking…): what /booking uses, and nothing else. No sign-in needed;
// a signed-in client is recognised (their holds are theirs, their bookings need no details, and they see
// and change their own appointments). Every anonymous route is rate-limited per address. Replies never
// carry anyone's client data: slots say when and with whom, never for whom.

export type PublicBookingRouteDeps = RouteDeps & { outbox?: Outbox; publicUrl?: string; rateLimitScale?: number };

const tokenHeaderPattern = /^[A-Za-z0-9_-]{16,200}$/;

export function publicBookingRoutes(deps: PublicBookingRouteDeps): Router {
  const router = Router();
  const { redis, redisPrefix, waiter, waitTimeoutMs } = deps.commands;
  const service: PublicBookingDeps = {
    store: deps.store,
    readDb: deps.readDb,
    holdExpiry: deps.holdExpiry,
    holds: visitorHolds(redis, redisPrefix),
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
  };
  const limit = publicRateLimiters(redis, redisPrefix, deps.rateLimitScale);
  const offer = () => loadOnlineOffer(deps.readDb);

  // Signed-in clients only (staff have the back office's own screens).
  const clientOnly: RequestHandler = async (_req, res, next) => {
    const caller = await callerOf(deps.readDb, res);
    if (!caller) return void res.status(401).json({ error: 'Authentication required' });
    if (caller.role !== 'client') return void res.status(403).json({ error: 'You do not have permission to do this' });
    next();
  };
  const clientId = async (res: Response) => {
    const caller = await callerOf(deps.readDb, res);
    if (!caller) throw new Error('clientOnly guards this route');
    return caller.userId;
  };

  // Read-your-writes for what the back office and "My appointments" read next (bounded, as command routes do).
  const projected = async (res: Response, result: CommandResult) => {
    if (!result.position) return;
    const done = await waiter.waitFor(
      result.position,
      waitTimeoutMs ?? 5000,
      result.events.map((event) => event.type),
    );
    res.setHeader('X-Projected', done ? 'true' : 'false');
    res.setHeader('X-Position', formatPosition(result.position));
  };

  router.get('/public/booking', limit('reads'), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(publicInfo(await offer()));
  });

  router.get('/public/booking/slots', limit('reads'), accepts({ query: publicSlotsQuerySchema }), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await publicSlots(service, await offer(), valid(res, publicSlotsQuerySchema), new Date()));
  });

  router.get('/public/booking/days', limit('reads'), accepts({ query: publicDaysQuerySchema }), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await publicDays(service, await offer(), valid(res, publicDaysQuerySchema), new Date()));
  });

  router.post('/public/booking/holds', limit('holds'), accepts({ body: publicHoldSchema }), async (req: Request, res: Response) => {
    const context = commandContext(req, res);
    const visitor = visitorOf(context.userId, req.header(VISITOR_HEADER), req.ip);
    if (!visitor.ok || !visitor.visitorId) throw new DomainError('X-Booking-Visitor must be 8 to 64 letters, digits, - or _', 400);
    const { result, ...reply } = await placePublicHold(
      service,
      await offer(),
      valid(res, publicHoldSchema),
      visitor.visitorId,
      context,
      new Date(),
    );
    void result;
    res.status(201).json(reply);
  });

  router.delete('/public/booking/holds/:id', limit('holds'), accepts({ body: 'none' }), async (req, res) => {
    const holdId = pathId(req, 'Hold not found', uuidPattern);
    const token = req.header(HOLD_TOKEN_HEADER)?.trim();
    if (!token) throw new DomainError('Send the hold token in the X-Hold-Token header', 400);
    if (!tokenHeaderPattern.test(token)) throw new DomainError('That hold is not yours: use the hold token you were given', 403);
    await releasePublicHold(service, holdId, token, commandContext(req, res));
    res.status(204).end();
  });

  router.post('/public/booking/bookings', limit('bookings'), accepts({ body: publicBookingSchema }), async (req, res) => {
    const caller = await callerOf(deps.readDb, res);
    const { reply, result } = await bookPublic(service, await offer(), valid(res, publicBookingSchema), caller, commandContext(req, res));
    // A repeated confirmation appends nothing: its booking was projected for the first one.
    if (result) await projected(res, result);
    res.status(201).json(reply);
  });

  router.get('/public/booking/my-appointments', limit('mine'), clientOnly, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await listMyAppointments(service, await offer(), await clientId(res), new Date()));
  });
  router.post(
    '/public/booking/my-appointments/:id/cancel',
    limit('mine'),
    clientOnly,
    ...bodyCommand(deps.commands, myCancelSchema, async (input, context, req, res) =>
      cancelMyAppointment(
        service,
        await offer(),
        await clientId(res),
        pathId(req, 'Appointment not found', uuidPattern),
        input,
        context,
        new Date(),
      ),
    ),
  );
  router.post(
    '/public/booking/my-appointments/:id/reschedule',
    limit('mine'),
    clientOnly,
    ...bodyCommand(deps.commands, myRescheduleSchema, async (input, context, req, res) =>
      rescheduleMyAppointment(
        service,
        await offer(),
        await clientId(res),
        pathId(req, 'Appointment not found', uuidPattern),
        input,
        context,
        new Date(),
      ),
    ),
  );

  return router;
}
