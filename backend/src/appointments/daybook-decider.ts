import {
  appointmentStatusLabels,
  HOLD_MINUTES,
  LATE_CANCEL_WINDOW_HOURS,
  type AppointmentStatus,
} from '@chairside/shared/appointments/appointment-dto';
import { addMinutes, HOUR_MS } from '@chairside/shared/format/durations';
import type { AppointmentItemRecord, DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { type Decider, unhandled } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { clock, dayLabel, localDateOf } from './appointment-text';
import { dayBusy, isHoldActive } from './daybook-busy';
import type { DayFacts, ItemRequest, MoveRequest, DaybookCommand, Override } from './daybook-commands';
import { placeItems, type ItemPlan, type PlacementOptions } from './daybook-placement';
import { evolveDaybook, initialDaybookState, type DayAppointment, type DayHold, type DaybookState } from './daybook-state';

export type { DaybookState } from './daybook-state';

// A walk-in booked for the current slot a few minutes after it began is not "in the past".
export const PAST_GRACE_MINUTES = 5;
// The order of the desk's statuses: an appointment only moves forward along it (skipping is fine).
const progression: readonly AppointmentStatus[] = ['booked', 'confirmed', 'checked_in', 'in_service', 'completed'];
const finalStatuses: readonly AppointmentStatus[] = ['completed', 'cancelled', 'no_show'];
const label = (status: AppointmentStatus) => appointmentStatusLabels[status].toLowerCase();

const startOf = (items: readonly AppointmentItemRecord[]) => Math.min(...items.map((item) => Date.parse(item.startsAt)));

function existing(state: DaybookState, appointmentId: string): DayAppointment {
  const appointment = state.appointments.get(appointmentId);
  if (!appointment) throw new DomainError('Appointment not found', 404);
  return appointment;
}

function refuseFinal(appointment: DayAppointment, what: string) {
  if (finalStatuses.includes(appointment.status)) throw new DomainError(`This appointment is ${label(appointment.status)}; ${what}`, 409);
}

// Rules of the day itself: the location takes bookings, the start is on this day, and not in the past
// unless the caller may edit the calendar (a resize keeps its start, so it is not held to that rule).
function checkDay(day: DayFacts, start: number, now: Date, checkPast: boolean) {
  if (!day.location) throw new DomainError('That location does not exist; choose another', 422);
  if (!day.location.isActive) throw new DomainError(`${day.location.name} is inactive; appointments cannot be booked there`, 422);
  if (localDateOf(start, day.zone) !== day.date) throw new DomainError(`The start is not on ${dayLabel(day.date, day.zone)}`, 422);
  if (checkPast && !day.mayBookInPast && start < addMinutes(now.getTime(), -PAST_GRACE_MINUTES)) {
    throw new DomainError(
      `${clock(start, day.zone)} on ${dayLabel(day.date, day.zone)} has already passed; only staff who may edit the calendar can book in the past`,
      422,
    );
  }
}

const freshPlans = (requests: readonly ItemRequest[], itemIds: readonly string[]): ItemPlan[] =>
  requests.map((request, index) => {
    const itemId = itemIds[index];
    if (itemId === undefined) throw new Error('An item id is missing for every requested service');
    return { itemId, serviceId: request.serviceId, staffId: request.staffId, booked: null, roomId: null, deviceId: null };
  });

// The appointment's own items, with the staff member of some moving to another (a drop on their column).
function movedPlans(appointment: Pick<DayAppointment, 'items'>, move: MoveRequest): ItemPlan[] {
  if (move.fromStaffId !== null && !appointment.items.some((item) => item.staffId === move.fromStaffId)) {
    throw new DomainError('This appointment has no service with that staff member; reload and try again', 422);
  }
  return appointment.items.map((item) => ({
    itemId: item.itemId,
    serviceId: item.serviceId,
    staffId: move.staffId !== null && item.staffId === move.fromStaffId ? move.staffId : item.staffId,
    booked: {
      staffId: item.staffId,
      durationMinutes: item.durationMinutes,
      processingMinutes: item.processingMinutes,
      bufferMinutes: item.bufferMinutes,
      priceCents: item.priceCents,
    },
    roomId: item.roomId,
    deviceId: item.deviceId,
  }));
}

const sameItems = (a: readonly AppointmentItemRecord[], b: readonly AppointmentItemRecord[]) =>
  a.length === b.length &&
  a.every((item, index) => {
    const other = b[index]!;
    return (
      item.itemId === other.itemId &&
      item.serviceId === other.serviceId &&
      item.staffId === other.staffId &&
      item.roomId === other.roomId &&
      item.deviceId === other.deviceId &&
      Date.parse(item.startsAt) === Date.parse(other.startsAt) &&
      item.durationMinutes === other.durationMinutes &&
      item.processingMinutes === other.processingMinutes &&
      item.bufferMinutes === other.bufferMinutes &&
      item.priceCents === other.priceCents
    );
  });

// The services asked for, keeping what is unchanged (same service, same or any staff at the same place).
function updatedPlans(
  appointment: DayAppointment,
  requests: readonly ItemRequest[],
  itemIds: readonly string[],
): { plans: ItemPlan[]; changed: boolean } {
  const fresh = freshPlans(requests, itemIds);
  let changed = requests.length !== appointment.items.length;
  const plans = requests.map((request, index) => {
    const current = appointment.items[index];
    if (current && current.serviceId === request.serviceId && (request.staffId === null || request.staffId === current.staffId)) {
      return movedPlans({ items: [current] }, { startsAt: current.startsAt, endsAt: null, staffId: null, fromStaffId: null })[0]!;
    }
    changed = true;
    return fresh[index]!;
  });
  return { plans, changed };
}

// Placement under a manager's override: the rules it set aside come back in `overridden`.
const overriding = (override: Override, options: PlacementOptions = {}): PlacementOptions & { overridden: string[] } => ({
  ...options,
  override: override !== null,
  overridden: [],
});

// The override event that goes with a booking, move or status change, when a rule was actually set aside.
function overrideEvents(
  appointmentId: string,
  action: 'booked' | 'moved' | 'status',
  override: Override,
  rules: readonly string[],
  by: string | null,
): DaybookEvent[] {
  if (override === null || rules.length === 0) return [];
  return [{ type: 'BookingRuleOverridden', data: { appointmentId, action, rules: [...rules], reason: override.reason, by } }];
}

// Check-in and service happen on the appointment's own day (in the location's zone); completing needs the
// visit to have started. Returns the rule a manager's override sets aside, or null when none applies.
function statusRule(
  appointment: DayAppointment,
  to: AppointmentStatus,
  now: Date,
  zone: string,
): { message: string; overridable: boolean } | null {
  const start = startOf(appointment.items);
  if ((to === 'checked_in' || to === 'in_service') && localDateOf(now.getTime(), zone) !== appointment.date) {
    const what = to === 'checked_in' ? 'Check-in' : 'Starting the service';
    return {
      message: `${what} is on the appointment's day (${dayLabel(appointment.date, zone)}); a manager can check in on another day with a reason`,
      overridable: true,
    };
  }
  if (to === 'completed' && now.getTime() < start && appointment.status !== 'checked_in' && appointment.status !== 'in_service') {
    return {
      message: `This visit has not started yet (it starts ${dayLabel(appointment.date, zone)} at ${clock(start, zone)}); it cannot be completed`,
      overridable: false,
    };
  }
  return null;
}

// The hold a booking names: refused when it was already booked, when it is not this day's, or (for a hold
// placed online) when the token presented is not its own. A released hold books like no hold at all.
function usableHold(state: DaybookState, holdId: string, tokenHash: string | null): DayHold | undefined {
  if (state.releasedHolds.get(holdId) === 'booked') throw new DomainError('This hold has already been booked', 409);
  const hold = state.holds.get(holdId);
  if (!hold) {
    if (tokenHash !== null && !state.releasedHolds.has(holdId)) throw new DomainError('Hold not found', 404);
    return undefined;
  }
  if (hold.tokenHash !== null && hold.tokenHash !== tokenHash)
    throw new DomainError('That hold is not yours: book with the hold token you were given', 403);
  return hold;
}

export const daybookDecider: Decider<DaybookState, DaybookCommand, DaybookEvent> = {
  initialState: initialDaybookState,
  evolve: evolveDaybook,
  keepFolded: true,

  decide(command, state, now) {
    switch (command.type) {
      case 'BookAppointment': {
        const { day } = command;
        if (state.appointments.has(command.appointmentId) || state.movedOut.has(command.appointmentId))
          throw new DomainError('That appointment already exists', 409);
        const start = Date.parse(command.startsAt);
        checkDay(day, start, now, true);
        if (!command.clientKnown) throw new DomainError('That client does not exist; choose another or add them first', 422);
        const hold = command.holdId ? usableHold(state, command.holdId, command.holdTokenHash ?? null) : undefined;
        const holdActive = hold !== undefined && isHoldActive(hold, now);
        if (holdActive && hold.tokenHash === null && hold.heldBy !== null && hold.heldBy !== command.userId)
          throw new DomainError('That slot is held by someone else', 409);
        // A lapsed hold is no hold: the booking goes ahead only if the slot is still free.
        const busy = dayBusy(state, now, { holdId: holdActive ? hold.holdId : undefined });
        const options = overriding(command.override);
        const items = placeItems(freshPlans(command.items, command.itemIds), start, day, busy, options);
        const { appointmentId, seriesId, clientId } = command;
        const booked: DaybookEvent = {
          type: 'AppointmentBooked',
          data: {
            appointmentId,
            locationId: day.locationId,
            date: day.date,
            seriesId,
            clientId,
            notes: command.notes,
            items,
            holdId: hold && (holdActive || hold.tokenHash !== null) ? hold.holdId : null,
            ...(command.holdTokenHash ? { online: true } : {}),
            ...(command.walkIn ? { walkIn: { name: command.walkIn.name } } : {}),
          },
        };
        const overridden = overrideEvents(appointmentId, 'booked', command.override, options.overridden, command.userId);
        // An online hold is used up by its booking even when it had lapsed, so its token books once.
        const used = hold !== undefined && (holdActive || hold.tokenHash !== null);
        return used
          ? [booked, ...overridden, { type: 'HoldReleased', data: { holdId: hold.holdId, reason: 'booked' } }]
          : [booked, ...overridden];
      }
      case 'RescheduleAppointment': {
        const appointment = existing(state, command.appointmentId);
        refuseFinal(appointment, 'it can no longer be moved');
        const { move, day } = command;
        const start = Date.parse(move.startsAt);
        const startChanges = start !== startOf(appointment.items);
        checkDay(day, start, now, startChanges);
        const busy = dayBusy(state, now, { appointmentId: appointment.appointmentId });
        const options = overriding(command.override, { endsAt: move.endsAt === null ? null : Date.parse(move.endsAt) });
        const items = placeItems(movedPlans(appointment, move), start, day, busy, options);
        if (sameItems(items, appointment.items)) return [];
        const reason = move.endsAt !== null && !startChanges && move.staffId === null ? 'resized' : 'moved';
        return [
          { type: 'AppointmentRescheduled', data: { appointmentId: appointment.appointmentId, items, reason } },
          ...overrideEvents(appointment.appointmentId, 'moved', command.override, options.overridden, command.userId),
        ];
      }
      case 'MoveAppointmentIn': {
        const { appointment, move, day } = command;
        // Already here: a move retried after its move-out failed.
        if (state.appointments.has(appointment.appointmentId)) return [];
        if (finalStatuses.includes(appointment.status))
          throw new DomainError(`This appointment is ${label(appointment.status)}; it can no longer be moved`, 409);
        const start = Date.parse(move.startsAt);
        checkDay(day, start, now, true);
        const options = overriding(command.override, { endsAt: move.endsAt === null ? null : Date.parse(move.endsAt) });
        const items = placeItems(movedPlans(appointment, move), start, day, dayBusy(state, now), options);
        const { appointmentId, seriesId, clientId, notes, status, paid } = appointment;
        return [
          {
            type: 'AppointmentMovedIn',
            data: {
              appointmentId,
              locationId: day.locationId,
              date: day.date,
              seriesId,
              clientId,
              notes,
              items,
              status,
              fromDate: appointment.date,
              fromLocationId: appointment.locationId,
              ...(paid ? { paid } : {}),
            },
          },
          ...overrideEvents(appointmentId, 'moved', command.override, options.overridden, command.userId),
        ];
      }
      case 'MoveAppointmentOut': {
        if (!state.appointments.has(command.appointmentId) && state.movedOut.has(command.appointmentId)) return [];
        existing(state, command.appointmentId);
        return [
          {
            type: 'AppointmentMovedOut',
            data: { appointmentId: command.appointmentId, toDate: command.toDate, toLocationId: command.toLocationId },
          },
        ];
      }
      case 'UpdateAppointment': {
        const appointment = existing(state, command.appointmentId);
        const events: DaybookEvent[] = [];
        const { plans, changed } = updatedPlans(appointment, command.items, command.itemIds);
        if (changed) {
          refuseFinal(appointment, 'its services can no longer change');
          const start = startOf(appointment.items);
          checkDay(command.day, start, now, false);
          const items = placeItems(plans, start, command.day, dayBusy(state, now, { appointmentId: appointment.appointmentId }));
          if (!sameItems(items, appointment.items))
            events.push({
              type: 'AppointmentRescheduled',
              data: { appointmentId: appointment.appointmentId, items, reason: 'services_changed' },
            });
        }
        const notes = command.notes.trim();
        if (notes !== appointment.notes)
          events.push({ type: 'AppointmentNotesChanged', data: { appointmentId: appointment.appointmentId, notes } });
        return events;
      }
      case 'SetAppointmentStatus': {
        const appointment = existing(state, command.appointmentId);
        const from = appointment.status;
        const to = command.status;
        if (from === to) return [];
        refuseFinal(appointment, 'its status can no longer change');
        const start = startOf(appointment.items);
        if (to === 'no_show') {
          if (from !== 'booked' && from !== 'confirmed')
            throw new DomainError(`The client is already ${label(from)}; they cannot be a no-show`, 409);
          if (now.getTime() < start)
            throw new DomainError(`A no-show can only be recorded once the appointment has started (${clock(start, command.zone)})`, 422);
        } else if (progression.indexOf(to) < progression.indexOf(from)) {
          throw new DomainError(`This appointment is already ${label(from)}; it cannot go back to ${label(to)}`, 409);
        }
        const rule = statusRule(appointment, to, now, command.zone);
        if (rule && !(rule.overridable && command.override)) throw new DomainError(rule.message, 422, { overridable: rule.overridable });
        const changed: DaybookEvent = {
          type: 'AppointmentStatusChanged',
          data: { appointmentId: appointment.appointmentId, from, to, by: command.userId },
        };
        return [
          changed,
          ...overrideEvents(appointment.appointmentId, 'status', command.override, rule ? [rule.message] : [], command.userId),
        ];
      }
      case 'MarkAppointmentPaid': {
        const appointment = existing(state, command.appointmentId);
        // The same sale paying twice (a retried payment) changes nothing.
        if (appointment.paid?.saleId === command.saleId) return [];
        if (appointment.paid) throw new DomainError('This appointment is already paid', 409);
        const completed = appointment.status === 'checked_in' || appointment.status === 'in_service';
        return [
          {
            type: 'AppointmentPaid',
            data: {
              appointmentId: appointment.appointmentId,
              saleId: command.saleId,
              amountCents: command.amountCents,
              from: appointment.status,
              completed,
            },
          },
        ];
      }
      case 'RevertAppointmentStatus': {
        const appointment = existing(state, command.appointmentId);
        const last = appointment.lastStatusChange;
        if (appointment.status === 'cancelled') throw new DomainError('This appointment is cancelled; undo the cancellation instead', 409);
        if (last === null || last.to !== appointment.status) throw new DomainError('There is no status change to revert', 409);
        if (last.by !== command.userId && !command.mayOverride) {
          const author = command.authorName ?? 'the person who set it';
          throw new DomainError(`Only ${author}, who set this status, or a manager can revert it`, 403);
        }
        return [
          {
            type: 'AppointmentStatusReverted',
            data: { appointmentId: appointment.appointmentId, from: appointment.status, to: last.from, reason: command.reason.trim() },
          },
        ];
      }
      case 'ReinstateAppointment': {
        const appointment = existing(state, command.appointmentId);
        if (appointment.status !== 'cancelled')
          throw new DomainError(`This appointment is ${label(appointment.status)}, not cancelled`, 409);
        const start = startOf(appointment.items);
        checkDay(command.day, start, now, false);
        // Back where it was, with whom it was: if someone took the slot meanwhile, the clash is named.
        const items = placeItems(
          movedPlans(appointment, { startsAt: appointment.items[0]!.startsAt, endsAt: null, staffId: null, fromStaffId: null }),
          start,
          command.day,
          dayBusy(state, now, { appointmentId: appointment.appointmentId }),
        );
        return [
          {
            type: 'AppointmentReinstated',
            data: { appointmentId: appointment.appointmentId, status: appointment.statusBeforeCancel ?? 'booked', items },
          },
        ];
      }
      case 'CancelAppointment': {
        const appointment = existing(state, command.appointmentId);
        if (appointment.status === 'cancelled') throw new DomainError('This appointment is already cancelled', 409);
        refuseFinal(appointment, 'it can no longer be cancelled');
        const lateCancel = startOf(appointment.items) - now.getTime() < (command.lateWindowHours ?? LATE_CANCEL_WINDOW_HOURS) * HOUR_MS;
        return [
          { type: 'AppointmentCancelled', data: { appointmentId: appointment.appointmentId, reason: command.reason.trim(), lateCancel } },
        ];
      }
      case 'PlaceHold': {
        const { day } = command;
        if (state.holds.has(command.holdId) || state.releasedHolds.has(command.holdId))
          throw new DomainError('That hold already exists', 409);
        const start = Date.parse(command.startsAt);
        checkDay(day, start, now, true);
        const items = placeItems(freshPlans(command.items, command.itemIds), start, day, dayBusy(state, now));
        const expiresAt = new Date(addMinutes(now.getTime(), command.holdMinutes ?? HOLD_MINUTES)).toISOString();
        const online = command.tokenHash ? { tokenHash: command.tokenHash, visitorId: command.visitorId ?? null } : {};
        return [
          {
            type: 'SlotHeld',
            data: {
              holdId: command.holdId,
              locationId: day.locationId,
              date: day.date,
              items,
              expiresAt,
              heldBy: command.userId,
              ...online,
            },
          },
        ];
      }
      case 'ReleaseHold': {
        if (state.releasedHolds.has(command.holdId)) return [];
        const hold = state.holds.get(command.holdId);
        if (!hold) throw new DomainError('Hold not found', 404);
        const owner = hold.tokenHash !== null ? command.tokenHash === hold.tokenHash : hold.heldBy === command.userId;
        if (!owner && !command.mayReleaseAnyHold)
          throw new DomainError(
            'That hold is someone else’s: only the person who placed it, or someone who may edit the calendar, can release it',
            403,
          );
        // An expired hold already blocks nothing.
        if (!isHoldActive(hold, now)) return [];
        return [{ type: 'HoldReleased', data: { holdId: command.holdId, reason: 'released' } }];
      }
      case 'ExpireHold': {
        const hold = state.holds.get(command.holdId);
        if (!hold || hold.lapsed) return [];
        if (isHoldActive(hold, now)) throw new DomainError('That hold has not lapsed yet', 409);
        return [{ type: 'HoldExpired', data: { holdId: hold.holdId, expiredAt: hold.expiresAt } }];
      }
      default:
        return unhandled(command);
    }
  },
};
