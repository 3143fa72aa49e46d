import { DateTime } from 'luxon';
import type { BookAppointmentInput, CancelAppointmentInput, PlaceHoldInput, RescheduleAppointmentInput, SetAppointmentStatusInput, UpdateAppointmentInput } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { APPOINTMENT_PAST_PERMISSION } from '@chairside/shared/appointments/appointment-permissions';
import { LOCALE } from '@chairside/shared/constants';
import { findAppointmentDay } from '@chairside/projections/appointments/appointment-queries';
import { getClientSummary } from '@chairside/projections/clients/client-queries';
import { callerMay, type Caller } from '../auth/caller';
import { newId } from '../commands/command-context';
import { handleCommands } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { loadState, type LoadedState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { loadDayContext, loadLocationFacts, type LocationFacts } from './appointment-context';
import { findHoldDay } from './appointment-hold-lookup';
import { seriesStarts } from './appointment-series';
import { localDateOf } from './appointment-text';
import type { BookAppointment, DaybookCommand } from './daybook-commands';
import { daybookDecider } from './daybook-decider';
import type { DayAppointment, DaybookState } from './daybook-state';

// The write side of appointments: loads the facts the rules need from the read models, then runs the
// command on the location's day stream (one append checks every staff member, room and device at once).
// The seed, the benchmarks and the routes all book through here.

export type AppointmentCommandContext = CommandContext & { mayBookInPast: boolean };
export type AppointmentOutcome = CommandOutcome;
export type BookOutcome = AppointmentOutcome & { appointmentIds: string[]; seriesId: string | null };

// Booking or moving into the past, and releasing anyone's hold, take edit_calendar (admins hold it).
export function appointmentContext(context: CommandContext, caller: Caller): AppointmentCommandContext {
  return { ...context, mayBookInPast: callerMay(caller, APPOINTMENT_PAST_PERMISSION) };
}

type LoadedDay = LoadedState<DaybookState, DaybookCommand, DaybookEvent>;
type Located = { locationId: string; date: string; appointment: DayAppointment; day: LoadedDay };

const maxMoveHops = 5;

const seriesDay = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).setLocale(LOCALE).toFormat('ccc, LLL d, yyyy');

// `day` is the stream's name, or the day as locate() already read it (then it is not read again).
const run = (deps: ServiceDeps, day: string | LoadedDay, command: DaybookCommand, context: CommandContext, locationId: string): Promise<CommandResult> =>
  handleCommand(deps.store, day, daybookDecider, command, { ...context, locationId });

// Where an appointment lives now: the read model says which day; the day stream has the last word (a
// move the read model has not folded yet is followed to the day it went to). The day read here is the
// command's starting point: the command plan reads it again only when another writer got there first.
async function locate(deps: ServiceDeps, appointmentId: string): Promise<Located> {
  let found = await findAppointmentDay(deps.readDb, appointmentId);
  for (let hop = 0; found && hop < maxMoveHops; hop += 1) {
    const day = await loadState(deps.store, daybookStream(found.locationId, found.date), daybookDecider);
    const appointment = day.state.appointments.get(appointmentId);
    if (appointment) return { ...found, appointment, day };
    const moved = day.state.movedOut.get(appointmentId);
    found = moved ? { locationId: moved.toLocationId, date: moved.toDate } : null;
  }
  throw new DomainError('Appointment not found', 404);
}

const dayContext = (deps: ServiceDeps, facts: LocationFacts, date: string, context: AppointmentCommandContext, otherStaffIds: readonly (string | null)[] = []) =>
  loadDayContext(deps.readDb, facts, date, { mayBookInPast: context.mayBookInPast, otherStaffIds });

// A series: every occurrence is decided on its day, then all days are appended at once, so a refusal of
// any occurrence books nothing, and another desk taking a slot meanwhile makes the whole series run again.
async function bookSeries(deps: ServiceDeps, commands: BookAppointment[], context: AppointmentCommandContext): Promise<BookOutcome> {
  const first = commands[0]!;
  const { result } = await handleCommands(deps.store, { ...context, locationId: first.context.locationId }, async (plan) => {
    for (const command of commands) {
      try {
        await plan.decide(daybookStream(command.context.locationId, command.context.date), daybookDecider, command);
      } catch (error) {
        if (error instanceof DomainError) throw new DomainError(`The appointment on ${seriesDay(command.context.date)} cannot be booked: ${error.message}. Nothing was booked.`, error.status);
        throw error;
      }
    }
  });
  return { id: first.appointmentId, result, appointmentIds: commands.map((command) => command.appointmentId), seriesId: first.seriesId };
}

