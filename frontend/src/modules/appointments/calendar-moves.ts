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

// react-big-calendar ends a block dragged by its bottom edge at the START of the slot under the pointer, so
// dragging the edge down by one slot changed nothing (and by two, one). The block ends where the pointer's
// slot ends instead: one slot dragged, one slot longer. (Its drag preview still shows the library's end.)
export function bottomEdgeEnd(libraryEnd: Date, slotMinutes: number): Date {
  return new Date(libraryEnd.getTime() + minutesToMs(slotMinutes));
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
