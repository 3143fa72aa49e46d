import type { Interval } from '../availability/intervals';
import type { AppointmentItemRecord } from './appointment-events';
import { addMinutes } from '../format/durations';

export type ItemBlocks = {
  // The staff member's busy time: the service itself, then the buffer after processing (they are free during processing).
  staff: Interval[];
  // The room or device is taken from the start to the end of the buffer.
  resource: Interval;
  // The client is there from the start until processing ends.
  client: Interval;
};

// Example: a 60-minute colour with 30 minutes processing and 10 minutes buffer from 15:00Z → staff busy
// 15:00–16:00 and 16:30–16:40, room 15:00–16:40, client 15:00–16:30.
export function itemBlocks(
  item: Pick<AppointmentItemRecord, 'startsAt' | 'durationMinutes' | 'processingMinutes' | 'bufferMinutes'>,
): ItemBlocks {
  const start = Date.parse(item.startsAt);
  const serviceEnd = addMinutes(start, item.durationMinutes);
  const clientEnd = addMinutes(serviceEnd, item.processingMinutes);
  const bufferEnd = addMinutes(clientEnd, item.bufferMinutes);
  const staff: Interval[] = item.processingMinutes === 0 ? [{ start, end: bufferEnd }] : [{ start, end: serviceEnd }];
  if (item.processingMinutes > 0 && item.bufferMinutes > 0) staff.push({ start: clientEnd, end: bufferEnd });
  return { staff, resource: { start, end: bufferEnd }, client: { start, end: clientEnd } };
}

export type AppointmentBusy = {
  byStaff: Map<string, Interval[]>;
  byRoom: Map<string, Interval[]>;
  byDevice: Map<string, Interval[]>;
};

function push(map: Map<string, Interval[]>, key: string, intervals: readonly Interval[]) {
  const list = map.get(key);
  if (list) list.push(...intervals);
  else map.set(key, [...intervals]);
}

// Busy blocks of many appointments (or holds), per staff member, room and device. Within one appointment
// the same person or room may appear back to back (one client, one visit); callers compare appointments
// with each other, never an appointment with itself.
export function busyBlocks(appointments: Iterable<{ items: readonly AppointmentItemRecord[] }>): AppointmentBusy {
  const busy: AppointmentBusy = { byStaff: new Map(), byRoom: new Map(), byDevice: new Map() };
  for (const appointment of appointments) {
    for (const item of appointment.items) {
      const blocks = itemBlocks(item);
      push(busy.byStaff, item.staffId, blocks.staff);
      if (item.roomId) push(busy.byRoom, item.roomId, [blocks.resource]);
      if (item.deviceId) push(busy.byDevice, item.deviceId, [blocks.resource]);
    }
  }
  return busy;
}

// Items run one after another: each starts when the client is done with the previous one.
// Example: sequentialStarts('2026-11-23T15:00:00.000Z', [{durationMinutes: 45, processingMinutes: 0}, …]) → ['…15:00…', '…15:45…']
export function sequentialStarts(startsAt: string, items: readonly { durationMinutes: number; processingMinutes: number }[]): string[] {
  let cursor = Date.parse(startsAt);
  return items.map((item) => {
    const start = new Date(cursor).toISOString();
    cursor = addMinutes(cursor, item.durationMinutes + item.processingMinutes);
    return start;
  });
}

// When the client leaves: the latest end of processing over the items.
export function clientEnd(items: readonly Pick<AppointmentItemRecord, 'startsAt' | 'durationMinutes' | 'processingMinutes'>[]): string {
  const end = Math.max(...items.map((item) => addMinutes(Date.parse(item.startsAt), item.durationMinutes + item.processingMinutes)));
  return new Date(end).toISOString();
}
