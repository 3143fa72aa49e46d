import { randomUUID } from 'node:crypto';
import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import type { CreateStaffInput, StaffProfileInput } from '@chairside/shared/team/staff-dto';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { handleCommands } from '../commands/command-plan';
import { userStream } from '../identity/identity-streams';
import { hashPassword } from '../identity/passwords';
import { planRegisterUser, planUpdateUserProfile } from '../identity/user-commands';
import { userDecider } from '../identity/user-decider';
import { staffDecider, type StaffState } from './staff-decider';
import { staffStream } from './team-streams';

export function runStaffCommand(store: EventStore, staffId: string, command: StaffCommand, context: CommandContext): Promise<CommandResult> {
  return handleCommand(store, staffStream(staffId), staffDecider, command, context);
}

export async function loadStaff(store: EventStore, staffId: string): Promise<StaffState> {
  const history = await store.readStream(staffStream(staffId));
  return history.reduce((state, recorded) => staffDecider.evolve(state, recorded as unknown as StaffEvent), staffDecider.initialState());
}

const profileData = (input: StaffProfileInput): StaffProfileData => ({
  title: input.title,
  bio: input.bio,
  photo: input.photo,
  color: input.color,
  locationIds: input.locationIds,
  pay: input.pay,
});

// Creating staff creates their sign-in account (role staff; the username and e-mail are claimed there),
// the staff profile and the permission groups, in one atomic append: a refusal of any part (a taken
// username, an unknown group) writes none of it. The caller checks who may give groups.
export async function hireStaff(store: EventStore, input: CreateStaffInput, context: CommandContext): Promise<{ staffId: string; result: CommandResult }> {
  const staffId = context.newId?.() ?? randomUUID();
  const { firstName, lastName, email, phone, username, password } = input;
  const passwordHash = await hashPassword(password);
  const { result } = await handleCommands(store, context, async (plan) => {
    await planRegisterUser(plan, { userId: staffId, username, email, phone, firstName, lastName, role: 'staff', password }, passwordHash);
    await plan.decide(staffStream(staffId), staffDecider, { type: 'HireStaff', staffId, ...profileData(input) });
    if (input.groupIds.length > 0) await plan.decide(userStream(staffId), userDecider, { type: 'SetUserGroups', groupIds: input.groupIds });
  });
  return { staffId, result };
}

// Name, e-mail and phone belong to the user account; the photo stays on the staff profile (the account's
// own picture, set on Profile & Settings, is kept as it is). Both change together or not at all.
export async function updateStaff(store: EventStore, staffId: string, input: StaffProfileInput, context: CommandContext): Promise<CommandResult> {
  const { result } = await handleCommands(store, context, async (plan) => {
    const staff = await plan.state(staffStream(staffId), staffDecider);
    if (!staff.hired) throw new DomainError('Staff member not found', 404);
    const user = await plan.state(userStream(staffId), userDecider);
    await planUpdateUserProfile(plan, staffId, { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, profilePicture: user.profilePicture });
    await plan.decide(staffStream(staffId), staffDecider, { type: 'UpdateStaffProfile', ...profileData(input) });
  });
  return result;
}

// The staff profile and the sign-in account go together: a deactivated staff member cannot sign in.
export async function setStaffActive(store: EventStore, staffId: string, active: boolean, context: CommandContext): Promise<CommandResult> {
  const { result } = await handleCommands(store, context, async (plan) => {
    await plan.decide(staffStream(staffId), staffDecider, { type: active ? 'ReactivateStaff' : 'DeactivateStaff' });
    await plan.decide(userStream(staffId), userDecider, { type: active ? 'ReactivateUser' : 'DeactivateUser' });
  });
  return result;
}
