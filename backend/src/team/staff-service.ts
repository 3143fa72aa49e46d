import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import type { CreateStaffInput, StaffListQuery, StaffMember, StaffProfileInput } from '@chairside/shared/team/staff-dto';
import { findMissingGroups, getUser } from '@chairside/projections/identity/identity-queries';
import { getStaffMember, listStaff } from '@chairside/projections/team/staff-queries';
import type { Caller } from '../auth/caller';
import { newId } from '../commands/command-context';
import { handleCommands } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import type { CommandContext } from '../commands/handle-command';
import { loadState, type LoadedState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { userStream } from '../identity/identity-streams';
import { hashPassword } from '../identity/passwords';
import { planRegisterUser, planUpdateUserProfile } from '../identity/user-service';
import { userDecider } from '../identity/user-decider';
import { staffDecider, type StaffState } from './staff-decider';
import { seesContact, seesPay } from './team-access';
import { checkStaffLocations } from './team-locations';
import { staffStream } from './team-streams';

// The team's profiles: who is on it, what each of them may see of colleagues, and hiring, editing and
// (de)activating, each with the sign-in account that goes with the profile.

type LoadedStaff = LoadedState<StaffState, StaffCommand, StaffEvent>;

// The staff member the path names, who must be on the team; read once, also for the command that follows.
export async function loadHiredStaff(deps: Pick<ServiceDeps, 'store'>, staffId: string): Promise<LoadedStaff> {
  const staff = await loadState(deps.store, staffStream(staffId), staffDecider);
  if (!staff.state.hired) throw new DomainError('Staff member not found', 404);
  return staff;
}

// Nobody but an administrator acts on an administrator's account through the team screens.
async function refuseAdminTarget(deps: Pick<ServiceDeps, 'readDb'>, caller: Caller, staffId: string): Promise<void> {
  if (caller.role === 'admin') return;
  if ((await getUser(deps.readDb, staffId))?.role === 'admin') throw new DomainError('Only an administrator can change an administrator', 403);
}

const readOptions = (caller: Caller) => ({ showPay: seesPay(caller), showContact: seesContact(caller) });

export function listTeam(deps: Pick<ServiceDeps, 'readDb'>, query: StaffListQuery, caller: Caller): Promise<StaffMember[]> {
  return listStaff(deps.readDb, { locationId: query.locationId, includeInactive: query.includeInactive === 'true' }, readOptions(caller));
}

export async function getTeamMember(deps: Pick<ServiceDeps, 'readDb'>, staffId: string, caller: Caller): Promise<StaffMember> {
  const member = await getStaffMember(deps.readDb, staffId, readOptions(caller));
  if (!member) throw new DomainError('Staff member not found', 404);
  return member;
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
// username, an unknown group) writes none of it.
export async function hireStaff(deps: ServiceDeps, input: CreateStaffInput, caller: Caller, context: CommandContext): Promise<CommandOutcome> {
  // Anyone else could grant the new account (and so themselves, through it) more than they hold.
  if (input.groupIds.length > 0 && caller.role !== 'admin') throw new DomainError('Only an administrator can give permission groups', 403);
  const [missing] = await findMissingGroups(deps.readDb, input.groupIds);
  if (missing !== undefined) throw new DomainError(`Unknown permission group "${missing}"`, 400);
  await checkStaffLocations(deps.readDb, input.locationIds, []);
  const staffId = newId(context);
  const { firstName, lastName, email, phone, username, password } = input;
  const passwordHash = await hashPassword(password);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    await planRegisterUser(plan, { userId: staffId, username, email, phone, firstName, lastName, role: 'staff', password }, passwordHash);
    await plan.decide(staffStream(staffId), staffDecider, { type: 'HireStaff', staffId, ...profileData(input) });
    if (input.groupIds.length > 0) await plan.decide(userStream(staffId), userDecider, { type: 'SetUserGroups', groupIds: input.groupIds });
  });
  return { id: staffId, result };
}

// Name, e-mail and phone belong to the user account; the photo stays on the staff profile (the account's
// own picture, set on Profile & Settings, is kept as it is). Both change together or not at all.
export async function updateStaff(deps: ServiceDeps, staffId: string, input: StaffProfileInput, caller: Caller, context: CommandContext): Promise<CommandOutcome> {
  const staff = await loadHiredStaff(deps, staffId);
  await refuseAdminTarget(deps, caller, staffId);
  await checkStaffLocations(deps.readDb, input.locationIds, staff.state.profile?.locationIds ?? []);
  const { result } = await handleCommands(
    deps.store,
    context,
    async (plan) => {
      const current = await plan.state(staff.requested, staffDecider);
      if (!current.hired) throw new DomainError('Staff member not found', 404);
      const user = await plan.state(userStream(staffId), userDecider);
      await planUpdateUserProfile(plan, staffId, { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, profilePicture: user.profilePicture });
      await plan.decide(staff.requested, staffDecider, { type: 'UpdateStaffProfile', ...profileData(input) });
    },
    { start: [staff] },
  );
  return { id: staffId, result };
}

// The staff profile and the sign-in account go together: a deactivated staff member cannot sign in.
export async function setStaffActive(deps: ServiceDeps, staffId: string, active: boolean, caller: Caller, context: CommandContext): Promise<CommandOutcome> {
  if (!active && staffId === caller.userId) throw new DomainError('You cannot deactivate your own account', 409);
  const staff = await loadHiredStaff(deps, staffId);
  await refuseAdminTarget(deps, caller, staffId);
  const { result } = await handleCommands(
    deps.store,
    context,
    async (plan) => {
      await plan.decide(staff.requested, staffDecider, { type: active ? 'ReactivateStaff' : 'DeactivateStaff' });
      await plan.decide(userStream(staffId), userDecider, { type: active ? 'ReactivateUser' : 'DeactivateUser' });
    },
    { start: [staff] },
  );
  return { id: staffId, result };
}
