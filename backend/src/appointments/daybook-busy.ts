import { itemBlocks } from '@chairside/shared/appointments/appointment-blocks';
import { releasedStatuses } from '@chairside/shared/appointments/appointment-dto';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import type { Interval } from '@chairside/shared/availability/intervals';
import type { DaybookState } from './daybook-state';

// What already occupies the staff, rooms and devices of a day: live appointments and unexpired holds.

export type BusyBlock = (Interval & { kind: 'appointment' }) | (Interval & { kind: 'hold'; expiresAt: string });
export type DayBusy = { byStaff: Map<string, BusyBlock[]>; byRoom: Map<string, BusyBlock[]>; byDevice: Map<string, BusyBlock[]> };

function push(map: Map<string, BusyBlock[]>, key: string, blocks: BusyBlock[]) {
  const list = map.get(key);
  if (list) list.push(...blocks);
  else map.set(key, blocks);
}

function add(busy: DayBusy, items: readonly AppointmentItemRecord[], tag: { kind: 'appointment' } | { kind: 'hold'; expiresAt: string }) {
  for (const item of items) {
    const blocks = itemBlocks(item);
    push(
      busy.byStaff,
      item.staffId,
      blocks.staff.map((block) => ({ ...block, ...tag })),
    );
    if (item.roomId) push(busy.byRoom, item.roomId, [{ ...blocks.resource, ...tag }]);
    if (item.deviceId) push(busy.byDevice, item.deviceId, [{ ...blocks.resource, ...tag }]);
  }
}

export const isHoldActive = (hold: { expiresAt: string }, now: Date) => Date.parse(hold.expiresAt) > now.getTime();

// Everything but the appointment being changed (it never conflicts with itself) and the hold being booked.
export function dayBusy(state: DaybookState, now: Date, except: { appointmentId?: string; holdId?: string } = {}): DayBusy {
  const busy: DayBusy = { byStaff: new Map(), byRoom: new Map(), byDevice: new Map() };
  for (const appointment of state.appointments.values()) {
    if (appointment.appointmentId === except.appointmentId || releasedStatuses.includes(appointment.status)) continue;
    add(busy, appointment.items, { kind: 'appointment' });
  }
  for (const hold of state.holds.values()) {
    if (hold.holdId === except.holdId || !isHoldActive(hold, now)) continue;
    add(busy, hold.items, { kind: 'hold', expiresAt: hold.expiresAt });
  }
  return busy;
}
