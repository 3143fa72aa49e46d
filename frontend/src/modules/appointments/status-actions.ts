import { LATE_CANCEL_WINDOW_HOURS, type AppointmentStatus, type SettableStatus } from '@chairside/shared/appointments/appointment-dto';

// The buttons the details drawer offers for an appointment, following the server's rules: statuses
// only move forward along booked → confirmed → checked in → in service → completed (skipping is
// allowed); no-show only from booked or confirmed and not before the start; completed, cancelled and
// no-show are final.

export type StatusAction = { status: SettableStatus; label: string };

const forward: readonly Exclude<SettableStatus, 'no_show'>[] = ['confirmed', 'checked_in', 'in_service', 'completed'];
const order: Record<AppointmentStatus, number> = { booked: 0, confirmed: 1, checked_in: 2, in_service: 3, completed: 4, cancelled: 5, no_show: 5 };
export const statusActionLabels: Record<SettableStatus, string> = {
  confirmed: 'Confirm',
  checked_in: 'Check in',
  in_service: 'Start service',
  completed: 'Complete',
  no_show: 'No-show',
};

export type ActionRights = { canSetStatus: boolean; canCancel: boolean };

export function statusActions(appointment: { status: AppointmentStatus; startsAt: string }, now: number, rights: ActionRights): StatusAction[] {
  if (!rights.canSetStatus) return [];
  const actions: StatusAction[] = forward.filter((status) => order[status] > order[appointment.status] && order[appointment.status] < 4).map((status) => ({ status, label: statusActionLabels[status] }));
  if ((appointment.status === 'booked' || appointment.status === 'confirmed') && now >= Date.parse(appointment.startsAt)) actions.push({ status: 'no_show', label: statusActionLabels.no_show });
  return actions;
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
  return Date.parse(startsAt) - now < LATE_CANCEL_WINDOW_HOURS * 3_600_000;
}
