import { DateTime } from 'luxon';
import { createDb } from '@chairside/platform/database';
import type { ReadModels } from '@chairside/projections/database';
import type {
  AddTimeEntryInput,
  ClockAction,
  ClockInInput,
  ClockActionInput,
  EditTimeEntryInput,
  MyClock,
} from '@chairside/shared/time-clock/time-clock-dto';
import { timeClockStream } from '@chairside/shared/time-clock/time-clock-events';
import { getLocationSaleFacts, listLocations } from '@chairside/projections/business/business-queries';
import { getStaffMember } from '@chairside/projections/team/staff-queries';
import { findOpenEntry, listUnflaggedOpenEntries } from '@chairside/projections/time-clock/time-entry-queries';
import type { Caller } from '../auth/caller';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { managesTimeClock } from './time-clock-access';
import { timeClockDecider, type TimeClockCommand } from './time-clock-decider';

// Whose clock: the caller's own unless they manage the time clock; the person must be an active staff member.
async function clockOwner(deps: Pick<ServiceDeps, 'readDb'>, caller: Caller, staffId: string | undefined): Promise<string> {
  const owner = staffId ?? caller.userId;
  if (owner !== caller.userId && !managesTimeClock(caller))
    throw new DomainError('You can only clock yourself in and out; a manager can do it for others', 403);
  const member = await getStaffMember(deps.readDb, owner, { showPay: false, showContact: false });
  if (!member || !member.isActive)
    throw new DomainError(
      owner === caller.userId ? 'Only active staff members have a time clock' : 'That staff member is not on the active team',
      409,
    );
  return owner;
}

export async function clockIn(deps: ServiceDeps, input: ClockInInput, caller: Caller, context: CommandContext): Promise<CommandOutcome> {
  const staffId = await clockOwner(deps, caller, input.staffId);
  const location = await getLocationSaleFacts(deps.readDb, input.locationId);
  if (!location?.isActive) throw new DomainError('That location is not open for business; choose another in the header', 409);
  const entryId = newId(context);
  const command: TimeClockCommand = { type: 'ClockIn', staffId, entryId, locationId: input.locationId, by: caller.userId };
  const result = await handleCommand(deps.store, timeClockStream(staffId), timeClockDecider, command, context);
  return { id: entryId, result };
}

const actionCommands = { 'break-start': 'StartBreak', 'break-end': 'EndBreak', 'clock-out': 'ClockOut' } as const;

export async function clockAction(
  deps: ServiceDeps,
  action: ClockAction,
  input: ClockActionInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const staffId = await clockOwner(deps, caller, input.staffId);
  const command: TimeClockCommand = { type: actionCommands[action], staffId, by: caller.userId };
  const result = await handleCommand(deps.store, timeClockStream(staffId), timeClockDecider, command, context);
  return { id: staffId, result };
}

// A manager's correction (the route lets only edit_time_clock through); the reason stays in the history.
export async function editTimeEntry(
  deps: ServiceDeps,
  entryId: string,
  input: EditTimeEntryInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const command: TimeClockCommand = { type: 'EditTimeEntry', entryId, ...input, by: caller.userId };
  const result = await handleCommand(deps.store, timeClockStream(input.staffId), timeClockDecider, command, context);
  return { id: entryId, result };
}

// A manager's entry for someone who forgot to clock in (the route lets only edit_time_clock through): a
// closed entry at a location, its reason kept in the history as an edit's is.
export async function addTimeEntry(
  deps: ServiceDeps,
  input: AddTimeEntryInput,
  caller: Caller,
  context: CommandContext,
): Promise<CommandOutcome> {
  const member = await getStaffMember(deps.readDb, input.staffId, { showPay: false, showContact: false });
  if (!member) throw new DomainError('That staff member is not on the team', 409);
  if (!(await getLocationSaleFacts(deps.readDb, input.locationId)))
    throw new DomainError('That location does not exist; choose another', 409);
  const entryId = newId(context);
  const command: TimeClockCommand = { type: 'AddTimeEntry', entryId, ...input, by: caller.userId };
  const result = await handleCommand(deps.store, timeClockStream(input.staffId), timeClockDecider, command, context);
  return { id: entryId, result };
}

export async function myClock(deps: Pick<ServiceDeps, 'readDb'>, caller: Caller): Promise<MyClock> {
  const member = await getStaffMember(deps.readDb, caller.userId, { showPay: false, showContact: false });
  return { staffId: caller.userId, isStaffMember: Boolean(member?.isActive), open: await findOpenEntry(deps.readDb, caller.userId) };
}

// How long after its location's closing time an open entry counts as a missed clock-out.
export const MISSED_CLOCK_OUT_GRACE_MINUTES = 60;

// When an entry's clock-out is due: its location's last closing time on the day it started (on the
// location's clock), plus the grace period; on a day without hours, or for a shift begun after closing,
// midnight ends the day instead.
export function clockOutDueAt(
  clockedInAt: Date,
  location: { timeZone: string; openingHours: { weekday: number; hours: { start: string; end: string }[] }[] },
): Date {
  const start = DateTime.fromJSDate(clockedInAt).setZone(location.timeZone);
  const hours = location.openingHours.find((day) => day.weekday === start.weekday)?.hours ?? [];
  const lastEnd = hours
    .map((range) => range.end)
    .sort()
    .at(-1);
  let closing = start.plus({ days: 1 }).startOf('day');
  if (lastEnd) {
    const [hour, minute] = lastEnd.split(':').map(Number);
    const closesAt = start.set({ hour, minute, second: 0, millisecond: 0 });
    if (closesAt > start) closing = closesAt;
  }
  return closing.plus({ minutes: MISSED_CLOCK_OUT_GRACE_MINUTES }).toJSDate();
}

// The missed clock-out job: every open entry past its due time gets ClockOutMissed (once: the decider
// records nothing for an entry already flagged or closed meanwhile). Returns how many it flagged.
export async function flagMissedClockOuts(deps: Pick<ServiceDeps, 'store' | 'readDb'>, now: Date): Promise<number> {
  const [open, locations] = await Promise.all([listUnflaggedOpenEntries(deps.readDb), listLocations(deps.readDb)]);
  const byId = new Map(locations.map((location) => [location.id, location]));
  let flagged = 0;
  for (const entry of open) {
    const location = byId.get(entry.locationId);
    if (!location) continue;
    const dueAt = clockOutDueAt(entry.clockedInAt, location);
    if (dueAt > now) continue;
    const command: TimeClockCommand = {
      type: 'FlagMissedClockOut',
      staffId: entry.staffId,
      entryId: entry.entryId,
      dueAt: dueAt.toISOString(),
    };
    const result = await handleCommand(deps.store, timeClockStream(entry.staffId), timeClockDecider, command, {
      userId: null,
      source: 'worker',
      now: () => now,
    });
    if (result.events.length > 0) flagged += 1;
  }
  return flagged;
}

// The job's check over a pool of its own (the workers reach read models only through the module).
export function missedClockOutFlagger(store: ServiceDeps['store'], pool: Parameters<typeof createDb>[0]): (now: Date) => Promise<number> {
  const readDb = createDb<ReadModels>(pool);
  return (now) => flagMissedClockOuts({ store, readDb }, now);
}
