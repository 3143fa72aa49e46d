import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { BookAppointmentInput, CancelAppointmentInput, PlaceHoldInput, RescheduleAppointmentInput, SetAppointmentStatusInput, UpdateAppointmentInput } from '@chairside/shared/appointments/appointment-dto';
import { dayStreamName, type DayScheduleEvent } from '@chairside/shared/appointments/appointment-events';
import { BUSINESS_TIME_ZONE, LOCALE } from '@chairside/shared/constants';
import { findAppointmentDay } from '@chairside/projections/appointments/appointment-queries';
import { getClientSummary } from '@chairside/projections/clients/client-queries';
import type { ReadDb } from '@chairside/projections/database';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { comparePositions, WrongExpectedVersion, type EventStore } from '../event-store/event-store';
import { loadDayContext, loadLocationFacts, type LocationFacts } from './appointment-context';
import { findHoldDay } from './appointment-hold-lookup';
import { seriesStarts } from './appointment-series';
import { localDateOf } from './appointment-text';
import type { BookAppointment, ScheduleDayCommand } from './schedule-day-commands';
import { scheduleDayDecider } from './schedule-day-decider';
import type { DayAppointment, ScheduleDayState } from './schedule-day-state';

// The write side of appointments: loads the facts the rules need from the read models, then runs the
// command on the location's day stream (one append checks every staff member, room and device at once).
// The seed, the benchmarks and the routes all book through here.

export type AppointmentCommandContext = CommandContext & { mayBookInPast: boolean };
export type AppointmentOutcome = { id: string; result: CommandResult };
export type BookOutcome = AppointmentOutcome & { appointmentIds: string[]; seriesId: string | null };

const SERIES_FAILED_REASON = 'Series could not be completed';
// handleCommand retries 5 times on a concurrent append; a busy day (many desks, online booking) may
// need a few more rounds before the command either lands or is refused on the new state.
const rounds = 3;
const maxMoveHops = 5;

const seriesDay = (date: string) => DateTime.fromISO(date, { zone: BUSINESS_TIME_ZONE }).setLocale(LOCALE).toFormat('ccc, LLL d, yyyy');
const latest = (a: CommandResult, b: CommandResult) => (!a.position ? b : !b.position ? a : comparePositions(a.position, b.position) >= 0 ? a : b);

