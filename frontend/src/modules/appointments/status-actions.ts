import { LATE_CANCEL_WINDOW_HOURS, type AppointmentStatus, type SettableStatus } from '@chairside/shared/appointments/appointment-dto';
import { HOUR_MS } from '@chairside/shared/format/durations';

// The buttons the details drawer offers for an appointment, following the server's rules: statuses
// only move forward along booked → confirmed → checked in → in service → completed (skipping is
// allowed); no-show only from booked or confirmed and not before the start; completed, cancelled and
// no-show are final. Completing needs the visit to have started (its start has passed, or the client is
// checked in or in service). Checking in (and starting the service) belongs to the appointment's own day:
// on another day it is offered only to a manager (override_appointments), asked for a reason first
// (needsReason), which goes into the history; anyone else is told why instead (checkInNote).

export type StatusAction = { status: SettableStatus; label: string; needsReason: boolean };

const forward: readonly Exclude<SettableStatus, 'no_show'>[] = ['confirmed', 'checked_in', 'in_service', 'completed'];
const order: Record<AppointmentStatus, number> = {
  booked: 0,
  confirmed: 1,
  checked_in: 2,
  in_service: 3,
  completed: 4,
  cancelled: 5,
  no_show: 5,
};
const onTheDay: readonly SettableStatus[] = ['checked_in', 'in_service'];
export const statusActionLabels: Record<SettableStatus, string> = {
  confirmed: 'Confirm',
  checked_in: 'Check in',
  in_service: 'Start service',
  completed: 'Complete',
  no_show: 'No-show',
};

export type ActionRights = { canSetStatus: boolean; canCancel: boolean; canOverride?: boolean };

// `today` is the local date of the appointment's location now (the appointment's `date` is in the same terms).
export function statusActions(
  appointment: { status: AppointmentStatus; startsAt: string; date: string },
  now: number,
  rights: ActionRights,
  today: string,
): StatusAction[] {
  if (!rights.canSetStatus) return [];
  const started = now >= Date.parse(appointment.startsAt) || appointment.status === 'checked_in' || appointment.status === 'in_service';
  const otherDay = appointment.date !== today;
  // Checking in belongs to the visit's day; on another day only a manager may, with a reason.
  const dayOpen = !otherDay || rights.canOverride === true;
  const actions: StatusAction[] = forward
    .filter((status) => order[status] > order[appointment.status] && order[appointment.status] < 4)
    .filter((status) => status !== 'completed' || started)
    .filter((status) => dayOpen || !onTheDay.includes(status))
    .map((status) => ({
      status,
      label: statusActionLabels[status],
      needsReason: otherDay && onTheDay.includes(status) && rights.canOverride === true,
    }));
  if ((appointment.status === 'booked' || appointment.status === 'confirmed') && now >= Date.parse(appointment.startsAt))
    actions.push({ status: 'no_show', label: statusActionLabels.no_show, needsReason: false });
  return actions;
}

// Why "Check in" is not offered, when the visit could otherwise be checked in: it is on another day.
export function checkInNote(appointment: { status: AppointmentStatus; date: string }, rights: ActionRights, today: string): string | null {
  if (!rights.canSetStatus || rights.canOverride || order[appointment.status] >= order.checked_in || appointment.date === today)
    return null;
  return appointment.date > today
    ? 'Check-in opens on the day of the visit.'
    : 'Check-in was for the day of the visit; a manager can still record it, with a reason.';
}

export function canBeCancelled(status: AppointmentStatus, rights: ActionRights): boolean {
  return rights.canCancel && order[status] < 4;
}

// Checkout makes sense until the visit is paid for; a cancelled appointment or a no-show has nothing to check out.
export function canCheckout(status: AppointmentStatus): boolean {
  return status !== 'cancelled' && status !== 'no_show';
}

// A cancellation closer to the start than 24 hours is late (the server decides; this only warns).
export function isLateCancellation(startsAt: string, now: number): boolean {
  return Date.parse(startsAt) - now < LATE_CANCEL_WINDOW_HOURS * HOUR_MS;
}
