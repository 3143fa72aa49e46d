import { randomUUID } from 'node:crypto';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import type { UserCommand } from '@chairside/shared/identity/identity-commands';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store';
import { capturingState } from './capture-state';
import { userStream } from './identity-streams';
import { hashPassword } from './passwords';
import { userDecider, type UserState } from './user-decider';
import { claimUniqueValue, releaseUniqueValue, sameValue } from './unique-values';

export type NewUser = {
  userId?: string;
  username: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  role: string;
  password: string;
};

export function runUserCommand(store: EventStore, userId: string, command: UserCommand, context: CommandContext): Promise<CommandResult> {
  return handleCommand(store, userStream(userId), userDecider, command, context);
}

export async function loadUser(store: EventStore, userId: string): Promise<UserState> {
  const history = await store.readStream(userStream(userId));
  return history.reduce((state, recorded) => userDecider.evolve(state, recorded as unknown as Parameters<typeof userDecider.evolve>[1]), userDecider.initialState());
}

// Username and e-mail are claimed first (airtight uniqueness), then the user is registered; a failure
// gives the claims back. A crash in between leaves a claim owned by an id no user has: harmless.
export async function registerUser(store: EventStore, input: NewUser, context: CommandContext): Promise<{ userId: string; result: CommandResult }> {
  const userId = input.userId ?? randomUUID();
  const passwordHash = await hashPassword(input.password);
  const claimed: ['username' | 'email', string][] = [];
  try {
    await claimUniqueValue(store, 'username', input.username, userId, context);
    claimed.push(['username', input.username]);
    await claimUniqueValue(store, 'email', input.email, userId, context);
    claimed.push(['email', input.email]);
    const result = await runUserCommand(store, userId, { type: 'RegisterUser', userId, ...input, passwordHash }, context);
    return { userId, result };
  } catch (error) {
    for (const [kind, value] of claimed) await releaseUniqueValue(store, kind, value, userId, context);
    throw error;
  }
}

export type ProfileInput = { firstName: string; lastName: string; email: string; phone: string | null; profilePicture: string | null };

// A new e-mail address is claimed before the change and the address it replaced released after it.
export async function updateUserProfile(store: EventStore, userId: string, input: ProfileInput, context: CommandContext): Promise<CommandResult> {
  const current = await loadUser(store, userId);
  const claimsNew = current.exists && !sameValue(current.email, input.email);
  if (claimsNew) await claimUniqueValue(store, 'email', input.email, userId, context);
  const { decider, last } = capturingState(userDecider);
  let result: CommandResult;
  try {
    result = await handleCommand(store, userStream(userId), decider, { type: 'UpdateUserProfile', ...input }, context);
  } catch (error) {
    if (claimsNew) await releaseUniqueValue(store, 'email', input.email, userId, context);
    throw error;
  }
  const replaced = last()?.email;
  if (result.events.length > 0 && replaced && !sameValue(replaced, input.email)) await releaseUniqueValue(store, 'email', replaced, userId, context);
  return result;
}

export async function changeUserPassword(store: EventStore, userId: string, password: string, reason: 'changed' | 'reset', context: CommandContext): Promise<CommandResult> {
  return runUserCommand(store, userId, { type: 'ChangeUserPassword', passwordHash: await hashPassword(password), reason }, context);
}

export function setColorPreferences(store: EventStore, userId: string, preferences: ColorPreferences, context: CommandContext): Promise<CommandResult> {
  return runUserCommand(store, userId, { type: 'SetUserColorPreferences', preferences }, context);
}
