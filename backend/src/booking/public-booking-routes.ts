import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  HOLD_TOKEN_HEADER,
  MAX_HOLDS_PER_ADDRESS,
  MAX_HOLDS_PER_VISITOR,
  MANAGE_TOKEN_HEADER,
  manageAccountSchema,
  myCancelSchema,
  myRescheduleSchema,
  publicBookingSchema,
  publicDaysQuerySchema,
  publicHoldSchema,
  publicSlotsQuerySchema,
} from '@chairside/shared/booking/booking-dto';
import type { Kysely } from 'kysely';
import type { LoginReply } from '@chairside/shared/identity/identity-dto';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import { getUser } from '@chairside/projections/identity/identity-queries';
import { createSession } from '../auth/sessions';
import { formatPosition } from '@chairside/platform/event-store/event-store';
import { callerOf } from '../auth/caller';
import { commandContext } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import { pathId, uuidPattern } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { visitorKeyOf } from './hold-tokens';
import { cancelMyAppointment, listMyAppointments, rescheduleMyAppointment } from './my-appointments';
import { cancelManagedVisit, createAccountFromLink, getManagedVisit, moveManagedVisit } from './manage-visit';
import { loadOnlineOffer, publicInfo } from './online-offer';
import {
  bookPublic,
  listVisitorHolds,
  placePublicHold,
  projectToOf,
  releasePublicHold,
  type ProjectTo,
  type PublicBookingDeps,
} from './public-booking-service';
import { addressHoldCap, publicRateLimiters, rateLimitScale } from './public-rate-limits';
import { publicDays, publicSlots } from './public-slots';
import { cookieValue, newVisitorCookie, setVisitorCookie, verifiedVisitor, VISITOR_COOKIE, visitorSecret } from './visitor-cookie';
import { visitorHolds } from './visitor-holds';

// The public booking API (/api/public/booking…): what /booking uses, and nothing else. No sign-in needed;
// a signed-in client is recognised (their holds are theirs, their bookings need no details, and they see
// and change their own appointments). Every anonymous route is rate-limited per address. Replies never
// carry anyone's client data: slots say when and with whom, never for whom.

export type PublicBookingRouteDeps = RouteDeps & { db: Kysely<unknown>; outbox?: Outbox; publicUrl?: string; rateLimitScale?: number };

const tokenHeaderPattern = /^[A-Za-z0-9_-]{16,200}$/;

export function publicBookingRoutes(deps: PublicBookingRouteDeps): Router {
  const router = Router();
  const { redis, redisPrefix, waiter, waitTimeoutMs } = deps.commands;
  let secret: Promise<string> | null = null;
  const cookieSecret = () => {
    secret ??= visitorSecret(redis, redisPrefix).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  const service: PublicBookingDeps = {
    linkSecret: cookieSecret,
    store: deps.store,
    readDb: deps.readDb,
    holdExpiry: deps.holdExpiry,
    holds: visitorHolds(redis, redisPrefix),
    outbox: deps.outbox,
    publicUrl: deps.publicUrl,
  };
  const scale = deps.rateLimitScale ?? rateLimitScale();
  const limit = publicRateLimiters(redis, redisPrefix, scale);
  const holdLimits = { perVisitor: MAX_HOLDS_PER_VISITOR, perAddress: addressHoldCap(MAX_HOLDS_PER_ADDRESS, scale) };
  const offer = () => loadOnlineOffer(deps.readDb);
  // The visitor cookie's id when it carries our signature; anything else is no identity at all.
  const cookieVisitor = async (req: Request) => verifiedVisitor(await cookieSecret(), cookieValue(req, VISITOR_COOKIE));

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
  const projected = async (res: Response, to: ProjectTo | null) => {
    if (!to) return;
    const done = await waiter.waitFor(to.position, waitTimeoutMs ?? 5000, to.eventTypes ?? undefined);
    res.setHeader('X-Projected', done ? 'true' : 'false');
    res.setHeader('X-Position', formatPosition(to.position));
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
    let visitorId: string;
    if (context.userId) visitorId = visitorKeyOf({ userId: context.userId });
    else {
      const known = await cookieVisitor(req);
      if (known) visitorId = visitorKeyOf({ cookieId: known });
      else {
        // A new visitor id costs one of the address's few a minute, so rotating ids to hold more is slow.
        if (!(await limit.spendIn('visitors', req, res))) return;
        const issued = newVisitorCookie(await cookieSecret());
        setVisitorCookie(req, res, issued.value);
        visitorId = visitorKeyOf({ cookieId: issued.id });
      }
    }
    const holder = { visitorId, address: req.ip ?? 'unknown', limits: holdLimits };
    const { result, ...reply } = await placePublicHold(service, await offer(), valid(res, publicHoldSchema), holder, context, new Date());
    void result;
    res.status(201).json(reply);
  });

  // The caller's live holds: as the cookie's visitor and, when signed in, as themselves (so holds placed
  // before signing in are still found after it).
  router.get('/public/booking/holds', limit('reads'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const context = commandContext(req, res);
    const known = await cookieVisitor(req);
    const visitorIds = [
      ...(known ? [visitorKeyOf({ cookieId: known })] : []),
      ...(context.userId ? [visitorKeyOf({ userId: context.userId })] : []),
    ];
    res.json({ holds: await listVisitorHolds(service, visitorIds, new Date()) });
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
    const { reply, projectTo } = await bookPublic(
      service,
      await offer(),
      valid(res, publicBookingSchema),
      caller,
      commandContext(req, res),
    );
    await projected(res, projectTo);
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

  // A visit's private manage link: the token comes in a header (never the path or query, which logs keep).
  const manageToken = (req: Request) => req.header(MANAGE_TOKEN_HEADER)?.trim();
  router.get('/public/booking/manage', limit('manage'), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await getManagedVisit(service, await offer(), manageToken(req), new Date()));
  });
  router.post(
    '/public/booking/manage/cancel',
    limit('manage'),
    ...bodyCommand(deps.commands, myCancelSchema, async (input, context, req) =>
      cancelManagedVisit(service, await offer(), manageToken(req), input, context, new Date()),
    ),
  );
  router.post(
    '/public/booking/manage/reschedule',
    limit('manage'),
    ...bodyCommand(deps.commands, myRescheduleSchema, async (input, context, req) =>
      moveManagedVisit(service, await offer(), manageToken(req), input, context, new Date()),
    ),
  );
  // The new account is signed in at once: the reply is the sign-in's (POST /api/auth/login).
  router.post('/public/booking/manage/account', limit('manage'), accepts({ body: manageAccountSchema }), async (req, res) => {
    const { id, result } = await createAccountFromLink(
      service,
      manageToken(req),
      valid(res, manageAccountSchema),
      commandContext(req, res),
      new Date(),
    );
    await projected(res, projectToOf(result));
    const user = await getUser(deps.readDb, id);
    if (!user) throw new Error('The new account is not in the read model after its append was projected');
    const session = await createSession(deps.db, { userId: id, role: 'client' });
    const reply: LoginReply = { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
    res.status(201).json(reply);
  });

  return router;
}
