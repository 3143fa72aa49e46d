import { randomUUID } from 'node:crypto';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import type { UserCommand } from '@chairside/shared/identity/identity-commands';
import { handleCommands, type CommandPlan } from '../commands/command-plan';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
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

// Username and e-mail are claimed in the same atomic append as the registration: a refused registration
// claims nothing, and a claim never outlives a registration that did not happen.
export async function planRegisterUser(plan: CommandPlan, input: NewUser & { userId: string }, passwordHash: string): Promise<void> {
  const { userId } = input;
  await plan.decide(userStream(userId), userDecider, { type: 'RegisterUser', ...input, passwordHash });
  await claimUniqueValue(plan, 'username', input.username, userId);
  await claimUniqueValue(plan, 'email', input.email, userId);
}

export async function registerUser(store: EventStore, input: NewUser, context: CommandContext): Promise<{ userId: string; result: CommandResult }> {
  const userId = input.userId ?? context.newId?.() ?? randomUUID();
  const passwordHash = await hashPassword(input.password);
  const { result } = await handleCommands(store, context, (plan) => planRegisterUser(plan, { ...input, userId }, passwordHash));
  return { userId, result };
}

export type ProfileInput = { firstName: string; lastName: string; email: string; phone: string | null; profilePicture: string | null };

// A new e-mail address is claimed, and the address it replaces released, with the change itself.
export async function planUpdateUserProfile(plan: CommandPlan, userId: string, input: ProfileInput): Promise<void> {
  const stream = userStream(userId);
  const current = await plan.state(stream, userDecider);
  const events = await plan.decide(stream, userDecider, { type: 'UpdateUserProfile', ...input });
  if (events.length > 0 && current.exists && !sameValue(current.email, input.email)) {
    await claimUniqueValue(plan, 'email', input.email, userId);
    await releaseUniqueValue(plan, 'email', current.email, userId);
  }
}

export async function updateUserProfile(store: EventStore, userId: string, input: ProfileInput, context: CommandContext): Promise<CommandResult> {
  return (await handleCommands(store, context, (plan) => planUpdateUserProfile(plan, userId, input))).result;
}

export async function changeUserPassword(store: EventStore, userId: string, password: string, reason: 'changed' | 'reset', context: CommandContext): Promise<CommandResult> {
  return runUserCommand(store, userId, { type: 'ChangeUserPassword', passwordHash: await hashPassword(password), reason }, context);
}

export function setColorPreferences(store: EventStore, userId: string, preferences: ColorPreferences, context: CommandContext): Promise<CommandResult> {
  return runUserCommand(store, userId, { type: 'SetUserColorPreferences', preferences }, context);
}
