import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { findAppointmentDay } from '@chairside/projections/appointments/appointment-queries';
import type { CommandPlan } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext, type CommandResult } from '../commands/handle-command';
import { streamRead, type StreamRead } from '../commands/folded-streams';
import { loadState, loadStates, type LoadedState } from '../commands/load-state';
import type { ServiceDeps } from '../commands/service-deps';
import type { BookAppointment, DaybookCommand, PlaceHold, ReleaseHold } from './daybook-commands';
import { daybookDecider } from './daybook-decider';
import type { DayAppointment, DaybookState } from './daybook-state';

// The day book's public service API: what another module (the public booking page now; POS, memberships
// and classes next) does with a location's day: load it, place a hold, release it, book, and decide any
// other day-book command on it, alone or inside a plan that spans several streams. The decider and the
// stream names stay inside the appointments module.

// A location's local day, whose stream decides every booking, hold and move of that day.
export type DayRef = { locationId: string; date: string };
// A day as loaded: its state, and the starting point of the command decided on it next.
export type LoadedDay = LoadedState<DaybookState, DaybookCommand, DaybookEvent>;
export type LocatedAppointment = DayRef & { appointment: DayAppointment; day: LoadedDay };

const streamOf = (day: DayRef | LoadedDay): string => ('requested' in day ? day.requested : daybookStream(day.locationId, day.date));

export function loadDay(store: EventStore, day: DayRef): Promise<LoadedDay> {
  return loadState(store, daybookStream(day.locationId, day.date), daybookDecider);
}

// The day as a plan reads it (decideOnDayInPlan, bookOnDayInPlan): for handleCommands' `reads`.
export const dayRead = (day: DayRef): StreamRead => streamRead(daybookStream(day.locationId, day.date), daybookDecider);

// Several days of one location in one read (the booking page's strip of days), by date.
export async function loadDays(store: EventStore, locationId: string, dates: readonly string[]): Promise<Map<string, LoadedDay>> {
  const loaded = await loadStates(
    store,
    dates.map((date) => daybookStream(locationId, date)),
    daybookDecider,
  );
  return new Map(dates.map((date) => [date, loaded.get(daybookStream(locationId, date)) as LoadedDay]));
}

// One command on one day. `day` as loaded is the command's starting point (not read again unless another
// writer got there first).
export function decideOnDay(
  store: EventStore,
  day: DayRef | LoadedDay,
  command: DaybookCommand,
  context: CommandContext & { locationId: string },
): Promise<CommandResult> {
  return handleCommand(store, 'requested' in day ? day : streamOf(day), daybookDecider, command, context);
}

// A day-book command inside a plan (a booking with a new client, a move between two days): the plan appends
// every stream it decided on at once, or nothing.
export function decideOnDayInPlan(plan: CommandPlan, day: DayRef | LoadedDay, command: DaybookCommand): Promise<DaybookEvent[]> {
  return plan.decide(streamOf(day), daybookDecider, command);
}

export function placeHoldOnDay(
  store: EventStore,
  day: DayRef,
  hold: Omit<PlaceHold, 'type'>,
  context: CommandContext & { locationId: string },
): Promise<CommandResult> {
  return decideOnDay(store, day, { type: 'PlaceHold', ...hold }, context);
}

export function releaseHoldOnDay(
  store: EventStore,
  day: DayRef | LoadedDay,
  release: Omit<ReleaseHold, 'type'>,
  context: CommandContext & { locationId: string },
): Promise<CommandResult> {
  return decideOnDay(store, day, { type: 'ReleaseHold', ...release }, context);
}

// Books inside a plan and answers the AppointmentBooked it decided.
export async function bookOnDayInPlan(
  plan: CommandPlan,
  day: DayRef,
  booking: Omit<BookAppointment, 'type'>,
): Promise<Extract<DaybookEvent, { type: 'AppointmentBooked' }>> {
  const events = await decideOnDayInPlan(plan, day, { type: 'BookAppointment', ...booking });
  const booked = events.find(
    (candidate): candidate is Extract<DaybookEvent, { type: 'AppointmentBooked' }> => candidate.type === 'AppointmentBooked',
  );
  if (!booked) throw new Error('A booking appended no AppointmentBooked');
  return booked;
}

const maxMoveHops = 5;

// Where an appointment lives now: the read model says which day; the day stream has the last word (a
// move the read model has not folded yet is followed to the day it went to). The day read here is the
// next command's starting point.
export async function locateAppointment(deps: Pick<ServiceDeps, 'store' | 'readDb'>, appointmentId: string): Promise<LocatedAppointment> {
  let found = await findAppointmentDay(deps.readDb, appointmentId);
  for (let hop = 0; found && hop < maxMoveHops; hop += 1) {
    const day = await loadDay(deps.store, found);
    const appointment = day.state.appointments.get(appointmentId);
    if (appointment) return { ...found, appointment, day };
    const moved = day.state.movedOut.get(appointmentId);
    found = moved ? { locationId: moved.toLocationId, date: moved.toDate } : null;
  }
  throw new DomainError('Appointment not found', 404);
}

// A sale for the appointment was paid in full: the appointment is paid, and completed if it had started.
// Wherever it lives now (it may have moved since the checkout opened); a repeat for the same sale changes nothing.
export async function markAppointmentPaid(
  deps: Pick<ServiceDeps, 'store' | 'readDb'>,
  payment: { appointmentId: string; saleId: string; amountCents: number },
  context: CommandContext,
): Promise<CommandResult> {
  const located = await locateAppointment(deps, payment.appointmentId);
  return decideOnDay(deps.store, located.day, { type: 'MarkAppointmentPaid', ...payment }, { ...context, locationId: located.locationId });
}
