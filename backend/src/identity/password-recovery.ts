import { escapeHtml } from '@chairside/shared/format/html-text';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { findUserByIdentifier, findUsersByPhone, getUser } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';
import { revokeUserSessions } from '../auth/sessions';
import { DomainError } from '../commands/domain-error';
import { isServiceUnavailable } from '../http/service-unavailable';
import type { CommandContext, CommandResult } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import { changeUserPassword } from './user-service';

export const recoveryRules = {
  emailLinkMinutes: 60,
  smsCodeMinutes: 10,
  smsCodeMaxAttempts: 5,
} as const;

export const recoveryMessages = {
  email: 'If an account uses that e-mail address, we have sent it a link to reset the password. The link works for 60 minutes.',
  sms: 'If an account uses that phone number, we have texted it a 6-digit code to reset the password. The code works for 10 minutes.',
  reset: 'Your password has been reset. Sign in with your new password.',
  invalid: 'This reset link or code is invalid or has expired',
} as const;

export type RecoveryDeps = { db: Kysely<unknown>; readDb: ReadDb; store: EventStore; outbox: Outbox; publicUrl: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// A new request replaces the previous one on the same channel: only the latest link or code works. Run again
// with the same id (after a failure that may have come after the commit) it changes nothing, so a newer
// request's link or code made meanwhile keeps working.
async function issue(
  db: Kysely<unknown>,
  reset: { id: string; userId: string; channel: 'email' | 'sms'; secret: string; minutes: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      insert into password_resets (id, token_hash, user_id, channel, expires_at)
      values (${reset.id}, ${sha256(reset.secret)}, ${reset.userId}, ${reset.channel}, now() + make_interval(mins => ${reset.minutes}))
      on conflict (id) do nothing
      returning id`.execute(trx);
    if (rows.length === 0) return;
    await sql`
      update password_resets set used_at = now()
      where user_id = ${reset.userId} and channel = ${reset.channel} and used_at is null and id <> ${reset.id}`.execute(trx);
  });
}

// How long a request that was already answered (see auth-routes.ts) keeps trying while PostgreSQL or Redis is
// away for a moment (a restart, a failover), instead of dropping the link or code it promised.
export const recoveryRetry = { forMs: 60_000, firstDelayMs: 250, maxDelayMs: 5_000 };
export type RecoveryRetry = typeof recoveryRetry;

async function untilAvailable<T>(work: () => Promise<T>, retry: RecoveryRetry): Promise<T> {
  const until = Date.now() + retry.forMs;
  for (let delay = retry.firstDelayMs; ; delay = Math.min(delay * 2, retry.maxDelayMs)) {
    try {
      return await work();
    } catch (error) {
      if (!isServiceUnavailable(error) || Date.now() + delay > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

// Sends a reset link when an active account has this e-mail address; silently nothing otherwise. Every try
// (see untilAvailable) issues the same link, queued under the same key: at most one e-mail, whatever failed.
export async function sendResetEmail(deps: RecoveryDeps, email: string, retry: RecoveryRetry = recoveryRetry): Promise<boolean> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  return untilAvailable(async () => {
    const account = await findUserByIdentifier(deps.readDb, email);
    if (!account?.isActive || !account.email.includes('@')) return false;
    const user = await getUser(deps.readDb, account.id);
    await issue(deps.db, { id, userId: account.id, channel: 'email', secret: token, minutes: recoveryRules.emailLinkMinutes });
    const link = `${deps.publicUrl.replace(/\/+$/, '')}/reset-password?token=${token}`;
    const name = user?.firstName || user?.username || 'there';
    const text = [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of your Chairside account. Open this link within ${recoveryRules.emailLinkMinutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n');
    const html = [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Someone asked to reset the password of your Chairside account. Open this link within ${recoveryRules.emailLinkMinutes} minutes to choose a new password:</p>`,
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      `<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    ].join('\n');
    await deps.outbox.email({
      to: account.email,
      subject: 'Reset your Chairside password',
      text,
      html,
      category: 'password-reset',
      key: `password-reset-email.${id}`,
    });
    return true;
  }, retry);
}

// Texts a 6-digit code when exactly one active account has this phone number. A number shared by
// several accounts gets nothing: the code alone could not say whose password it resets. Like the link above,
// every try issues the same code under the same key.
export async function sendResetCode(deps: RecoveryDeps, phone: string, retry: RecoveryRetry = recoveryRetry): Promise<boolean> {
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return untilAvailable(async () => {
    const accounts = (await findUsersByPhone(deps.readDb, phone)).filter((account) => account.isActive && account.phone);
    const account = accounts.length === 1 ? accounts[0] : undefined;
    if (!account?.phone) return false;
    await issue(deps.db, { id, userId: account.id, channel: 'sms', secret: code, minutes: recoveryRules.smsCodeMinutes });
    await deps.outbox.sms({
      to: account.phone,
      body: `Your Chairside password reset code is ${code}. It works for ${recoveryRules.smsCodeMinutes} minutes. If you did not ask for it, ignore this message.`,
      category: 'password-reset',
      key: `password-reset-sms.${id}`,
    });
    return true;
  }, retry);
}

export type ResetInput = { token: string; password: string } | { phone: string; code: string; password: string };

// Marks the link or code used (once, even under a race), sets the new password and signs the user out everywhere.
export async function resetPassword(deps: RecoveryDeps, input: ResetInput, context: CommandContext): Promise<CommandResult> {
  const userId = 'token' in input ? await useEmailToken(deps.db, input.token) : await useSmsCode(deps, input.phone, input.code);
  if (!userId) throw new DomainError(recoveryMessages.invalid, 400);
  const { result } = await changeUserPassword(deps, userId, input.password, 'reset', { ...context, userId: context.userId ?? userId });
  await revokeUserSessions(deps.db, userId);
  return result;
}

async function useEmailToken(db: Kysely<unknown>, token: string): Promise<string | null> {
  const { rows } = await sql<{ user_id: string }>`
    update password_resets set used_at = now()
    where token_hash = ${sha256(token)} and channel = 'email' and used_at is null and expires_at > now()
    returning user_id`.execute(db);
  return rows[0]?.user_id ?? null;
}

// Every try first spends one of the code's 5 attempts in a single UPDATE (row-locked), so parallel
// guesses cannot test more than 5 codes; a code with no attempts left is burnt.
async function useSmsCode(deps: RecoveryDeps, phone: string, code: string): Promise<string | null> {
  const userIds = (await findUsersByPhone(deps.readDb, phone)).map((account) => account.id);
  if (userIds.length === 0) return null;
  const { rows } = await sql<{ id: string; token_hash: string }>`
    update password_resets set attempts = attempts + 1
    where user_id = any(${userIds}) and channel = 'sms' and used_at is null and expires_at > now() and attempts < ${recoveryRules.smsCodeMaxAttempts}
    returning id, token_hash`.execute(deps.db);
  const given = Buffer.from(sha256(code));
  const match = rows.find((row) => timingSafeEqual(Buffer.from(row.token_hash), given));
  if (!match) return null;
  const { rows: used } = await sql<{ user_id: string }>`
    update password_resets set used_at = now() where id = ${match.id} and used_at is null returning user_id`.execute(deps.db);
  return used[0]?.user_id ?? null;
}