export function createAppointmentService(deps: { store: EventStore; readDb: ReadDb }) {
  const { store, readDb } = deps;
  const nowOf = (context: CommandContext) => context.now?.() ?? new Date();

  async function run(locationId: string, date: string, command: ScheduleDayCommand, context: CommandContext): Promise<CommandResult> {
    for (let round = 1; ; round += 1) {
      try {
        return await handleCommand(store, dayStreamName(locationId, date), scheduleDayDecider, command, { ...context, locationId });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || round >= rounds) throw error;
      }
    }
  }

  async function readDay(locationId: string, date: string): Promise<ScheduleDayState> {
    const history = await store.readStream(dayStreamName(locationId, date));
    return history.reduce((state, recorded) => scheduleDayDecider.evolve(state, recorded as unknown as DayScheduleEvent), scheduleDayDecider.initialState());
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

  // A series: every occurrence is checked against its day first, so a refusal books nothing. Another desk
  // may still take a slot between the check and the append; then the ones already booked are cancelled.
  async function bookSeries(commands: BookAppointment[], context: AppointmentCommandContext): Promise<BookOutcome> {
    const now = nowOf(context);
    for (const command of commands) {
      try {
        scheduleDayDecider.decide(command, await readDay(command.context.locationId, command.context.date), now);
      } catch (error) {
        if (error instanceof DomainError) throw new DomainError(`The appointment on ${seriesDay(command.context.date)} cannot be booked: ${error.message}. Nothing was booked.`, error.status);
        throw error;
      }
    }
    const results: CommandResult[] = [];
    for (const command of commands) {
      try {
        results.push(await run(command.context.locationId, command.context.date, command, context));
      } catch (error) {
        if (!(error instanceof DomainError || error instanceof WrongExpectedVersion)) throw error;
        for (const done of commands.slice(0, results.length)) {
          await run(done.context.locationId, done.context.date, { type: 'CancelAppointment', appointmentId: done.appointmentId, reason: SERIES_FAILED_REASON }, context).catch(() => undefined);
        }
        const why = error instanceof DomainError ? error.message : 'someone else booked that day at the same time';
        throw new DomainError(`The appointment on ${seriesDay(command.context.date)} was taken meanwhile (${why}); the series was not booked`, 409);
      }
    }
    const first = commands[0]!;
    return { id: first.appointmentId, result: results.reduce(latest), appointmentIds: commands.map((command) => command.appointmentId), seriesId: first.seriesId };
  }

  return {
    async book(input: BookAppointmentInput, context: AppointmentCommandContext): Promise<BookOutcome> {
      const starts = input.recurrence ? seriesStarts(input.startsAt, input.recurrence) : [input.startsAt];
      const seriesId = input.recurrence ? randomUUID() : null;
      const requested = input.items.map((item) => item.serviceId);
      const [facts, client] = await Promise.all([loadLocationFacts(readDb, input.locationId, requested), getClientSummary(readDb, input.clientId)]);
      const contexts = new Map<string, Awaited<ReturnType<typeof dayContext>>>();
      const commands: BookAppointment[] = [];
      for (const [index, startsAt] of starts.entries()) {
        const date = localDateOf(startsAt);
        if (!contexts.has(date)) contexts.set(date, await dayContext(facts, date, context, input.items.map((item) => item.staffId)));
        commands.push({
          type: 'BookAppointment',
          appointmentId: randomUUID(),
          seriesId,
          clientId: input.clientId,
          clientKnown: client !== null,
          startsAt,
          items: input.items,
          notes: input.notes,
          holdId: index === 0 ? input.holdId : null,
          userId: context.userId,
          itemIds: input.items.map(() => randomUUID()),
          context: contexts.get(date)!,
        });
      }
      if (commands.length > 1) return bookSeries(commands, context);
      const command = commands[0]!;
      const result = await run(input.locationId, command.context.date, command, context);
      return { id: command.appointmentId, result, appointmentIds: [command.appointmentId], seriesId: null };
    },

    // Same day: one AppointmentRescheduled. Another day: moved in on the target day first, then out of the
    // source day; a retry after a failure between the two finds it on the target and finishes the move.
    async reschedule(appointmentId: string, input: RescheduleAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const { locationId, date, appointment } = await locate(appointmentId);
      const facts = await loadLocationFacts(readDb, locationId, appointment.items.map((item) => item.serviceId));
      const targetDate = localDateOf(input.startsAt);
      const move = { startsAt: input.startsAt, endsAt: input.endsAt, staffId: input.staffId, fromStaffId: input.fromStaffId };
      const target = await dayContext(facts, targetDate, context, [input.staffId]);
      if (targetDate === date) return { id: appointmentId, result: await run(locationId, date, { type: 'RescheduleAppointment', appointmentId, move, context: target }, context) };
      let movedIn = await run(locationId, targetDate, { type: 'MoveAppointmentIn', appointment, move, context: target }, context);
      if (movedIn.events.length === 0) movedIn = await run(locationId, targetDate, { type: 'RescheduleAppointment', appointmentId, move, context: target }, context);
      const movedOut = await run(locationId, date, { type: 'MoveAppointmentOut', appointmentId, toDate: targetDate, toLocationId: locationId }, context);
      return { id: appointmentId, result: latest(movedIn, movedOut) };
    },

    async update(appointmentId: string, input: UpdateAppointmentInput, context: AppointmentCommandContext): Promise<AppointmentOutcome> {
      const { locationId, date, appointment } = await locate(appointmentId);
      const serviceIds = [...appointment.items.map((item) => item.serviceId), ...input.items.map((item) => item.serviceId)];
      const facts = await loadLocationFacts(readDb, locationId, serviceIds);
      const day = await dayContext(facts, date, context, input.items.map((item) => item.staffId));
      const command: ScheduleDayCommand = { type: 'UpdateAppointment', appointmentId, items: input.items, notes: input.notes, itemIds: input.items.map(() => randomUUID()), context: day };
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
      const holdId = randomUUID();
      const command: ScheduleDayCommand = { type: 'PlaceHold', holdId, startsAt: input.startsAt, items: input.items, userId: context.userId, itemIds: input.items.map(() => randomUUID()), context: day };
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
