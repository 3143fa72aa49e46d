import { randomUUID } from 'node:crypto';
import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import type { CreateStaffInput, StaffProfileInput } from '@chairside/shared/team/staff-dto';
import { comparePositions, type EventStore } from '../event-store/event-store';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { loadUser, registerUser, runUserCommand, updateUserProfile } from '../identity/user-commands';
import { staffDecider, type StaffState } from './staff-decider';
import { staffStream } from './team-streams';

export function runStaffCommand(store: EventStore, staffId: string, command: StaffCommand, context: CommandContext): Promise<CommandResult> {
  return handleCommand(store, staffStream(staffId), staffDecider, command, context);
}

export async function loadStaff(store: EventStore, staffId: string): Promise<StaffState> {
  const history = await store.readStream(staffStream(staffId));
  return history.reduce((state, recorded) => staffDecider.evolve(state, recorded as unknown as StaffEvent), staffDecider.initialState());
}

// A change spanning streams is answered with the furthest position, so the caller's next read sees all of it.
export function latestResult(first: CommandResult, ...rest: CommandResult[]): CommandResult {
  return rest.reduce((latest, result) => {
    if (!result.position) return latest;
    if (!latest.position || comparePositions(result.position, latest.position) > 0) return result;
    return latest;
  }, first);
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
// then the staff profile, then the permission groups. The caller checks who may give groups.
export async function hireStaff(store: EventStore, input: CreateStaffInput, context: CommandContext): Promise<{ staffId: string; result: CommandResult }> {
  const staffId = randomUUID();
  const { firstName, lastName, email, phone, username, password } = input;
  const registered = await registerUser(store, { userId: staffId, username, email, phone, firstName, lastName, role: 'staff', password }, context);
  const hired = await runStaffCommand(store, staffId, { type: 'HireStaff', staffId, ...profileData(input) }, context);
  if (input.groupIds.length === 0) return { staffId, result: latestResult(registered.result, hired) };
  const grouped = await runUserCommand(store, staffId, { type: 'SetUserGroups', groupIds: input.groupIds }, context);
  return { staffId, result: latestResult(registered.result, hired, grouped) };
}

// Name, e-mail and phone belong to the user account; the photo stays on the staff profile (the account's
// own picture, set on Profile & Settings, is kept as it is).
export async function updateStaff(store: EventStore, staffId: string, input: StaffProfileInput, context: CommandContext): Promise<CommandResult> {
  const staff = await loadStaff(store, staffId);
  if (!staff.hired) throw new DomainError('Staff member not found', 404);
  const user = await loadUser(store, staffId);
  const account = await updateUserProfile(store, staffId, { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, profilePicture: user.profilePicture }, context);
  const profile = await runStaffCommand(store, staffId, { type: 'UpdateStaffProfile', ...profileData(input) }, context);
  return latestResult(profile, account);
}

// The staff profile and the sign-in account go together: a deactivated staff member cannot sign in.
export async function setStaffActive(store: EventStore, staffId: string, active: boolean, context: CommandContext): Promise<CommandResult> {
  const profile = await runStaffCommand(store, staffId, { type: active ? 'ReactivateStaff' : 'DeactivateStaff' }, context);
  const account = await runUserCommand(store, staffId, { type: active ? 'ReactivateUser' : 'DeactivateUser' }, context);
  return latestResult(profile, account);
}
