import { DateTime } from 'luxon';
import type {
  BookAppointmentInput,
  CancelAppointmentInput,
  OverrideInput,
  PlaceHoldInput,
  RescheduleAppointmentInput,
  RevertAppointmentStatusInput,
  SetAppointmentStatusInput,
  UpdateAppointmentInput,
} from '@chairside/shared/appointments/appointment-dto';
import { WALK_IN_CLIENT_ID } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import {
  APPOINTMENT_OVERRIDE_PERMISSION,
  APPOINTMENT_PAST_PERMISSION,
  HOLD_RELEASE_ANY_PERMISSION,
  CLIENT_CREATE_PERMISSIONS,
} from '@chairside/shared/appointments/appointment-permissions';
import { LOCALE } from '@chairside/shared/constants';
import { getLocationZone } from '@chairside/projections/business/business-queries';
import { findStaffAccounts } from '@chairside/projections/team/staff-queries';
import { getClientSummary } from '@chairside/projections/clients/client-queries';
import { callerMay, callerMayAny, type Caller } from '../auth/caller';
import { clientRegistrationReads, matchClient, registerClientInPlan } from '../clients/index';
import { newId } from '../commands/command-context';
import { handleCommands } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { inStreamLane, streamLaneBusy } from '../commands/stream-lanes';
import type { LoadedState } from '../commands/load-state';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { loadDayFacts, loadLocationFacts, type LocationFacts } from './day-facts';
import { findHoldDay } from './appointment-hold-lookup';
import { seriesStarts } from './appointment-series';
import { localDateOf } from './appointment-text';
import type { BookAppointment, DaybookCommand, ItemRequest } from './daybook-commands';
import { dayRead, locateAppointment as locate } from './daybook-api';
import { daybookDecider } from './daybook-decider';
import { PlacementRefusal } from './daybook-placement';
import type { DaybookState } from './daybook-state';
import { nextFreeTimes } from './next-free-times';

// The write side of appointments: loads the facts the rules need from the read models, then runs the
// command on the location's day stream (one append checks every staff member, room and device at once).
// The seed, the benchmarks and the routes all book through here.

// mayOverride: book over a conflict, check in on another day, revert anyone's status (each with a reason).
export type AppointmentCommandContext = CommandContext & {
  mayBookInPast: boolean;
  mayReleaseAnyHold?: boolean;
  mayOverride?: boolean;
  mayCreateClients?: boolean;
};
export type AppointmentOutcome = CommandOutcome;
export type BookOutcome = AppointmentOutcome & { appointmentIds: string[]; seriesId: string | null };

// Booking or moving into the past, and releasing anyone's hold, take edit_calendar (admins hold it);
// overrides take override_appointments; a new client typed while booking takes create_clients.
export function appointmentContext(context: CommandContext, caller: Caller): AppointmentCommandContext {
  return {
    ...context,
    mayBookInPast: callerMay(caller, APPOINTMENT_PAST_PERMISSION),
    mayReleaseAnyHold: callerMay(caller, HOLD_RELEASE_ANY_PERMISSION),
    mayOverride: callerMay(caller, APPOINTMENT_OVERRIDE_PERMISSION),
    mayCreateClients: callerMayAny(caller, CLIENT_CREATE_PERMISSIONS),
  };
}

// An override is the manager's to give: anyone else asking for one is told so before anything is decided.
function checkedOverride(override: OverrideInput, context: AppointmentCommandContext): OverrideInput {
  if (override !== null && !context.mayOverride)
    throw new DomainError('Only a manager can book over a conflict or outside working hours', 403);
  return override;
}

// A refused placement, told with the way forward: the next free times and whether a manager could override.
async function withNextFreeTimes<T>(
  deps: ServiceDeps,
  attempt: () => Promise<T>,
  request: () => {
    locationId: string;
    startsAt: string;
    items: readonly ItemRequest[];
    facts: LocationFacts;
    appointmentId?: string;
    context: AppointmentCommandContext;
  },
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof PlacementRefusal)) throw error;
    const { locationId, startsAt, items, facts, appointmentId, context } = request();
    const now = context.now?.() ?? new Date();
    const suggestions = await nextFreeTimes(deps, {
      locationId,
      startsAt: Date.parse(startsAt),
      items,
      facts,
      appointmentId,
      mayBookInPast: context.mayBookInPast,
      now,
    });
    throw new DomainError(error.message, error.status, { nextFreeTimes: suggestions, overridable: error.overridable });
  }
}

type LoadedDay = LoadedState<DaybookState, DaybookCommand, DaybookEvent>;

