import { Router, type Request, type Response } from 'express';
import {
  forgotPasswordRequestSchema,
  forgotPasswordSmsRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  type LoginReply,
} from '@chairside/shared/identity/identity-dto';
import type { SignInFailureReason } from '@chairside/shared/identity/identity-events';
import { findUserByIdentifier, getUser } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { Kysely } from 'kysely';
import { bearerToken, requireSignedIn } from '../auth/authenticate';
import { createSession, revokeSession } from '../auth/sessions';
import { commandContext } from '../commands/command-context';
import { type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { waitForProjection } from './wait-for-projection';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import { recoveryMessages, resetPassword, sendResetCode, sendResetEmail, type RecoveryDeps } from './password-recovery';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createAuthLimiters, RateLimited, sendRateLimited, spend } from './rate-limits';
import { recordSignedIn, recordSignedOut, recordSignInFailed, signInContext } from './sign-in-log';
import { accepts, valid } from '../http/accepts';

export type AuthRouteDeps = {
  db: Kysely<unknown>;
  readDb: ReadDb;
  store: EventStore;
  commands: CommandRouteDeps;
  outbox?: Outbox;
  publicUrl?: string;
};

const wrongCredentials = 'Incorrect username, e-mail or password';
const ip = (req: Request) => req.ip ?? 'unknown';
const notRecorded = 'Signing in is not possible right now; try again in a moment';

// A sign-in and its event go together: when the event cannot be written, the attempt is answered 503
// (and no session is opened), so the audit history never misses a sign-in that happened.
async function recorded(req: Request, res: Response, write: () => Promise<void>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    req.log.error({ err: error }, 'could not record a sign-in event');
    res.status(503).json({ error: notRecorded });
    return false;
  }
}

