import type { Appointment, RescheduleAppointmentInput } from '@chairside/shared/appointments/appointment-dto';
import { formatDateTime, formatTime } from '@chairside/shared/format/date-format';
import { entityPath, type CommandRequest } from '../../commands/use-command';
import { calendarZone } from './cached-zone';

// "Undo" on the toast after a move, resize, status change or cancellation: a compensating command, so the
// appointment's history keeps both the change and its undoing. Offered for UNDO_WINDOW_MS.

export const UNDO_WINDOW_MS = 10_000;

export type UndoDescriptor =
  // Back to where it was: a reschedule to the earlier start (and end, and staff member).
  | { kind: 'reschedule'; appointmentId: string; input: RescheduleAppointmentInput }
  // The last status change reverted (POST /status/revert).
  | { kind: 'status'; appointmentId: string }
  // The cancellation undone (POST /reinstate).
  | { kind: 'cancel'; appointmentId: string };

// The reschedule that puts `before` back after `change`, or null when it cannot be put back exactly: a
// block dropped on someone who already had a service in the appointment merged their services, and moving
// "their" services back would take theirs along.
// Example: undoReschedule(<10:00–10:30 with Ava>, { startsAt: <11:00>, endsAt: null, staffId: null, fromStaffId: null })
// → { startsAt: <10:00>, endsAt: null, staffId: null, fromStaffId: null }
export function undoReschedule(
  before: Pick<Appointment, 'startsAt' | 'endsAt' | 'items'>,
  change: RescheduleAppointmentInput,
): RescheduleAppointmentInput | null {
  if (change.staffId !== null && before.items.some((item) => item.staffId === change.staffId)) return null;
  return {
    startsAt: before.startsAt,
    // A resize set when the client leaves: the undo sets it back. A move keeps every length as it was.
    endsAt: change.endsAt === null ? null : before.endsAt,
    staffId: change.staffId === null ? null : change.fromStaffId,
    fromStaffId: change.staffId,
    override: null,
  };
}

const appointments = '/api/appointments';

// The command an undo sends. Example: undoRequest({ kind: 'cancel', appointmentId: 'a1' }) → POST /api/appointments/a1/reinstate
export function undoRequest(undo: UndoDescriptor): CommandRequest {
  switch (undo.kind) {
    case 'reschedule':
      return { path: entityPath(appointments, undo.appointmentId, 'reschedule'), method: 'POST', body: undo.input };
    case 'status':
      return { path: entityPath(appointments, undo.appointmentId, 'status/revert'), method: 'POST', body: { reason: '' } };
    case 'cancel':
      return { path: entityPath(appointments, undo.appointmentId, 'reinstate'), method: 'POST', body: {} };
  }
}

// What the toast says once the undo is done.
export const undoneMessages: Record<UndoDescriptor['kind'], string> = {
  reschedule: 'Undone: the appointment is back where it was',
  status: 'Undone: the status is back to what it was',
  cancel: 'Undone: the appointment is booked again',
};

// What the toast says after a drag. Examples: 'Jane Doe moved to Mon, Nov 23, 2026, 11:00 AM with Liam Smith',
// 'Jane Doe now ends at 11:15 AM'
export function rescheduleMessage(
  clientName: string,
  change: RescheduleAppointmentInput,
  before: Pick<Appointment, 'startsAt'>,
  staffName: string | null,
): string {
  if (change.endsAt !== null && Date.parse(change.startsAt) === Date.parse(before.startsAt))
    return `${clientName} now ends at ${formatTime(change.endsAt, calendarZone().name)}`;
  const withWhom = change.staffId !== null && staffName ? ` with ${staffName}` : '';
  return `${clientName} moved to ${formatDateTime(change.startsAt, calendarZone().name)}${withWhom}`;
}
