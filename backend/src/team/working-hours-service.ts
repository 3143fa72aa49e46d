import type { WorkingHoursCommand } from '@chairside/shared/team/working-hours-commands';
import type {
  ScheduleExceptionInput,
  WeeklyScheduleInput,
  StaffWorkingHours,
  TeamWorkingHours,
  TeamWorkingHoursQuery,
  TimeOffInput,
} from '@chairside/shared/team/working-hours-dto';
import { getStaffMember } from '@chairside/projections/team/staff-queries';
import { getStaffWorkingHours, getTeamWorkingHours } from '@chairside/projections/team/working-hours-queries';
import type { Caller } from '../auth/caller';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { workingHoursDecider } from './working-hours-decider';
import { loadHiredStaff } from './staff-service';
import { managesSchedules, seesAllSchedules } from './team-access';
import { locationNames } from './team-locations';
import { rosterStream } from './team-streams';

// Working hours: weekly schedules, date exceptions and time off, on the staff member's roster stream.
// Managers (edit_schedules) edit anyone's; a staff member sees, and asks for time off on, their own.

type HiredStaff = { staffId: string; locationIds: readonly string[] };

async function hired(deps: ServiceDeps, staffId: string): Promise<HiredStaff> {
  const staff = await loadHiredStaff(deps, staffId);
  return { staffId, locationIds: staff.state.profile?.locationIds ?? [] };
}

// A schedule or an exception is at one of the staff member's locations.
async function checkWorksAt(deps: ServiceDeps, staff: HiredStaff, locationId: string): Promise<Record<string, string>> {
  const names = await locationNames(deps.readDb);
  if (!names[locationId]) throw new DomainError('That location does not exist', 422);
  if (!staff.locationIds.includes(locationId)) {
    const member = await getStaffMember(deps.readDb, staff.staffId, { showPay: false, showContact: false });
    const who = member ? `${member.firstName} ${member.lastName}` : 'This staff member';
    throw new DomainError(`${who} does not work at ${names[locationId]}`, 422);
  }
  return names;
}

const run = (
  deps: ServiceDeps,
  staffId: string,
  command: WorkingHoursCommand,
  context: CommandContext,
  locationId: string | null = null,
): Promise<CommandResult> => handleCommand(deps.store, rosterStream(staffId), workingHoursDecider, command, { ...context, locationId });

// Those who see only their own schedule get only their own row.
export function teamWorkingHours(deps: ServiceDeps, query: TeamWorkingHoursQuery, caller: Caller): Promise<TeamWorkingHours> {
  return getTeamWorkingHours(deps.readDb, { ...query, onlyStaffId: seesAllSchedules(caller) ? undefined : caller.userId });
}

export async function staffWorkingHours(deps: ServiceDeps, staffId: string, caller: Caller): Promise<StaffWorkingHours> {
  if (!seesAllSchedules(caller) && staffId !== caller.userId) throw new DomainError('You do not have permission to do this', 403);
  await hired(deps, staffId);
  return getStaffWorkingHours(deps.readDb, staffId);
}

export async function addWeeklySchedule(
  deps: ServiceDeps,
  staffId: string,
  input: WeeklyScheduleInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const names = await checkWorksAt(deps, await hired(deps, staffId), input.locationId);
  const scheduleId = newId(context);
  return {
    id: scheduleId,
    result: await run(deps, staffId, { type: 'AddWeeklySchedule', scheduleId, locationNames: names, ...input }, context, input.locationId),
  };
}

export async function changeWeeklySchedule(
  deps: ServiceDeps,
  staffId: string,
  scheduleId: string,
  input: WeeklyScheduleInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const names = await checkWorksAt(deps, await hired(deps, staffId), input.locationId);
  return {
    id: scheduleId,
    result: await run(
      deps,
      staffId,
      { type: 'ChangeWeeklySchedule', scheduleId, locationNames: names, ...input },
      context,
      input.locationId,
    ),
  };
}

export async function removeWeeklySchedule(
  deps: ServiceDeps,
  staffId: string,
  scheduleId: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  await hired(deps, staffId);
  return { id: scheduleId, result: await run(deps, staffId, { type: 'RemoveWeeklySchedule', scheduleId }, context) };
}

export async function setScheduleException(
  deps: ServiceDeps,
  staffId: string,
  date: string,
  input: ScheduleExceptionInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await checkWorksAt(deps, await hired(deps, staffId), input.locationId);
  return { id: date, result: await run(deps, staffId, { type: 'SetScheduleException', date, ...input }, context, input.locationId) };
}

export async function clearScheduleException(
  deps: ServiceDeps,
  staffId: string,
  date: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  await hired(deps, staffId);
  return { id: date, result: await run(deps, staffId, { type: 'ClearScheduleException', date }, context) };
}

// A manager's time off is approved at once; a staff member asks for their own, and only their own.
export async function requestTimeOff(
  deps: ServiceDeps,
  staffId: string,
  input: TimeOffInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const manager = managesSchedules(caller);
  if (!manager && staffId !== caller.userId) throw new DomainError('You can only request time off for yourself', 403);
  await hired(deps, staffId);
  const timeOffId = newId(context);
  const command: WorkingHoursCommand = manager
    ? { type: 'RecordTimeOff', timeOffId, ...input, recordedBy: caller.userId }
    : { type: 'RequestTimeOff', timeOffId, ...input, requestedBy: caller.userId };
  return { id: timeOffId, result: await run(deps, staffId, command, context) };
}

export async function decideTimeOff(
  deps: ServiceDeps,
  staffId: string,
  timeOffId: string,
  decision: 'approve' | 'decline',
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  await hired(deps, staffId);
  const command: WorkingHoursCommand =
    decision === 'approve'
      ? { type: 'ApproveTimeOff', timeOffId, approvedBy: caller.userId }
      : { type: 'DeclineTimeOff', timeOffId, declinedBy: caller.userId };
  return { id: timeOffId, result: await run(deps, staffId, command, context) };
}

// Managers cancel any time off; a staff member only their own request (the decider keeps approved time off for managers).
export async function cancelTimeOff(
  deps: ServiceDeps,
  staffId: string,
  timeOffId: string,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const manager = managesSchedules(caller);
  if (!manager && staffId !== caller.userId) throw new DomainError('You can only cancel your own time off requests', 403);
  await hired(deps, staffId);
  return {
    id: timeOffId,
    result: await run(deps, staffId, { type: 'CancelTimeOff', timeOffId, cancelledBy: caller.userId, byManager: manager }, context),
  };
}