export function authRoutes(deps: AuthRouteDeps): Router {
  const router = Router();
  const limits = createAuthLimiters(deps.commands.redis, deps.commands.redisPrefix);

  router.post('/auth/login', accepts({ body: loginRequestSchema }), async (req, res) => {
    const input = valid(res, loginRequestSchema);
    const account = await findUserByIdentifier(deps.readDb, input.identifier);
    // An account is counted as one whether it is named by username or e-mail; an unknown identifier by itself.
    const accountKey = account ? `account:${account.id}` : `identifier:${input.identifier.trim().toLowerCase()}`;
    const identifierKey = `${accountKey}|${ip(req)}`;
    const context = signInContext(req);
    const failed = (reason: SignInFailureReason) => () =>
      recordSignInFailed(deps.store, { typed: input.identifier, userId: account?.id ?? null, reason }, context);
    try {
      await spend([
        [limits.loginPerIdentifier, identifierKey],
        [limits.loginPerAccount, accountKey],
        [limits.loginPerIp, ip(req)],
      ]);
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      // Only the attempt that went over a limit is recorded: a guesser hammering on cannot grow the history.
      if (error.firstRefusal && !(await recorded(req, res, failed('rate-limited')))) return;
      return sendRateLimited(res, error, 'failed sign-ins', 'Wait, or reset your password with "Forgot password?"');
    }
    // An unknown account costs the same hashing time as a wrong password, and answers the same.
    const passwordMatches = account ? await verifyPassword(account.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!account || !passwordMatches) {
      if (!(await recorded(req, res, failed(account ? 'wrong-password' : 'unknown-user')))) return;
      res.status(401).json({ error: wrongCredentials });
      return;
    }
    // The right password: the attempts it spent are given back.
    await Promise.all([
      limits.loginPerIdentifier.delete(identifierKey),
      limits.loginPerAccount.delete(accountKey),
      limits.loginPerIp.reward(ip(req)),
    ]);
    if (!account.isActive) {
      if (!(await recorded(req, res, failed('inactive')))) return;
      throw new DomainError('This account has been deactivated. Ask an administrator to reactivate it.', 403);
    }
    const user = await getUser(deps.readDb, account.id);
    if (!user) {
      if (!(await recorded(req, res, failed('unknown-user')))) return;
      res.status(401).json({ error: wrongCredentials });
      return;
    }
    // Recorded before the session opens: a session never exists without its event.
    if (!(await recorded(req, res, () => recordSignedIn(deps.store, account.id, 'password', context)))) return;
    const session = await createSession(deps.db, { userId: account.id, role: account.role });
    const reply: LoginReply = { token: session.token, expiresAt: session.expiresAt.toISOString(), user };
    res.json(reply);
  });

  router.post('/auth/logout', requireSignedIn, accepts({ body: 'none' }), async (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (token) await revokeSession(deps.db, token);
    // Revoked first: a sign-out must end the session even when its event cannot be written (the browser
    // forgets its token whatever the answer); that failure is logged and answered 503.
    const principal = res.locals.principal;
    if (principal && !(await recorded(req, res, () => recordSignedOut(deps.store, principal.userId, signInContext(req))))) return;
    res.status(204).end();
  });

  router.get('/auth/verify', requireSignedIn, async (_req, res) => {
    const user = res.locals.principal ? await getUser(deps.readDb, res.locals.principal.userId) : null;
    if (!user) {
      res.status(401).json({ error: 'Authentication required' });
      return;
    }
    res.json({ user });
  });

  // Recovery needs somewhere to send messages (and, for e-mail, the address links point to).
  function recoveryDeps(res: Response, needsPublicUrl: boolean): RecoveryDeps | null {
    if (!deps.outbox) {
      res.status(503).json({ error: 'Password recovery is not available: no outbox is configured' });
      return null;
    }
    if (needsPublicUrl && !deps.publicUrl) {
      res.status(503).json({ error: 'Password recovery by e-mail is not available: no public URL is configured' });
      return null;
    }
    return { db: deps.db, readDb: deps.readDb, store: deps.store, outbox: deps.outbox, publicUrl: deps.publicUrl ?? '' };
  }

  // The answer goes out before the message is looked up and queued, so neither its text nor its timing
  // tells whether the account exists. PostgreSQL or Redis away for a moment is waited out (recoveryRetry);
  // any other failure to queue is logged, and the person can ask again.
  router.post('/auth/forgot-password', accepts({ body: forgotPasswordRequestSchema }), async (req, res) => {
    const recovery = recoveryDeps(res, true);
    if (!recovery) return;
    const { email } = valid(res, forgotPasswordRequestSchema);
    if (!(await spendRecovery(res, `email:${email}`, ip(req)))) return;
    res.json({ message: recoveryMessages.email });
    sendResetEmail(recovery, email).catch((error: unknown) => req.log.error({ err: error }, 'could not queue a password reset e-mail'));
  });

  router.post('/auth/forgot-password-sms', accepts({ body: forgotPasswordSmsRequestSchema }), async (req, res) => {
    const recovery = recoveryDeps(res, false);
    if (!recovery) return;
    const { phone } = valid(res, forgotPasswordSmsRequestSchema);
    if (!(await spendRecovery(res, `sms:${phone.replace(/[^0-9]/g, '')}`, ip(req)))) return;
    res.json({ message: recoveryMessages.sms });
    sendResetCode(recovery, phone).catch((error: unknown) => req.log.error({ err: error }, 'could not queue a password reset SMS'));
  });

  router.post('/auth/reset-password', accepts({ body: resetPasswordRequestSchema }), async (req, res) => {
    const recovery = recoveryDeps(res, false);
    if (!recovery) return;
    const input = valid(res, resetPasswordRequestSchema);
    try {
      await spend([[limits.resetPerIp, ip(req)]]);
    } catch (error) {
      if (error instanceof RateLimited) return sendRateLimited(res, error, 'password reset attempts');
      throw error;
    }
    const result = await resetPassword(recovery, input, commandContext(req, res));
    // Signing in with the new password right away must work: wait until the read model has it.
    await waitForProjection(deps.commands, result);
    res.json({ message: recoveryMessages.reset });
  });

  async function spendRecovery(res: Response, identifier: string, address: string): Promise<boolean> {
    try {
      await spend([
        [limits.recoveryPerIdentifier, identifier],
        [limits.recoveryPerIp, address],
      ]);
      return true;
    } catch (error) {
      if (error instanceof RateLimited) {
        sendRateLimited(res, error, 'password reset requests');
        return false;
      }
      throw error;
    }
  }

  return router;
}
