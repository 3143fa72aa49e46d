import type { MyAppointment, MyAppointments, MyCancelInput, MyRescheduleInput } from '@chairside/shared/booking/booking-dto';
import type { AppointmentItemRecord, DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { clientContactsByIds } from '@chairside/projections/clients/client-queries';
import { HOUR_MS } from '@chairside/shared/format/durations';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { listClientAppointments } from '@chairside/projections/appointments/client-appointment-queries';
import { getUser } from '@chairside/projections/identity/identity-queries';
import {
  decideOnDay,
  decideOnDayInPlan,
  loadDayFacts,
  loadLocationFacts,
  locateAppointment,
  type DayAppointment,
  type DaybookCommand,
  type LocatedAppointment,
  type MoveRequest,
} from '../appointments/index';
import { matchClient } from '../clients/index';
import type { CommandContext } from '../commands/handle-command';
import { handleCommands } from '../commands/command-plan';
import { DomainError } from '../commands/domain-error';
import type { CommandOutcome } from '../commands/service-deps';
import type { OnlineOffer } from './online-offer';
import { cancelledEmail, movedEmail } from './booking-confirmation';
import { planManageLink } from './manage-links';
import { describeVisit, loadOwnHold, type PublicBookingDeps } from './public-booking-service';

// A client's own appointments: listed, cancelled and moved online within the booking design's cancellation
// window, by a signed-in client ("My appointments") or through the visit's manage link (manage-visit.ts).
// Anyone else's appointment is "not found", never "forbidden", so ids reveal nothing. Each change is marked
// as done online (the desk's timeline says the client did it) and e-mailed to the client through the outbox.

// The client record of a signed-in client: the one with their account's e-mail address.
async function myClientId(deps: PublicBookingDeps, userId: string): Promise<string | null> {
  const user = await getUser(deps.readDb, userId);
  if (!user?.email) return null;
  return (await matchClient(deps.readDb, { email: user.email, phone: '' }))?.client.id ?? null;
}

const changeableUntil = (startsAt: string, offer: OnlineOffer) =>
  new Date(Date.parse(startsAt) - offer.design.cancellationWindowHours * HOUR_MS).toISOString();

const phoneOf = (offer: OnlineOffer, locationId: string) => offer.locations.find((location) => location.id === locationId)?.phone ?? null;

const callUs = (phone: string | null) => (phone ? `please call us at ${formatPhone(phone)}` : 'please call us');

// Statuses a client may still change online: the visit has not begun.
const openStatuses: readonly AppointmentStatus[] = ['booked', 'confirmed'];

// What the client may still do online, and why not (with whom to call) when something is refused.
export function changeRules(
  offer: OnlineOffer,
  visit: { startsAt: string; locationId: string; status: AppointmentStatus },
  now: Date,
): Pick<MyAppointment, 'canCancel' | 'canReschedule' | 'changeNote'> {
  const call = callUs(phoneOf(offer, visit.locationId));
  if (visit.status === 'cancelled') return { canCancel: false, canReschedule: false, changeNote: null };
  if (!openStatuses.includes(visit.status) || Date.parse(visit.startsAt) <= now.getTime())
    return { canCancel: false, canReschedule: false, changeNote: `This visit can no longer be changed online; ${call}.` };
  const hours = offer.design.cancellationWindowHours;
  if (Date.parse(visit.startsAt) - now.getTime() >= hours * HOUR_MS) return { canCancel: true, canReschedule: true, changeNote: null };
  const closed = `Online changes close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`;
  if (offer.design.lateCancellation === 'flag')
    return {
      canCancel: true,
      canReschedule: false,
      changeNote: `${closed}, so a cancellation now is recorded as late; to move it, ${call}.`,
    };
  return { canCancel: false, canReschedule: false, changeNote: `${closed}; to cancel or move it, ${call}.` };
}

export function shapeAppointment<T extends { startsAt: string; locationId: string; status: AppointmentStatus }>(
  offer: OnlineOffer,
  appointment: T,
  now: Date,
): T & Pick<MyAppointment, 'changeableUntil' | 'canCancel' | 'canReschedule' | 'changeNote'> {
  return { ...appointment, changeableUntil: changeableUntil(appointment.startsAt, offer), ...changeRules(offer, appointment, now) };
}

export async function listMyAppointments(deps: PublicBookingDeps, offer: OnlineOffer, userId: string, now: Date): Promise<MyAppointments> {
  const clientId = await myClientId(deps, userId);
  if (!clientId) return { upcoming: [], past: [] };
  const { upcoming, past } = await listClientAppointments(deps.readDb, clientId, now);
  const shape = (appointment: (typeof upcoming)[number]) => shapeAppointment(offer, appointment, now);
  return { upcoming: upcoming.map(shape), past: past.map(shape) };
}

// The appointment on its day stream (a move the read model has not folded yet is followed), if it is theirs.
async function mine(deps: PublicBookingDeps, userId: string, appointmentId: string): Promise<LocatedAppointment> {
  const clientId = await myClientId(deps, userId);
  if (!clientId) throw new DomainError('Appointment not found', 404);
  const found = await locateAppointment(deps, appointmentId);
  if (found.appointment.clientId !== clientId) throw new DomainError('Appointment not found', 404);
  return found;
}

const startOf = (items: readonly AppointmentItemRecord[]) => Math.min(...items.map((item) => Date.parse(item.startsAt)));

// Inside the window (less than cancellationWindowHours before the start) a change is late.
function lateChange(offer: OnlineOffer, appointment: DayAppointment, now: Date): boolean {
  return startOf(appointment.items) - now.getTime() < offer.design.cancellationWindowHours * HOUR_MS;
}

function refuseLate(offer: OnlineOffer, what: 'cancellations' | 'changes', phone: string | null): never {
  const hours = offer.design.cancellationWindowHours;
  throw new DomainError(`Online ${what} close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start; ${callUs(phone)}`, 422);
}

function refuseStarted(appointment: DayAppointment, offer: OnlineOffer, locationId: string, now: Date): void {
  if (!openStatuses.includes(appointment.status) || startOf(appointment.items) <= now.getTime())
    throw new DomainError(`This visit can no longer be changed online; ${callUs(phoneOf(offer, locationId))}`, 422);
}

export async function cancelMyAppointment(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  userId: string,
  appointmentId: string,
  input: MyCancelInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  return cancelVisit(deps, offer, await mine(deps, userId, appointmentId), input, context, now);
}

// A client's own cancellation (signed in or through the manage link): within the window, or flagged late
// when the design accepts late ones. Cancelling a cancelled visit again changes nothing and sends nothing.
export async function cancelVisit(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  located: LocatedAppointment,
  input: MyCancelInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  const { locationId, appointment, day } = located;
  const { appointmentId } = appointment;
  if (appointment.status !== 'cancelled') {
    refuseStarted(appointment, offer, locationId, now);
    if (lateChange(offer, appointment, now) && offer.design.lateCancellation === 'refuse')
      refuseLate(offer, 'cancellations', phoneOf(offer, locationId));
  }
  const reason = input.reason || 'Cancelled online by the client';
  const result = await decideOnDay(
    deps.store,
    day,
    { type: 'CancelAppointment', appointmentId, reason, lateWindowHours: offer.design.cancellationWindowHours },
    { ...context, locationId, now: () => now, channel: 'online' },
  );
  if (appointment.status !== 'cancelled' && result.events.some((event) => event.type === 'AppointmentCancelled'))
    await tellClient(
      deps,
      offer,
      located,
      appointment.items,
      (firstName, visit) => cancelledEmail(firstName, visit, deps.publicUrl),
      'cancellation',
    );
  return { id: appointmentId, result };
}

export async function rescheduleMyAppointment(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  userId: string,
  appointmentId: string,
  input: MyRescheduleInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  return moveVisit(deps, offer, await mine(deps, userId, appointmentId), input, context, now);
}

// Into a slot the client holds: the hold is released and the appointment moved in one atomic append, so
// the slot is never free for someone else in between, and a refused move keeps both as they were. The
// move comes with a new manage link (in the e-mail that tells of it); earlier links keep working.
export async function moveVisit(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  source: LocatedAppointment,
  input: MyRescheduleInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  const { appointment } = source;
  const { appointmentId } = appointment;
  if (appointment.status === 'cancelled') throw new DomainError('This visit is cancelled; book a new time instead', 422);
  refuseStarted(appointment, offer, source.locationId, now);
  if (lateChange(offer, appointment, now)) refuseLate(offer, 'changes', phoneOf(offer, source.locationId));
  const held = await loadOwnHold(deps, input.holdId, input.holdToken);
  if (held.locationId !== source.locationId) throw new DomainError('Hold a time at the same location to move this appointment', 422);
  const holdItems = [...held.hold.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const ownItems = [...appointment.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const sameServices =
    holdItems.length === ownItems.length && holdItems.every((item, index) => item.serviceId === ownItems[index]!.serviceId);
  if (!sameServices) throw new DomainError('Hold a time for the same services to move this appointment', 422);
  const ownStaff = [...new Set(ownItems.map((item) => item.staffId))];
  const heldStaff = [...new Set(holdItems.map((item) => item.staffId))];
  const changesStaff = ownStaff.length === 1 && heldStaff.length === 1 && ownStaff[0] !== heldStaff[0];
  if (!changesStaff && holdItems.some((item, index) => item.staffId !== ownItems[index]!.staffId))
    throw new DomainError('This appointment is with several people; please call us to move it', 422);
  const startsAt = new Date(Math.min(...holdItems.map((item) => Date.parse(item.startsAt)))).toISOString();
  const move: MoveRequest = {
    startsAt,
    endsAt: null,
    staffId: changesStaff ? heldStaff[0]! : null,
    fromStaffId: changesStaff ? ownStaff[0]! : null,
  };
  const facts = await loadLocationFacts(
    deps.readDb,
    source.locationId,
    ownItems.map((item) => item.serviceId),
  );
  const target = await loadDayFacts(deps.readDb, facts, held.date, { mayBookInPast: false, otherStaffIds: heldStaff });
  const userId = context.userId;
  const release: DaybookCommand = {
    type: 'ReleaseHold',
    holdId: held.hold.holdId,
    userId,
    mayReleaseAnyHold: false,
    tokenHash: held.tokenHash,
  };
  const { value: manageToken, result } = await handleCommands(
    deps.store,
    { ...context, locationId: source.locationId, now: () => now, channel: 'online' },
    async (plan) => {
      await decideOnDayInPlan(plan, held.day, release);
      if (held.date === source.date) {
        await decideOnDayInPlan(plan, source.day, {
          type: 'RescheduleAppointment',
          appointmentId,
          move,
          day: target,
          override: null,
          userId,
        });
      } else {
        await decideOnDayInPlan(plan, held.day, {
          type: 'MoveAppointmentIn',
          appointment,
          move,
          day: target,
          override: null,
          userId,
        });
        await decideOnDayInPlan(plan, source.day, {
          type: 'MoveAppointmentOut',
          appointmentId,
          toDate: held.date,
          toLocationId: source.locationId,
        });
      }
      return planManageLink(plan, appointmentId);
    },
    { start: held.date === source.date ? [held.day] : [held.day, source.day] },
  );
  if (held.hold.visitorId) await deps.holds.free(held.hold.visitorId, held.hold.holdId);
  const moved = (result.events as DaybookEvent[]).find(
    (event): event is Extract<DaybookEvent, { type: 'AppointmentRescheduled' | 'AppointmentMovedIn' }> =>
      event.type === 'AppointmentRescheduled' || event.type === 'AppointmentMovedIn',
  );
  if (moved) {
    const from = new Date(startOf(appointment.items)).toISOString();
    await tellClient(
      deps,
      offer,
      source,
      moved.data.items,
      (firstName, visit) => movedEmail(firstName, visit, from, deps.publicUrl, manageToken),
      'move',
    );
  }
  return { id: appointmentId, result };
}

// The e-mail of a change goes through the outbox (durable, retried); the change never fails because of it.
async function tellClient(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  located: LocatedAppointment,
  items: readonly AppointmentItemRecord[],
  message: (firstName: string, visit: ReturnType<typeof describeVisit>) => { subject: string; text: string },
  what: string,
): Promise<void> {
  if (!deps.outbox) return;
  const { appointment, locationId } = located;
  try {
    const contact = (await clientContactsByIds(deps.readDb, [appointment.clientId])).get(appointment.clientId);
    if (!contact?.email) return;
    const facts = await loadLocationFacts(
      deps.readDb,
      locationId,
      items.map((item) => item.serviceId),
    );
    const date = located.date;
    const dayFacts = await loadDayFacts(deps.readDb, facts, date, {
      mayBookInPast: true,
      otherStaffIds: items.map((item) => item.staffId),
    });
    const visit = describeVisit(offer, facts, dayFacts.names, locationId, appointment.appointmentId, items);
    await deps.outbox.email({ to: contact.email, category: `booking-${what}`, ...message(contact.firstName || 'there', visit) });
  } catch (error) {
    deps.logger?.warn({ err: error, appointmentId: appointment.appointmentId }, `could not queue the ${what} e-mail`);
  }
}