const seriesDay = (date: string) => DateTime.fromISO(date, { zone: 'utc' }).setLocale(LOCALE).toFormat('ccc, LLL d, yyyy');

// `day` is the stream's name, or the day as locate() already read it (then it is not read again, unless
// other commands of this process on the day were ahead of this one: by its turn it is stale, and its tail is
// read afresh). The commands of one day take turns in this process (stream-lanes.ts).
const run = (
  deps: ServiceDeps,
  day: string | LoadedDay,
  command: DaybookCommand,
  context: CommandContext,
  locationId: string,
): Promise<CommandResult> => {
  const stream = typeof day === 'string' ? day : day.requested;
  const start = streamLaneBusy(stream) ? stream : day;
  return inStreamLane(stream, () => handleCommand(deps.store, start, daybookDecider, command, { ...context, locationId }));
};

const readDayFacts = (
  deps: ServiceDeps,
  facts: LocationFacts,
  date: string,
  context: AppointmentCommandContext,
  otherStaffIds: readonly (string | null)[] = [],
) => loadDayFacts(deps.readDb, facts, date, { mayBookInPast: context.mayBookInPast, otherStaffIds });

// A series: every occurrence is decided on its day, then all days are appended at once, so a refusal of
// any occurrence books nothing, and another desk taking a slot meanwhile makes the whole series run again.
// A new client typed inline is registered in the same append, so a refused booking leaves no client behind.
async function bookSeries(
  deps: ServiceDeps,
  commands: BookAppointment[],
  context: AppointmentCommandContext,
  newClient: BookAppointmentInput['newClient'],
): Promise<BookOutcome> {
  const first = commands[0]!;
  const { result } = await handleCommands(
    deps.store,
    { ...context, locationId: first.day.locationId },
    async (plan) => {
      // Claimed with the registration: the read model's match (refuseDuplicateClient) cannot see a client
      // another desk is adding this very moment; the claim streams can, and refuse.
      if (newClient) await registerClientInPlan(plan, newClient, first.clientId, 'refuse');
      for (const command of commands) {
        try {
          await plan.decide(daybookStream(command.day.locationId, command.day.date), daybookDecider, command);
        } catch (error) {
          if (error instanceof DomainError && commands.length > 1)
            throw new DomainError(
              `The appointment on ${seriesDay(command.day.date)} cannot be booked: ${error.message}. Nothing was booked.`,
              error.status,
            );
          throw error;
        }
      }
    },
    // Every day of the series and the new client's claims in one read, not one round trip each.
    {
      reads: [...(newClient ? clientRegistrationReads(newClient, first.clientId) : []), ...commands.map((command) => dayRead(command.day))],
    },
  );
  return { id: first.appointmentId, result, appointmentIds: commands.map((command) => command.appointmentId), seriesId: first.seriesId };
}

// A new client who is already a client (same e-mail or phone) is offered instead of a duplicate.
async function refuseDuplicateClient(
  deps: ServiceDeps,
  newClient: NonNullable<BookAppointmentInput['newClient']>,
  context: AppointmentCommandContext,
) {
  if (!context.mayCreateClients)
    throw new DomainError('Adding a client takes the permission to add clients; choose an existing client', 403);
  const match = await matchClient(deps.readDb, newClient);
  if (!match) return;
  const what = match.by === 'email' ? 'that e-mail address' : 'that phone number';
  throw new DomainError(`${match.client.name} already has ${what}; book ${match.client.name} instead`, 409, {
    matchingClient: match.client,
  });
}

