import type { MyAppointments, MyCancelInput, MyRescheduleInput } from '@chairside/shared/booking/booking-dto';
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
import { loadOwnHold, type PublicBookingDeps } from './public-booking-service';

// A signed-in client's own appointments: listed, cancelled and moved online within the booking design's
// cancellation window. Anyone else's appointment is "not found", never "forbidden", so ids reveal nothing.

// The client record of a signed-in client: the one with their account's e-mail address.
async function myClientId(deps: PublicBookingDeps, userId: string): Promise<string | null> {
  const user = await getUser(deps.readDb, userId);
  if (!user?.email) return null;
  return (await matchClient(deps.readDb, { email: user.email, phone: '' }))?.client.id ?? null;
}

const changeableUntil = (startsAt: string, offer: OnlineOffer) =>
  new Date(Date.parse(startsAt) - offer.design.cancellationWindowHours * HOUR_MS).toISOString();

export async function listMyAppointments(deps: PublicBookingDeps, offer: OnlineOffer, userId: string, now: Date): Promise<MyAppointments> {
  const clientId = await myClientId(deps, userId);
  if (!clientId) return { upcoming: [], past: [] };
  const { upcoming, past } = await listClientAppointments(deps.readDb, clientId, now);
  const shape = (appointment: (typeof upcoming)[number]) => ({
    ...appointment,
    changeableUntil: changeableUntil(appointment.startsAt, offer),
  });
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

const startOf = (appointment: DayAppointment) => Math.min(...appointment.items.map((item) => Date.parse(item.startsAt)));

// Inside the window (less than cancellationWindowHours before the start) a change is late.
function lateChange(offer: OnlineOffer, appointment: DayAppointment, now: Date): boolean {
  return startOf(appointment) - now.getTime() < offer.design.cancellationWindowHours * HOUR_MS;
}

function refuseLate(offer: OnlineOffer, what: 'cancellations' | 'changes', phone: string | null): never {
  const hours = offer.design.cancellationWindowHours;
  const call = phone ? `please call us at ${formatPhone(phone)}` : 'please call us';
  throw new DomainError(`Online ${what} close ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start; ${call}`, 422);
}

const phoneOf = (offer: OnlineOffer, locationId: string) => offer.locations.find((location) => location.id === locationId)?.phone ?? null;

export async function cancelMyAppointment(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  userId: string,
  appointmentId: string,
  input: MyCancelInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  const { locationId, appointment, day } = await mine(deps, userId, appointmentId);
  if (appointment.status !== 'cancelled' && lateChange(offer, appointment, now) && offer.design.lateCancellation === 'refuse')
    refuseLate(offer, 'cancellations', phoneOf(offer, locationId));
  const reason = input.reason || 'Cancelled online by the client';
  const result = await decideOnDay(
    deps.store,
    day,
    { type: 'CancelAppointment', appointmentId, reason, lateWindowHours: offer.design.cancellationWindowHours },
    { ...context, locationId, now: () => now },
  );
  return { id: appointmentId, result };
}

// Into a slot the client holds: the hold is released and the appointment moved in one atomic append, so
// the slot is never free for someone else in between, and a refused move keeps both as they were.
export async function rescheduleMyAppointment(
  deps: PublicBookingDeps,
  offer: OnlineOffer,
  userId: string,
  appointmentId: string,
  input: MyRescheduleInput,
  context: CommandContext,
  now: Date,
): Promise<CommandOutcome> {
  const source = await mine(deps, userId, appointmentId);
  const { appointment } = source;
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
  const release: DaybookCommand = {
    type: 'ReleaseHold',
    holdId: held.hold.holdId,
    userId,
    mayReleaseAnyHold: false,
    tokenHash: held.tokenHash,
  };
  const { result } = await handleCommands(
    deps.store,
    { ...context, locationId: source.locationId, now: () => now },
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
    },
    { start: held.date === source.date ? [held.day] : [held.day, source.day] },
  );
  if (held.hold.visitorId) await deps.holds.free(held.hold.visitorId, held.hold.holdId);
  return { id: appointmentId, result };
}
