import { DateTime } from 'luxon';
import type { BookAppointmentInput, CancelAppointmentInput, PlaceHoldInput, RescheduleAppointmentInput, SetAppointmentStatusInput, UpdateAppointmentInput } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { BUSINESS_TIME_ZONE, LOCALE } from '@chairside/shared/constants';
import { findAppointmentDay } from '@chairside/projections/appointments/appointment-queries';
import { getClientSummary } from '@chairside/projections/clients/client-queries';
import type { ReadDb } from '@chairside/projections/database';
import { DomainError } from '../commands/domain-error';
import { handleCommands } from '../commands/command-plan';
import { newId } from '../commands/command-context';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { WrongExpectedVersion, type EventStore } from '@chairside/platform/event-store/event-store';
import { loadDayContext, loadLocationFacts, type LocationFacts } from './appointment-context';
import { findHoldDay } from './appointment-hold-lookup';
import { seriesStarts } from './appointment-series';
import { localDateOf } from './appointment-text';
import type { BookAppointment, DaybookCommand } from './daybook-commands';
import { daybookDecider } from './daybook-decider';
import type { DayAppointment, DaybookState } from './daybook-state';
import { readStreamHistory } from '../commands/stream-history';

// The write side of appointments: loads the facts the rules need from the read models, then runs the
// command on the location's day stream (one append checks every staff member, room and device at once).
// The seed, the benchmarks and the routes all book through here.

export type AppointmentCommandContext = CommandContext & { mayBookInPast: boolean };
export type AppointmentOutcome = { id: string; result: CommandResult };
export type BookOutcome = AppointmentOutcome & { appointmentIds: string[]; seriesId: string | null };

// handleCommand retries 5 times on a concurrent append; a busy day (many desks, online booking) may
// need a few more rounds before the command either lands or is refused on the new state.
const rounds = 3;
const maxMoveHops = 5;

const seriesDay = (date: string) => DateTime.fromISO(date, { zone: BUSINESS_TIME_ZONE }).setLocale(LOCALE).toFormat('ccc, LLL d, yyyy');