export async function bookAppointment(
  deps: ServiceDeps,
  input: BookAppointmentInput,
  context: AppointmentCommandContext,
): Promise<BookOutcome> {
  const override = checkedOverride(input.override, context);
  if (input.newClient) await refuseDuplicateClient(deps, input.newClient, context);
  const clientId = input.walkIn ? WALK_IN_CLIENT_ID : (input.clientId ?? newId(context));
  const requested = input.items.map((item) => item.serviceId);
  const [facts, client] = await Promise.all([
    loadLocationFacts(deps.readDb, input.locationId, requested),
    input.newClient || input.walkIn ? null : getClientSummary(deps.readDb, clientId),
  ]);
  // A series keeps the location's wall-clock time; each start belongs to the location-local day it falls on.
  const starts = input.recurrence ? seriesStarts(input.startsAt, input.recurrence, facts.zone) : [input.startsAt];
  const seriesId = input.recurrence ? newId(context) : null;
  const contexts = new Map<string, Awaited<ReturnType<typeof readDayFacts>>>();
  const commands: BookAppointment[] = [];
  for (const [index, startsAt] of starts.entries()) {
    const date = localDateOf(startsAt, facts.zone);
    if (!contexts.has(date))
      contexts.set(
        date,
        await readDayFacts(
          deps,
          facts,
          date,
          context,
          input.items.map((item) => item.staffId),
        ),
      );
    commands.push({
      type: 'BookAppointment',
      appointmentId: newId(context),
      seriesId,
      clientId,
      clientKnown: client !== null || input.newClient !== null || input.walkIn !== null,
      startsAt,
      items: input.items,
      notes: input.notes,
      holdId: index === 0 ? input.holdId : null,
      userId: context.userId,
      itemIds: input.items.map(() => newId(context)),
      day: contexts.get(date)!,
      override,
      walkIn: input.walkIn,
    });
  }
  const book = async (): Promise<BookOutcome> => {
    if (commands.length > 1 || input.newClient) return bookSeries(deps, commands, context, input.newClient);
    const command = commands[0]!;
    const result = await run(deps, daybookStream(input.locationId, command.day.date), command, context, input.locationId);
    return { id: command.appointmentId, result, appointmentIds: [command.appointmentId], seriesId: null };
  };
  // A series' refusal names its day; the next free times are for a single appointment.
  if (commands.length > 1) return book();
  return withNextFreeTimes(deps, book, () => ({
    locationId: input.locationId,
    startsAt: input.startsAt,
    items: input.items,
    facts,
    context,
  }));
}

// Same day: one AppointmentRescheduled. Another day: moved in on the target day and out of the source
// day in one atomic append, so the appointment is never on both days, nor on neither.
export async function rescheduleAppointment(
  deps: ServiceDeps,
  appointmentId: string,
  input: RescheduleAppointmentInput,
  context: AppointmentCommandContext,
): Promise<AppointmentOutcome> {
  const override = checkedOverride(input.override, context);
  const { locationId, date, appointment, day } = await locate(deps, appointmentId);
  const facts = await loadLocationFacts(
    deps.readDb,
    locationId,
    appointment.items.map((item) => item.serviceId),
  );
  const targetDate = localDateOf(input.startsAt, facts.zone);
  const move = { startsAt: input.startsAt, endsAt: input.endsAt, staffId: input.staffId, fromStaffId: input.fromStaffId };
  const target = await readDayFacts(deps, facts, targetDate, context, [input.staffId]);
  const { userId } = context;
  const attempt = async (): Promise<AppointmentOutcome> => {
    if (targetDate === date)
      return {
        id: appointmentId,
        result: await run(
          deps,
          day,
          { type: 'RescheduleAppointment', appointmentId, move, day: target, override, userId },
          context,
          locationId,
        ),
      };
    const { result } = await handleCommands(
      deps.store,
      { ...context, locationId },
      async (plan) => {
        await plan.decide(daybookStream(locationId, targetDate), daybookDecider, {
          type: 'MoveAppointmentIn',
          appointment,
          move,
          day: target,
          override,
          userId,
        });
        await plan.decide(day.requested, daybookDecider, {
          type: 'MoveAppointmentOut',
          appointmentId,
          toDate: targetDate,
          toLocationId: locationId,
        });
      },
      { start: [day], reads: [dayRead({ locationId, date: targetDate }), dayRead({ locationId, date })] },
    );
    return { id: appointmentId, result };
  };
  // Suggestions keep the appointment's services and people (with the new staff member where it was dropped).
  const items = appointment.items.map((item) => ({
    serviceId: item.serviceId,
    staffId: input.staffId !== null && item.staffId === input.fromStaffId ? input.staffId : item.staffId,
  }));
  return withNextFreeTimes(deps, attempt, () => ({ locationId, startsAt: input.startsAt, items, facts, appointmentId, context }));
}

export async function updateAppointment(
  deps: ServiceDeps,
  appointmentId: string,
  input: UpdateAppointmentInput,
  context: AppointmentCommandContext,
): Promise<AppointmentOutcome> {
  const { locationId, date, appointment, day } = await locate(deps, appointmentId);
  const serviceIds = [...appointment.items.map((item) => item.serviceId), ...input.items.map((item) => item.serviceId)];
  const facts = await loadLocationFacts(deps.readDb, locationId, serviceIds);
  const dayFacts = await readDayFacts(
    deps,
    facts,
    date,
    context,
    input.items.map((item) => item.staffId),
  );
  const command: DaybookCommand = {
    type: 'UpdateAppointment',
    appointmentId,
    items: input.items,
    notes: input.notes,
    itemIds: input.items.map(() => newId(context)),
    day: dayFacts,
  };
  return { id: appointmentId, result: await run(deps, day, command, context, locationId) };
}

