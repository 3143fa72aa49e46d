import type { Appointment, RescheduleAppointmentInput } from '@chairside/shared/appointments/appointment-dto';
import { minutesToMs } from '@chairside/shared/format/durations';
import { businessDateOf } from './business-time';
import type { CalendarEvent } from './calendar-events';
import { parseResourceId } from './calendar-resources';

// Drag and drop in calendar terms → the reschedule request, and the same change applied to the cached
// appointment so the block stays where it was dropped while the server decides (and snaps back if refused).

export type MoveOutcome = { input: RescheduleAppointmentInput } | { refusal: string } | { unchanged: true };

const shift = (instant: string, delta: number) => new Date(Date.parse(instant) + delta).toISOString();

// The whole appointment moves by as much as the dragged block did; dropped in another staff member's
// column, that block's services go to them.
export function moveOutcome(
  event: Pick<CalendarEvent, 'start' | 'staffId' | 'resourceId'>,
  appointment: Pick<Appointment, 'startsAt'>,
  drop: { start: Date; resourceId?: string | number },
): MoveOutcome {
  const delta = drop.start.getTime() - event.start.getTime();
  const target = drop.resourceId === undefined ? null : parseResourceId(drop.resourceId);
  if (target && target.kind !== 'staff')
    return { refusal: 'Drop an appointment on a staff member’s column; rooms and devices are assigned automatically.' };
  const newStaff = target && event.staffId && target.entityId !== event.staffId ? target.entityId : null;
  if (delta === 0 && newStaff === null) return { unchanged: true };
  return {
    input: {
      startsAt: shift(appointment.startsAt, delta),
      endsAt: null,
      staffId: newStaff,
      fromStaffId: newStaff ? event.staffId : null,
      override: null,
    },
  };
}

// Resizing sets when the client leaves; dragging the top edge also moves the start. The block's bottom
// edge is the end of its buffer (bufferMs after the client leaves): the buffer keeps its length.
export function resizeOutcome(
  event: Pick<CalendarEvent, 'start' | 'end' | 'bufferMs'>,
  appointment: Pick<Appointment, 'startsAt' | 'endsAt'>,
  drop: { start: Date; end: Date },
): MoveOutcome {
  const startDelta = drop.start.getTime() - event.start.getTime();
  if (startDelta === 0 && drop.end.getTime() === event.end.getTime()) return { unchanged: true };
  const clientLeaves = drop.end.getTime() - event.bufferMs;
  if (clientLeaves <= drop.start.getTime()) return { refusal: 'An appointment must end after it starts.' };
  return {
    input: {
      startsAt: shift(appointment.startsAt, startDelta),
      endsAt: new Date(clientLeaves).toISOString(),
      staffId: null,
      fromStaffId: null,
      override: null,
    },
  };
}

// A block dragged by its bottom edge grows or shrinks by the whole slots the pointer travelled, rounded:
// one slot dragged, one slot longer, whatever the block's own end (a 5-minute clean-up puts it off the
// grid). react-big-calendar instead ends it at the start of the slot under the pointer, so a one-slot drag
// often changed nothing. (The library's preview during the drag still shows its own end.)
export function bottomEdgeEnd(blockEnd: Date, slotMinutes: number, draggedPx: number, slotPx: number): Date {
  if (!(slotPx > 0)) return blockEnd;
  return new Date(blockEnd.getTime() + Math.round(draggedPx / slotPx) * minutesToMs(slotMinutes));
}

// The appointment as it will look once the server agrees (names of a new staff member come from the caller).
export function applyReschedule(appointment: Appointment, input: RescheduleAppointmentInput, staffName: string | null): Appointment {
  const delta = Date.parse(input.startsAt) - Date.parse(appointment.startsAt);
  const lastStart = Math.max(...appointment.items.map((item) => Date.parse(item.startsAt)));
  const items = appointment.items.map((item) => {
    const moved = { ...item, startsAt: shift(item.startsAt, delta), endsAt: shift(item.endsAt, delta) };
    if (input.staffId && item.staffId === input.fromStaffId)
      Object.assign(moved, { staffId: input.staffId, staffName: staffName ?? item.staffName });
    if (input.endsAt && Date.parse(item.startsAt) === lastStart && Date.parse(input.endsAt) > Date.parse(moved.startsAt))
      moved.endsAt = input.endsAt;
    return moved;
  });
  const endsAt = new Date(Math.max(...items.map((item) => Date.parse(item.endsAt)))).toISOString();
  return { ...appointment, items, startsAt: input.startsAt, endsAt, date: businessDateOf(input.startsAt) };
}
