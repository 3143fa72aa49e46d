import type { Kysely } from 'kysely';
import type { ChangePasswordInput, ColorPreferences } from '@chairside/shared/identity/identity-dto';
import type { UserCommand } from '@chairside/shared/identity/identity-commands';
import type { UserProfile, UserRegistration } from '@chairside/shared/identity/identity-events';
import { findMissingGroups, findUserCredentials } from '@chairside/projections/identity/identity-queries';
import { revokeUserSessions } from '../auth/sessions';
import { newId } from '../commands/command-context';
import { handleCommands, type CommandPlan } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { userStream } from './identity-streams';
import { hashPassword, verifyPassword } from './passwords';
import { spend, type AuthLimiters } from './rate-limits';
import { userDecider, type UserState } from './user-decider';
import { claimUniqueValue, releaseUniqueValue, sameValue } from './unique-values';

// Sign-in accounts: registering (with the username and e-mail claimed), profile, password, colours,
// groups, direct permissions and (de)activation. The team's staff service builds on the plan steps here.

type StoreDeps = Pick<ServiceDeps, 'store'>;

// The registration's fields, with the password in clear (hashed here) and the id given or made.
export type NewUser = Omit<UserRegistration, 'userId' | 'passwordHash'> & { userId?: string; password: string };

const run = async (deps: StoreDeps, userId: string, command: UserCommand, context: CommandContext): Promise<CommandOutcome> => ({
  id: userId,
  result: await handleCommand(deps.store, userStream(userId), userDecider, command, context),
});

export async function loadUser(deps: StoreDeps, userId: string): Promise<UserState> {
  return (await loadState(deps.store, userStream(userId), userDecider)).state;
}

// Username and e-mail are claimed in the same atomic append as the registration: a refused registration
// claims nothing, and a claim never outlives a registration that did not happen.
export async function planRegisterUser(plan: CommandPlan, input: NewUser & { userId: string }, passwordHash: string): Promise<void> {
  const { userId } = input;
  await plan.decide(userStream(userId), userDecider, { type: 'RegisterUser', ...input, passwordHash });
  await claimUniqueValue(plan, 'username', input.username, userId);
  await claimUniqueValue(plan, 'email', input.email, userId);
}

export async function registerUser(deps: StoreDeps, input: NewUser, context: CommandContext): Promise<CommandOutcome> {
  const userId = input.userId ?? newId(context);
  const passwordHash = await hashPassword(input.password);
  const { result } = await handleCommands(deps.store, context, (plan) => planRegisterUser(plan, { ...input, userId }, passwordHash));
  return { id: userId, result };
}

// The user's account as a plan sees it, and the account changes another module (team) makes in its own plan.
export const planUserState = (plan: CommandPlan, userId: string): Promise<UserState> => plan.state(userStream(userId), userDecider);

export async function planSetUserGroups(plan: CommandPlan, userId: string, groupIds: string[]): Promise<void> {
  await plan.decide(userStream(userId), userDecider, { type: 'SetUserGroups', groupIds });
}

export async function planSetUserActive(plan: CommandPlan, userId: string, active: boolean): Promise<void> {
  await plan.decide(userStream(userId), userDecider, { type: active ? 'ReactivateUser' : 'DeactivateUser' });
}

// A client's own account erased with them: anonymised and deactivated, its username and e-mail released
// (whose claims would otherwise keep naming them). False when there is no such account.
export async function planAnonymiseUser(plan: CommandPlan, userId: string): Promise<boolean> {
  const stream = userStream(userId);
  const current = await plan.state(stream, userDecider);
  if (!current.exists) return false;
  if (current.anonymised) return true;
  await plan.decide(stream, userDecider, { type: 'AnonymiseUser' });
  if (current.username) await releaseUniqueValue(plan, 'username', current.username, userId);
  if (current.email) await releaseUniqueValue(plan, 'email', current.email, userId);
  return true;
}

export type ProfileInput = UserProfile;

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

export async function updateUserProfile(
  deps: StoreDeps,
  userId: string,
  input: ProfileInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  return { id: userId, result: (await handleCommands(deps.store, context, (plan) => planUpdateUserProfile(plan, userId, input))).result };
}

export async function changeUserPassword(
  deps: StoreDeps,
  userId: string,
  password: string,
  reason: 'changed' | 'reset',
  context: CommandContext,
): Promise<CommandOutcome> {
  return run(deps, userId, { type: 'ChangeUserPassword', passwordHash: await hashPassword(password), reason }, context);
}

export type PasswordChangeDeps = ServiceDeps & { db: Kysely<unknown>; limits: AuthLimiters };

// A signed-in user changing their own password: it takes the current one (tries are limited per user,
// RateLimited past the limit), and signs out every other session of theirs (`keepToken` is this one).
export async function changeOwnPassword(
  deps: PasswordChangeDeps,
  userId: string,
  input: ChangePasswordInput,
  keepToken: string | undefined,
  context: CommandContext,
): Promise<CommandOutcome> {
  const account = await findUserCredentials(deps.readDb, userId);
  if (!account) throw new DomainError('User not found', 404);
  await spend([[deps.limits.passwordChangePerUser, userId]]);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword)))
    throw new DomainError('Your current password is incorrect', 400);
  await deps.limits.passwordChangePerUser.delete(userId);
  const outcome = await changeUserPassword(deps, userId, input.newPassword, 'changed', context);
  await revokeUserSessions(deps.db, userId, { except: keepToken });
  return outcome;
}

export function setColorPreferences(
  deps: StoreDeps,
  userId: string,
  preferences: ColorPreferences,
  context: CommandContext,
): Promise<CommandOutcome> {
  return run(deps, userId, { type: 'SetUserColorPreferences', preferences }, context);
}

// Groups are named by id; one the read model does not know is refused before anything is written.
export async function setUserGroups(
  deps: ServiceDeps,
  userId: string,
  groupIds: string[],
  context: CommandContext,
): Promise<CommandOutcome> {
  const [missing] = await findMissingGroups(deps.readDb, groupIds);
  if (missing !== undefined) throw new DomainError(`Unknown permission group "${missing}"`, 400);
  return run(deps, userId, { type: 'SetUserGroups', groupIds }, context);
}

export function setDirectPermissions(
  deps: StoreDeps,
  userId: string,
  permissions: string[],
  context: CommandContext,
): Promise<CommandOutcome> {
  return run(deps, userId, { type: 'SetUserDirectPermissions', permissions }, context);
}

// A deactivated user's sessions stop working at once (the session check reads the read model); nobody
// locks themself out.
export function setUserActive(deps: StoreDeps, userId: string, active: boolean, context: CommandContext): Promise<CommandOutcome> {
  if (!active && userId === context.userId) throw new DomainError('You cannot deactivate your own account', 409);
  return run(deps, userId, { type: active ? 'ReactivateUser' : 'DeactivateUser' }, context);
}
