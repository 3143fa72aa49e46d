import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router, type Express, type RequestHandler } from 'express';
import { z } from 'zod';
import type { QueueBoardLink } from '@chairside/shared/system/queue-board';
import { findAccountStatus } from '@chairside/projections/identity/identity-queries';
import { requireRole } from '../auth/authenticate';
import { toRole } from '../auth/principal';
import { cookieValue, serverSecret } from '../booking/index';
import { accepts, valid } from '../http/accepts';
import type { ModuleDeps } from '../http/backend-module';
import type { OperationsQueues } from './operations-queues';
import { boardKey, BOARD_SESSION_LIFETIME_MS, issueLink, issueSession, verifyLink, verifySession } from './queue-board-tokens';

export const QUEUE_BOARD_PATH = '/api/system/queues/board';
export const QUEUE_BOARD_OPEN_PATH = '/api/system/queues/open';
export const QUEUE_BOARD_COOKIE = 'chairside_queue_board';

const openQuerySchema = z.object({ link: z.string().max(400, 'link: is not a queue board link') });

const refusedLink = 'This queue board link is not valid, was already used or has expired; open the board again from the app';

// bull-board's own UI and API (queues, jobs, retries) for administrators, at QUEUE_BOARD_PATH. Mounted before
// the /system routes' bearer-token guard: the board is reached with its cookie, never a token.
export function queueBoardRoutes(deps: ModuleDeps & { queues: OperationsQueues }): Router {
  const router = Router();
  const { redis, redisPrefix } = deps.commands;
  let key: Promise<Buffer> | null = null;
  const signingKey = () => {
    key ??= serverSecret(redis, redisPrefix)
      .then(boardKey)
      .catch((error: unknown) => {
        key = null;
        throw error;
      });
    return key;
  };
  // Read on every board request, so a demoted or deactivated administrator's cookie stops working at once.
  const isActiveAdmin = async (userId: string) => {
    const account = await findAccountStatus(deps.readDb, userId);
    return account !== null && account.isActive && toRole(account.role) === 'admin';
  };

  router.post('/system/queues/link', requireRole('admin'), accepts({ body: 'none' }), async (_req, res) => {
    const userId = res.locals.principal?.userId as string;
    const { token, link } = issueLink(await signingKey(), userId);
    const reply: QueueBoardLink = {
      url: `${QUEUE_BOARD_OPEN_PATH}?link=${encodeURIComponent(token)}`,
      expiresAt: new Date(link.expiresAt).toISOString(),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(reply);
  });

  router.get('/system/queues/open', accepts({ query: openQuerySchema }), async (req, res) => {
    const signing = await signingKey();
    const link = verifyLink(signing, valid(res, openQuerySchema).link);
    // Used once: a link seen in a history or a log opens nothing the second time.
    const first =
      link &&
      (await redis.set(`${redisPrefix}:queue-board:used:${link.nonce}`, '1', 'PX', Math.max(1, link.expiresAt - Date.now()), 'NX')) ===
        'OK';
    if (!link || !first) return void res.status(401).json({ error: refusedLink });
    if (!(await isActiveAdmin(link.userId))) return void res.status(403).json({ error: 'You do not have permission to do this' });
    const { value } = issueSession(signing, link.userId);
    res.cookie(QUEUE_BOARD_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: QUEUE_BOARD_PATH,
      maxAge: BOARD_SESSION_LIFETIME_MS,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, `${QUEUE_BOARD_PATH}/`);
  });

  const boardGuard: RequestHandler = async (req, res, next) => {
    const session = verifySession(await signingKey(), cookieValue(req, QUEUE_BOARD_COOKIE));
    if (!session) return void res.status(401).json({ error: 'Authentication required' });
    if (!(await isActiveAdmin(session.userId))) return void res.status(403).json({ error: 'You do not have permission to do this' });
    next();
  };

  const board = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: deps.queues.queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Chairside queues' } },
  });
  const boardApp = board.getRouter() as Express;
  boardApp.disable('x-powered-by');
  router.use('/system/queues/board', boardGuard, boardApp);
  return router;
}