export async function setAppointmentStatus(
  deps: ServiceDeps,
  appointmentId: string,
  input: SetAppointmentStatusInput,
  context: AppointmentCommandContext,
): Promise<AppointmentOutcome> {
  const override = checkedOverride(input.override, context);
  const { locationId, day } = await locate(deps, appointmentId);
  // "The appointment's day" is a day at its location, in the location's zone.
  const zone = await getLocationZone(deps.readDb, locationId);
  const command: DaybookCommand = {
    type: 'SetAppointmentStatus',
    appointmentId,
    status: input.status,
    override,
    userId: context.userId,
    zone,
  };
  return { id: appointmentId, result: await run(deps, day, command, context, locationId) };
}

// Undoes the last status change; the refusal names who may (its author, or a manager).
export async function revertAppointmentStatus(
  deps: ServiceDeps,
  appointmentId: string,
  input: RevertAppointmentStatusInput,
  context: AppointmentCommandContext,
): Promise<AppointmentOutcome> {
  const { locationId, appointment, day } = await locate(deps, appointmentId);
  const authorId = appointment.lastStatusChange?.by ?? null;
  const authorName = authorId ? ((await findStaffAccounts(deps.readDb, [authorId]))[0]?.name ?? null) : null;
  const command: DaybookCommand = {
    type: 'RevertAppointmentStatus',
    appointmentId,
    reason: input.reason,
    userId: context.userId,
    mayOverride: context.mayOverride ?? false,
    authorName,
  };
  return { id: appointmentId, result: await run(deps, day, command, context, locationId) };
}

// Undoes a cancellation: back in its slot with whom it was, if nobody took it meanwhile.
export async function reinstateAppointment(
  deps: ServiceDeps,
  appointmentId: string,
  context: AppointmentCommandContext,
): Promise<AppointmentOutcome> {
  const { locationId, date, appointment, day } = await locate(deps, appointmentId);
  const facts = await loadLocationFacts(
    deps.readDb,
    locationId,
    appointment.items.map((item) => item.serviceId),
  );
  const target = await readDayFacts(deps, facts, date, { ...context, mayBookInPast: true });
  return {
    id: appointmentId,
    result: await run(deps, day, { type: 'ReinstateAppointment', appointmentId, day: target }, context, locationId),
  };
}

export async function cancelAppointment(
  deps: ServiceDeps,
  appointmentId: string,
  input: CancelAppointmentInput,
  context: CommandContext,
): Promise<AppointmentOutcome> {
  const { locationId, day } = await locate(deps, appointmentId);
  return {
    id: appointmentId,
    result: await run(deps, day, { type: 'CancelAppointment', appointmentId, reason: input.reason }, context, locationId),
  };
}

export async function placeHold(deps: ServiceDeps, input: PlaceHoldInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
  const facts = await loadLocationFacts(
    deps.readDb,
    input.locationId,
    input.items.map((item) => item.serviceId),
  );
  const date = localDateOf(input.startsAt, facts.zone);
  const day = await readDayFacts(
    deps,
    facts,
    date,
    context,
    input.items.map((item) => item.staffId),
  );
  const holdId = newId(context);
  const command: DaybookCommand = {
    type: 'PlaceHold',
    holdId,
    startsAt: input.startsAt,
    items: input.items,
    userId: context.userId,
    itemIds: input.items.map(() => newId(context)),
    day: day,
  };
  const attempt = async (): Promise<AppointmentOutcome> => {
    const result = await run(deps, daybookStream(input.locationId, date), command, context, input.locationId);
    // Its HoldExpired, due at expiresAt (the workers' sweep expires it should this job be lost).
    const held = (result.events as DaybookEvent[]).find(
      (event): event is Extract<DaybookEvent, { type: 'SlotHeld' }> => event.type === 'SlotHeld',
    );
    if (held)
      await deps.holdExpiry?.enqueue({
        holdId: held.data.holdId,
        locationId: held.data.locationId,
        date: held.data.date,
        expiresAt: held.data.expiresAt,
      });
    return { id: holdId, result };
  };
  return withNextFreeTimes(deps, attempt, () => ({
    locationId: input.locationId,
    startsAt: input.startsAt,
    items: input.items,
    facts,
    context,
  }));
}

export async function releaseHold(deps: ServiceDeps, holdId: string, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
  const day = await findHoldDay(deps.store, holdId);
  if (!day) throw new DomainError('Hold not found', 404);
  const command: DaybookCommand = {
    type: 'ReleaseHold',
    holdId,
    userId: context.userId,
    mayReleaseAnyHold: context.mayReleaseAnyHold ?? false,
  };
  return { id: holdId, result: await run(deps, daybookStream(day.locationId, day.date), command, context, day.locationId) };
}
