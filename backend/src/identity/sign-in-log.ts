import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { EventMetadata, EventStore } from '@chairside/platform/event-store/event-store';
import { signInUsername, type SignInEvent, type SignInFailureReason, type SignInMethod } from '@chairside/shared/identity/identity-events';
import { signInStream, unknownSignInStream } from './identity-streams';

// From where and under which request an attempt came: the metadata auditors read on every sign-in event.
export type SignInContext = { ip: string | null; correlationId: string; now: () => Date };

export function signInContext(req: Request): SignInContext {
  return { ip: req.ip ?? null, correlationId: typeof req.id === 'string' ? req.id : randomUUID(), now: () => new Date() };
}

// One append, whatever the stream's revision: the event records what happened, nothing is decided on it,
// so concurrent attempts on one account (or on the day's unknown names) never refuse each other.
async function append(store: EventStore, event: SignInEvent, actorId: string | null, context: SignInContext): Promise<void> {
  const now = context.now();
  const owner = event.data.userId;
  const metadata: EventMetadata = {
    userId: actorId,
    correlationId: context.correlationId,
    causationId: null,
    occurredAt: now.toISOString(),
    source: 'api',
    ip: context.ip,
  };
  await store.appendToStream(
    owner ? signInStream(owner) : unknownSignInStream(now),
    [{ id: randomUUID(), type: event.type, data: event.data, metadata }],
    { expectedRevision: 'any' },
  );
}

export const recordSignedIn = (store: EventStore, userId: string, method: SignInMethod, context: SignInContext) =>
  append(store, { type: 'SignedIn', data: { userId, method } }, userId, context);

// Nobody proved who they are, so the metadata names no user; the account the name matched is in the data.
export const recordSignInFailed = (
  store: EventStore,
  attempt: { typed: string; userId: string | null; reason: SignInFailureReason },
  context: SignInContext,
) =>
  append(
    store,
    {
      type: 'SignInFailed',
      data: { username: signInUsername(attempt.typed), ...(attempt.userId ? { userId: attempt.userId } : {}), reason: attempt.reason },
    },
    null,
    context,
  );

export const recordSignedOut = (store: EventStore, userId: string, context: SignInContext) =>
  append(store, { type: 'SignedOut', data: { userId } }, userId, context);
