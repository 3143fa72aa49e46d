import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import type {
  AddStaffAccountInput,
  CreateStaffInput,
  StaffListQuery,
  StaffMember,
  StaffProfileInput,
} from '@chairside/shared/team/staff-dto';
import { findMissingGroups, getUser } from '@chairside/projections/identity/identity-queries';
import { getPayHistory, getStaffMember, listStaff } from '@chairside/projections/team/staff-queries';
import { getBusinessSettings } from '@chairside/projections/business/business-queries';
import { businessToday, type PayRate, type SetPayRateInput } from '@chairside/shared/team/pay-rates';
import type { Caller } from '../auth/caller';
import { newId } from '../commands/command-context';
import { handleCommands } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import type { CommandContext } from '../commands/handle-command';
import { loadState, type LoadedState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import {
  hashPassword,
  planRegisterUser,
  planSetUserActive,
  planSetUserGroups,
  planUpdateUserProfile,
  planUserState,
} from '../identity/index';
import { staffDecider, type StaffState } from './staff-decider';
import { seesContact, seesPay } from './team-access';
import { checkStaffLocations } from './team-locations';
import { staffStream } from './team-streams';

// The team's profiles: who is on it, what each of them may see of colleagues, and hiring (with or without a
// sign-in account), adding an account later, editing and (de)activating, each with the account when there is one.

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
  if ((await getUser(deps.readDb, staffId))?.role === 'admin')
    throw new DomainError('Only an administrator can change an administrator', 403);
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

// Only an administrator gives permission groups: anyone else could grant the new account (and so
// themselves, through it) more than they hold. Unknown groups are refused before anything is written.
async function checkGroups(deps: Pick<ServiceDeps, 'readDb'>, groupIds: readonly string[], caller: Caller): Promise<void> {
  if (groupIds.length > 0 && caller.role !== 'admin') throw new DomainError('Only an administrator can give permission groups', 403);
  const [missing] = await findMissingGroups(deps.readDb, [...groupIds]);
  if (missing !== undefined) throw new DomainError(`Unknown permission group "${missing}"`, 400);
}

// Hiring with a username creates their sign-in account too (role staff; the username and e-mail are
// claimed there), the staff profile and the permission groups, in one atomic append: a refusal of any part
// (a taken username, an unknown group) writes none of it. Without a username the staff stream alone holds
// the person, name and contact details included; an account can be added later (addStaffAccount).
export async function hireStaff(
  deps: ServiceDeps,
  input: CreateStaffInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  await checkGroups(deps, input.groupIds, caller);
  await checkStaffLocations(deps.readDb, input.locationIds, []);
  const staffId = newId(context);
  const { firstName, lastName, email, phone, username, password } = input;
  if (!username) {
    const { result } = await handleCommands(deps.store, context, async (plan) => {
      await plan.decide(staffStream(staffId), staffDecider, {
        type: 'HireStaffWithoutAccount',
        staffId,
        firstName,
        lastName,
        email,
        phone,
        ...profileData(input),
      });
    });
    return { id: staffId, result };
  }
  // The schema asks for both with a username; said again for the type.
  if (!email) throw new DomainError('E-mail is required for a sign-in account', 400);
  if (!password) throw new DomainError('Password is required for a sign-in account', 400);
  const passwordHash = await hashPassword(password);
  const { result } = await handleCommands(deps.store, context, async (plan) => {
    await planRegisterUser(plan, { userId: staffId, username, email, phone, firstName, lastName, role: 'staff', password }, passwordHash);
    await plan.decide(staffStream(staffId), staffDecider, { type: 'HireStaff', staffId, ...profileData(input) });
    if (input.groupIds.length > 0) await planSetUserGroups(plan, staffId, input.groupIds);
  });
  return { id: staffId, result };
}

// With an account, name, e-mail and phone belong to it (the photo stays on the staff profile; the account's
// own picture, set on Profile & Settings, is kept as it is); without one, to the staff stream. Both parts
// change together or not at all.
export async function updateStaff(
  deps: ServiceDeps,
  staffId: string,
  input: StaffProfileInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const staff = await loadHiredStaff(deps, staffId);
  await refuseAdminTarget(deps, caller, staffId);
  await checkStaffLocations(deps.readDb, input.locationIds, staff.state.profile?.locationIds ?? []);
  const { firstName, lastName, email, phone } = input;
  const today = businessToday(context.now?.() ?? new Date(), (await getBusinessSettings(deps.readDb))?.timeZone ?? BUSINESS_TIME_ZONE);
  const { result } = await handleCommands(
    deps.store,
    context,
    async (plan) => {
      const current = await plan.state(staff.requested, staffDecider);
      if (!current.hired) throw new DomainError('Staff member not found', 404);
      if (current.hasAccount) {
        if (!email) throw new DomainError('E-mail is required for someone who signs in', 400);
        const user = await planUserState(plan, staffId);
        await planUpdateUserProfile(plan, staffId, { firstName, lastName, email, phone, profilePicture: user.profilePicture });
      } else {
        await plan.decide(staff.requested, staffDecider, { type: 'UpdateStaffContact', firstName, lastName, email, phone });
      }
      await plan.decide(staff.requested, staffDecider, { type: 'UpdateStaffProfile', today, ...profileData(input) });
    },
    { start: [staff] },
  );
  return { id: staffId, result };
}

// A sign-in account for someone hired without one, with the staff id as its id: their name and phone move
// to the account, the e-mail given becomes its e-mail, and the username and e-mail are claimed, all in one
// append (a taken username writes nothing).
export async function addStaffAccount(
  deps: ServiceDeps,
  staffId: string,
  input: AddStaffAccountInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const staff = await loadHiredStaff(deps, staffId);
  await checkGroups(deps, input.groupIds, caller);
  const passwordHash = await hashPassword(input.password);
  const { result } = await handleCommands(
    deps.store,
    context,
    async (plan) => {
      const current = await plan.state(staff.requested, staffDecider);
      const events = await plan.decide(staff.requested, staffDecider, { type: 'AddStaffAccount', staffId });
      const contact = current.contact;
      if (events.length === 0 || !contact) throw new DomainError('This staff member already has a sign-in account', 409);
      const { firstName, lastName, phone } = contact;
      await planRegisterUser(
        plan,
        {
          userId: staffId,
          username: input.username,
          email: input.email,
          phone,
          firstName,
          lastName,
          role: 'staff',
          password: input.password,
        },
        passwordHash,
      );
      if (input.groupIds.length > 0) await planSetUserGroups(plan, staffId, input.groupIds);
    },
    { start: [staff] },
  );
  return { id: staffId, result };
}

// The staff profile and the sign-in account (when they have one) go together: a deactivated staff member
// cannot sign in.
export async function setStaffActive(
  deps: ServiceDeps,
  staffId: string,
  active: boolean,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  if (!active && staffId === caller.userId) throw new DomainError('You cannot deactivate your own account', 409);
  const staff = await loadHiredStaff(deps, staffId);
  await refuseAdminTarget(deps, caller, staffId);
  const { result } = await handleCommands(
    deps.store,
    context,
    async (plan) => {
      const current = await plan.state(staff.requested, staffDecider);
      await plan.decide(staff.requested, staffDecider, { type: active ? 'ReactivateStaff' : 'DeactivateStaff' });
      if (current.hasAccount) await planSetUserActive(plan, staffId, active);
    },
    { start: [staff] },
  );
  return { id: staffId, result };
}

// A staff member's pay over time, for those who set pay or pay it (the route's guard).
export async function getTeamMemberPayHistory(deps: Pick<ServiceDeps, 'readDb'>, staffId: string): Promise<PayRate[]> {
  const history = await getPayHistory(deps.readDb, staffId);
  if (!history) throw new DomainError('Staff member not found', 404);
  return history;
}

// "New rate from <date>": appended to the history; a rate from a date already there replaces it.
export async function setStaffPayRate(
  deps: ServiceDeps,
  staffId: string,
  input: SetPayRateInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const staff = await loadHiredStaff(deps, staffId);
  await refuseAdminTarget(deps, caller, staffId);
  const { result } = await handleCommands(
    deps.store,
    context,
    async (plan) => {
      await plan.decide(staff.requested, staffDecider, { type: 'SetStaffPayRate', effectiveFrom: input.effectiveFrom, pay: input.pay });
    },
    { start: [staff] },
  );
  return { id: staffId, result };
}