export async function bookAppointment(deps: ServiceDeps, input: BookAppointmentInput, context: AppointmentCommandContext): Promise<BookOutcome> {
  const requested = input.items.map((item) => item.serviceId);
  const [facts, client] = await Promise.all([loadLocationFacts(deps.readDb, input.locationId, requested), getClientSummary(deps.readDb, input.clientId)]);
  // A series keeps the location's wall-clock time; each start belongs to the location-local day it falls on.
  const starts = input.recurrence ? seriesStarts(input.startsAt, input.recurrence, facts.zone) : [input.startsAt];
  const seriesId = input.recurrence ? newId(context) : null;
  const contexts = new Map<string, Awaited<ReturnType<typeof dayContext>>>();
  const commands: BookAppointment[] = [];
  for (const [index, startsAt] of starts.entries()) {
    const date = localDateOf(startsAt, facts.zone);
    if (!contexts.has(date)) contexts.set(date, await dayContext(deps, facts, date, context, input.items.map((item) => item.staffId)));
    commands.push({
      type: 'BookAppointment',
      appointmentId: newId(context),
      seriesId,
      clientId: input.clientId,
      clientKnown: client !== null,
      startsAt,
      items: input.items,
      notes: input.notes,
      holdId: index === 0 ? input.holdId : null,
      userId: context.userId,
      itemIds: input.items.map(() => newId(context)),
      context: contexts.get(date)!,
    });
  }
  if (commands.length > 1) return bookSeries(deps, commands, context);
  const command = commands[0]!;
  const result = await run(deps, daybookStream(input.locationId, command.context.date), command, context, input.locationId);
  return { id: command.appointmentId, result, appointmentIds: [command.appointmentId], seriesId: null };
}

// Same day: one AppointmentRescheduled. Another day: moved in on the target day and out of the source
// day in one atomic append, so the appointment is never on both days, nor on neither.
export async function rescheduleAppointment(deps: ServiceDeps, appointmentId: string, input: RescheduleAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
  const { locationId, date, appointment, day } = await locate(deps, appointmentId);
  const facts = await loadLocationFacts(deps.readDb, locationId, appointment.items.map((item) => item.serviceId));
  const targetDate = localDateOf(input.startsAt, facts.zone);
  const move = { startsAt: input.startsAt, endsAt: input.endsAt, staffId: input.staffId, fromStaffId: input.fromStaffId };
  const target = await dayContext(deps, facts, targetDate, context, [input.staffId]);
  if (targetDate === date) return { id: appointmentId, result: await run(deps, day, { type: 'RescheduleAppointment', appointmentId, move, context: target }, context, locationId) };
  const { result } = await handleCommands(
    deps.store,
    { ...context, locationId },
    async (plan) => {
      await plan.decide(daybookStream(locationId, targetDate), daybookDecider, { type: 'MoveAppointmentIn', appointment, move, context: target });
      await plan.decide(day.requested, daybookDecider, { type: 'MoveAppointmentOut', appointmentId, toDate: targetDate, toLocationId: locationId });
    },
    { start: [day] },
  );
  return { id: appointmentId, result };
}

export async function updateAppointment(deps: ServiceDeps, appointmentId: string, input: UpdateAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
  const { locationId, date, appointment, day } = await locate(deps, appointmentId);
  const serviceIds = [...appointment.items.map((item) => item.serviceId), ...input.items.map((item) => item.serviceId)];
  const facts = await loadLocationFacts(deps.readDb, locationId, serviceIds);
  const dayFacts = await dayContext(deps, facts, date, context, input.items.map((item) => item.staffId));
  const command: DaybookCommand = { type: 'UpdateAppointment', appointmentId, items: input.items, notes: input.notes, itemIds: input.items.map(() => newId(context)), context: dayFacts };
  return { id: appointmentId, result: await run(deps, day, command, context, locationId) };
}

export async function setAppointmentStatus(deps: ServiceDeps, appointmentId: string, input: SetAppointmentStatusInput, context: CommandContext): Promise<AppointmentOutcome> {
  const { locationId, day } = await locate(deps, appointmentId);
  return { id: appointmentId, result: await run(deps, day, { type: 'SetAppointmentStatus', appointmentId, status: input.status }, context, locationId) };
}

export async function cancelAppointment(deps: ServiceDeps, appointmentId: string, input: CancelAppointmentInput, context: CommandContext): Promise<AppointmentOutcome> {
  const { locationId, day } = await locate(deps, appointmentId);
  return { id: appointmentId, result: await run(deps, day, { type: 'CancelAppointment', appointmentId, reason: input.reason }, context, locationId) };
}

export async function placeHold(deps: ServiceDeps, input: PlaceHoldInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
  const facts = await loadLocationFacts(deps.readDb, input.locationId, input.items.map((item) => item.serviceId));
  const date = localDateOf(input.startsAt, facts.zone);
  const day = await dayContext(deps, facts, date, context, input.items.map((item) => item.staffId));
  const holdId = newId(context);
  const command: DaybookCommand = { type: 'PlaceHold', holdId, startsAt: input.startsAt, items: input.items, userId: context.userId, itemIds: input.items.map(() => newId(context)), context: day };
  return { id: holdId, result: await run(deps, daybookStream(input.locationId, date), command, context, input.locationId) };
}

export async function releaseHold(deps: ServiceDeps, holdId: string, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
  const day = await findHoldDay(deps.store, holdId);
  if (!day) throw new DomainError('Hold not found', 404);
  const command: DaybookCommand = { type: 'ReleaseHold', holdId, userId: context.userId, mayReleaseAnyHold: context.mayBookInPast };
  return { id: holdId, result: await run(deps, daybookStream(day.locationId, day.date), command, context, day.locationId) };
}