export function createAppointmentService(deps: { store: EventStore; readDb: ReadDb }) {
  const { store, readDb } = deps;

  async function run(locationId: string, date: string, command: DaybookCommand, context: CommandContext): Promise<CommandResult> {
    for (let round = 1; ; round += 1) {
      try {
        return await handleCommand(store, daybookStream(locationId, date), daybookDecider, command, { ...context, locationId });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || round >= rounds) throw error;
      }
    }
  }

  async function readDay(locationId: string, date: string): Promise<DaybookState> {
    const { events: history } = await readStreamHistory(store, daybookStream(locationId, date));
    return history.reduce((state, recorded) => daybookDecider.evolve(state, recorded as unknown as DaybookEvent), daybookDecider.initialState());
  }

  // Where an appointment lives now: the read model says which day; the day stream has the last word (a
  // move the read model has not folded yet is followed to the day it went to).
  async function locate(appointmentId: string): Promise<{ locationId: string; date: string; appointment: DayAppointment }> {
    let day = await findAppointmentDay(readDb, appointmentId);
    for (let hop = 0; day && hop < maxMoveHops; hop += 1) {
      const state = await readDay(day.locationId, day.date);
      const appointment = state.appointments.get(appointmentId);
      if (appointment) return { ...day, appointment };
      const moved = state.movedOut.get(appointmentId);
      day = moved ? { locationId: moved.toLocationId, date: moved.toDate } : null;
    }
    throw new DomainError('Appointment not found', 404);
  }

  const dayContext = (facts: LocationFacts, date: string, context: AppointmentCommandContext, otherStaffIds: readonly (string | null)[] = []) =>
    loadDayContext(readDb, facts, date, { mayBookInPast: context.mayBookInPast, otherStaffIds });

  // A series: every occurrence is decided on its day, then all days are appended at once, so a refusal of
  // any occurrence books nothing, and another desk taking a slot meanwhile makes the whole series run again.
  async function bookSeries(commands: BookAppointment[], context: AppointmentCommandContext): Promise<BookOutcome> {
    const first = commands[0]!;
    const { result } = await handleCommands(store, { ...context, locationId: first.context.locationId }, async (plan) => {
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

  return {
    async book(input: BookAppointmentInput, context: AppointmentCommandContext): Promise<BookOutcome> {
      const starts = input.recurrence ? seriesStarts(input.startsAt, input.recurrence) : [input.startsAt];
      const seriesId = input.recurrence ? newId(context) : null;
      const requested = input.items.map((item) => item.serviceId);
      const [facts, client] = await Promise.all([loadLocationFacts(readDb, input.locationId, requested), getClientSummary(readDb, input.clientId)]);
      const contexts = new Map<string, Awaited<ReturnType<typeof dayContext>>>();
      const commands: BookAppointment[] = [];
      for (const [index, startsAt] of starts.entries()) {
        const date = localDateOf(startsAt);
        if (!contexts.has(date)) contexts.set(date, await dayContext(facts, date, context, input.items.map((item) => item.staffId)));
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
      if (commands.length > 1) return bookSeries(commands, context);
      const command = commands[0]!;
      const result = await run(input.locationId, command.context.date, command, context);
      return { id: command.appointmentId, result, appointmentIds: [command.appointmentId], seriesId: null };
    },

    // Same day: one AppointmentRescheduled. Another day: moved in on the target day and out of the source
    // day in one atomic append, so the appointment is never on both days, nor on neither.
    async reschedule(appointmentId: string, input: RescheduleAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const { locationId, date, appointment } = await locate(appointmentId);
      const facts = await loadLocationFacts(readDb, locationId, appointment.items.map((item) => item.serviceId));
      const targetDate = localDateOf(input.startsAt);
      const move = { startsAt: input.startsAt, endsAt: input.endsAt, staffId: input.staffId, fromStaffId: input.fromStaffId };
      const target = await dayContext(facts, targetDate, context, [input.staffId]);
      if (targetDate === date) return { id: appointmentId, result: await run(locationId, date, { type: 'RescheduleAppointment', appointmentId, move, context: target }, context) };
      const { result } = await handleCommands(store, { ...context, locationId }, async (plan) => {
        await plan.decide(daybookStream(locationId, targetDate), daybookDecider, { type: 'MoveAppointmentIn', appointment, move, context: target });
        await plan.decide(daybookStream(locationId, date), daybookDecider, { type: 'MoveAppointmentOut', appointmentId, toDate: targetDate, toLocationId: locationId });
      });
      return { id: appointmentId, result };
    },

    async update(appointmentId: string, input: UpdateAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const { locationId, date, appointment } = await locate(appointmentId);
      const serviceIds = [...appointment.items.map((item) => item.serviceId), ...input.items.map((item) => item.serviceId)];
      const facts = await loadLocationFacts(readDb, locationId, serviceIds);
      const day = await dayContext(facts, date, context, input.items.map((item) => item.staffId));
      const command: DaybookCommand = { type: 'UpdateAppointment', appointmentId, items: input.items, notes: input.notes, itemIds: input.items.map(() => newId(context)), context: day };
      return { id: appointmentId, result: await run(locationId, date, command, context) };
    },

    async setStatus(appointmentId: string, input: SetAppointmentStatusInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const { locationId, date } = await locate(appointmentId);
      return { id: appointmentId, result: await run(locationId, date, { type: 'SetAppointmentStatus', appointmentId, status: input.status }, context) };
    },

    async cancel(appointmentId: string, input: CancelAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const { locationId, date } = await locate(appointmentId);
      return { id: appointmentId, result: await run(locationId, date, { type: 'CancelAppointment', appointmentId, reason: input.reason }, context) };
    },

    async placeHold(input: PlaceHoldInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const date = localDateOf(input.startsAt);
      const facts = await loadLocationFacts(readDb, input.locationId, input.items.map((item) => item.serviceId));
      const day = await dayContext(facts, date, context, input.items.map((item) => item.staffId));
      const holdId = newId(context);
      const command: DaybookCommand = { type: 'PlaceHold', holdId, startsAt: input.startsAt, items: input.items, userId: context.userId, itemIds: input.items.map(() => newId(context)), context: day };
      return { id: holdId, result: await run(input.locationId, date, command, context) };
    },

    async releaseHold(holdId: string, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const day = await findHoldDay(store, holdId);
      if (!day) throw new DomainError('Hold not found', 404);
      return { id: holdId, result: await run(day.locationId, day.date, { type: 'ReleaseHold', holdId, userId: context.userId, mayReleaseAnyHold: context.mayBookInPast }, context) };
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
