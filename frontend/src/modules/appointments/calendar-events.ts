import {
  appointmentStatusLabels,
  type Appointment,
  type AppointmentItem,
  type AppointmentList,
  type AppointmentStatus,
  type Hold,
} from '@chairside/shared/appointments/appointment-dto';
import { addMinutes } from '@chairside/shared/format/durations';
import { calendarTime } from './business-time';
import { occupies, resourceId } from './calendar-resources';

// Appointments and holds as calendar events. Every event carries the sentence that names it for
// screen readers and tests: "10:00 AM Haircut — Jane Doe with Ava Johnson (Booked)".

export type CalendarEventKind = 'appointment' | 'hold' | 'resource-use';

export type CalendarEvent = {
  id: string;
  kind: CalendarEventKind;
  appointmentId: string | null;
  start: Date;
  end: Date;
  // The day view's column; undefined in the week view.
  resourceId: string | undefined;
  // The person whose column the event sits in (moving it to another column reassigns their services).
  staffId: string | null;
  name: string;
  time: string;
  services: string;
  clientName: string;
  staffNames: string;
  // Booked by the client on the booking page (marked on the block and said in its name).
  bookedOnline: boolean;
  // Paid at the point of sale (SPEC §4.3: said beside the status).
  paid: boolean;
  // The client's alerts (pinned notes: an allergy…), marked on the block and said in its name.
  alerts: readonly string[];
  // The room or device of a block in that room's or device's column.
  place: string | null;
  status: AppointmentStatus | null;
  statusLabel: string;
  color: string;
  // The parts of the block that are not the service itself, as fractions of its height from the top:
  // processing (the client waits, the staff member is free; drawn lighter) and buffer (clean-up after the
  // client has left; the staff member is still busy; drawn hatched). Both are labelled on the block.
  segments: BlockSegment[];
  // The buffer after the client leaves at the bottom of the block: resizing moves the client's end, the
  // buffer follows it.
  bufferMs: number;
  draggable: boolean;
  resizable: boolean;
};

export type EventOptions = {
  view: 'day' | 'week';
  // Moving and resizing (edit_appointments or edit_calendar).
  canChange: boolean;
  // Rooms and devices get columns of their own (day view only).
  showResources: boolean;
  serviceNames: ReadonlyMap<string, string>;
  staffNames: ReadonlyMap<string, string>;
  // Alerts by client id (the clients module's pinned notes).
  alerts?: ReadonlyMap<string, readonly string[]>;
};

export type BlockSegment = { kind: 'processing' | 'buffer'; from: number; to: number };

const noAlerts: readonly string[] = [];

const finalStatuses: readonly AppointmentStatus[] = ['completed', 'cancelled', 'no_show'];

export function isFinal(status: AppointmentStatus): boolean {
  return finalStatuses.includes(status);
}

const joinNames = (names: readonly string[]) => {
  const unique = [...new Set(names)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
};

// Example: appointmentName({ startsAt: '2026-11-23T16:00:00Z', services: 'Haircut', clientName: 'Jane Doe', staffNames: 'Ava Johnson', status: 'booked' })
// === '10:00 AM Haircut — Jane Doe with Ava Johnson (Booked)'
export function appointmentName(parts: {
  startsAt: string | Date;
  services: string;
  clientName: string;
  staffNames: string;
  status: AppointmentStatus;
}): string {
  return `${calendarTime(parts.startsAt)} ${parts.services} — ${parts.clientName} with ${parts.staffNames} (${appointmentStatusLabels[parts.status]})`;
}

// Example: '10:00 AM Held: Haircut with Ava Johnson'
// (Without the services when the caller may not read the service list: '10:00 AM Held with Ava Johnson'.)
export function holdName(parts: { startsAt: string; services: string; staffNames: string }): string {
  return `${calendarTime(parts.startsAt)} Held${parts.services ? `: ${parts.services}` : ''} with ${parts.staffNames}`;
}

type Run = { staffId: string; staffName: string; items: AppointmentItem[] };

// Services in a row with the same person make one block in that person's column.
export function staffRuns(appointment: Pick<Appointment, 'items'>): Run[] {
  const sorted = [...appointment.items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const runs: Run[] = [];
  for (const item of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.staffId === item.staffId) last.items.push(item);
    else runs.push({ staffId: item.staffId, staffName: item.staffName, items: [item] });
  }
  return runs;
}

type TimedItem = Pick<AppointmentItem, 'startsAt' | 'endsAt' | 'processingMinutes' | 'bufferMinutes'>;

// When a block of services ends for its staff member: after the last buffer (Date.parse milliseconds).
export function blockEnd(items: readonly TimedItem[]): number {
  return Math.max(...items.map((item) => addMinutes(Date.parse(item.endsAt), item.bufferMinutes)));
}

// The processing and buffer parts of a block running from `start` to `end`, as fractions of its height.
// An item's processing ends when the client is done with it (its endsAt); its buffer follows, except where
// another service of the block already fills that time (the next service starts when the client is done).
// Example: a 45-minute service with a 15-minute buffer from 10:00 → block 10:00–11:00,
// segments [{ kind: 'buffer', from: 0.75, to: 1 }]
export function blockSegments(items: readonly TimedItem[], start: number, end: number): BlockSegment[] {
  const span = end - start;
  if (span <= 0) return [];
  const fraction = (at: number) => Math.min(Math.max((at - start) / span, 0), 1);
  const clientTimes = items.map((item) => ({ start: Date.parse(item.startsAt), end: Date.parse(item.endsAt) }));
  const segments: BlockSegment[] = [];
  for (const item of items) {
    const clientEnd = Date.parse(item.endsAt);
    if (item.processingMinutes > 0) {
      const from = Math.max(addMinutes(clientEnd, -item.processingMinutes), Date.parse(item.startsAt));
      segments.push({ kind: 'processing', from: fraction(from), to: fraction(clientEnd) });
    }
    if (item.bufferMinutes > 0) {
      let from = clientEnd;
      const to = addMinutes(clientEnd, item.bufferMinutes);
      // A later service that starts within the buffer covers it from there on.
      const covering = clientTimes.filter((other) => other.start >= from && other.start < to).map((other) => other.start);
      const until = Math.min(to, ...covering);
      for (const other of clientTimes) if (other.start <= from && other.end > from) from = other.end;
      if (until > from) segments.push({ kind: 'buffer', from: fraction(from), to: fraction(until) });
    }
  }
  return segments.filter((segment) => segment.to > segment.from).sort((a, b) => a.from - b.from);
}

function appointmentEvent(
  appointment: Appointment,
  items: readonly AppointmentItem[],
  options: EventOptions,
  column: { resourceId: string | undefined; staffId: string | null },
  id: string,
): CalendarEvent {
  const first = items[0]!;
  const start = Math.min(...items.map((item) => Date.parse(item.startsAt)));
  const clientEnd = Math.max(...items.map((item) => Date.parse(item.endsAt)));
  // The block ends when its staff member is free again: after the buffer.
  const end = Math.max(clientEnd, blockEnd(items));
  const lastItemEnd = Math.max(...appointment.items.map((item) => Date.parse(item.endsAt)));
  const services = items.map((item) => item.serviceName).join(', ');
  const staffNames = joinNames(items.map((item) => item.staffName));
  const movable = options.canChange && !isFinal(appointment.status);
  const alerts = options.alerts?.get(appointment.clientId) ?? noAlerts;
  return {
    id,
    kind: 'appointment',
    appointmentId: appointment.id,
    start: new Date(start),
    end: new Date(end),
    resourceId: column.resourceId,
    staffId: column.staffId,
    name: `${appointmentName({
      startsAt: new Date(start),
      services,
      clientName: appointment.clientName,
      staffNames,
      status: appointment.status,
    })}${appointment.paid ? ', paid' : ''}${appointment.bookedOnline ? ', booked online' : ''}${alerts.length > 0 ? `, alert: ${alerts.join('; ')}` : ''}`,
    time: calendarTime(start),
    services,
    clientName: appointment.clientName,
    staffNames,
    bookedOnline: appointment.bookedOnline,
    paid: appointment.paid,
    alerts,
    place: null,
    status: appointment.status,
    statusLabel: statusLabelOf(appointment),
    color: first.color,
    segments: blockSegments(items, start, end),
    bufferMs: end - clientEnd,
    draggable: movable,
    // Resizing changes when the client leaves: only the block that holds the last service has that end.
    resizable: movable && clientEnd === lastItemEnd,
  };
}

// "Completed, paid": a payment marks the appointment completed and paid (SPEC §4.3).
const statusLabelOf = (appointment: Appointment) => `${appointmentStatusLabels[appointment.status]}${appointment.paid ? ', paid' : ''}`;

function resourceUses(appointment: Appointment): CalendarEvent[] {
  const uses: CalendarEvent[] = [];
  for (const item of appointment.items) {
    const places = [
      item.roomId ? { column: resourceId('room', item.roomId), where: item.roomName ?? 'a room' } : null,
      item.deviceId ? { column: resourceId('device', item.deviceId), where: item.deviceName ?? 'a device' } : null,
    ];
    for (const place of places) {
      if (!place) continue;
      // The room or device stays taken through the clean-up buffer.
      const end = addMinutes(Date.parse(item.endsAt), item.bufferMinutes);
      uses.push({
        id: `${appointment.id}:${item.itemId}:${place.column}`,
        kind: 'resource-use',
        appointmentId: appointment.id,
        start: new Date(item.startsAt),
        end: new Date(end),
        resourceId: place.column,
        staffId: null,
        name: `${calendarTime(item.startsAt)} ${item.serviceName} — ${appointment.clientName} in ${place.where} (${appointmentStatusLabels[appointment.status]})`,
        time: calendarTime(item.startsAt),
        services: item.serviceName,
        clientName: appointment.clientName,
        staffNames: item.staffName,
        bookedOnline: appointment.bookedOnline,
        paid: appointment.paid,
        alerts: noAlerts,
        place: place.where,
        status: appointment.status,
        statusLabel: statusLabelOf(appointment),
        color: item.color,
        segments: [],
        bufferMs: 0,
        draggable: false,
        resizable: false,
      });
    }
  }
  return uses;
}

function holdEvents(hold: Hold, options: EventOptions): CalendarEvent[] {
  const base = (items: Hold['items'], column: string | undefined, staffId: string | null, id: string): CalendarEvent => {
    const start = Math.min(...items.map((item) => Date.parse(item.startsAt)));
    const services = items
      .map((item) => options.serviceNames.get(item.serviceId))
      .filter((serviceName): serviceName is string => Boolean(serviceName))
      .join(', ');
    const staffNames = joinNames(items.map((item) => options.staffNames.get(item.staffId) ?? 'staff'));
    return {
      id,
      kind: 'hold',
      appointmentId: null,
      start: new Date(start),
      end: new Date(Math.max(...items.map((item) => Date.parse(item.endsAt)))),
      resourceId: column,
      staffId,
      name: holdName({ startsAt: new Date(start).toISOString(), services, staffNames }),
      time: calendarTime(start),
      services,
      clientName: '',
      staffNames,
      bookedOnline: false,
      paid: false,
      alerts: noAlerts,
      place: null,
      status: null,
      statusLabel: 'Held',
      color: '#8f99a8',
      segments: [],
      bufferMs: 0,
      draggable: false,
      resizable: false,
    };
  };
  if (hold.items.length === 0) return [];
  if (options.view === 'week') return [base(hold.items, undefined, null, `hold:${hold.id}`)];
  return hold.items.map((item, index) => base([item], resourceId('staff', item.staffId), item.staffId, `hold:${hold.id}:${index}`));
}

// Blocks already made, per options object and appointment object (both are replaced, never changed).
const laidOut = new WeakMap<EventOptions, WeakMap<Appointment, CalendarEvent[]>>();

function appointmentBlocks(appointment: Appointment, options: EventOptions): CalendarEvent[] {
  if (!occupies(appointment) || appointment.items.length === 0) return [];
  if (options.view === 'week')
    return [appointmentEvent(appointment, appointment.items, options, { resourceId: undefined, staffId: null }, appointment.id)];
  const blocks = staffRuns(appointment).map((run, index) =>
    appointmentEvent(
      appointment,
      run.items,
      options,
      { resourceId: resourceId('staff', run.staffId), staffId: run.staffId },
      `${appointment.id}:${index}`,
    ),
  );
  return options.showResources ? [...blocks, ...resourceUses(appointment)] : blocks;
}

// Everything the calendar draws for a day (one block per person and run of services) or a week (one
// block per appointment). Cancelled appointments and no-shows free their time and stay off the grid.
// Called again with the same options object, an appointment object seen before gives the blocks it gave
// then: a live patch keeps unchanged appointments as they were, so only changed ones are laid out anew.
// The holds still keeping their slot at `now`: a hold is no longer drawn once its expiresAt has passed,
// even before the notice of its HoldExpired arrives (the booking rules ignore it from then on too).
export function drawnHolds(holds: readonly Hold[], now: number): Hold[] {
  return holds.filter((hold) => Date.parse(hold.expiresAt) > now);
}

// When the next of these holds lapses (epoch ms), or null when none is left to lapse after `now`: the
// calendar draws itself again then.
export function nextHoldLapse(holds: readonly Hold[], now: number): number | null {
  const upcoming = holds.map((hold) => Date.parse(hold.expiresAt)).filter((at) => at > now);
  return upcoming.length > 0 ? Math.min(...upcoming) : null;
}

// `now`: draw only the holds that have not lapsed by then (drawnHolds); without it, every hold of the list.
export function calendarEvents(list: AppointmentList, options: EventOptions, now?: number): CalendarEvent[] {
  let reuse = laidOut.get(options);
  if (!reuse) laidOut.set(options, (reuse = new WeakMap()));
  const events: CalendarEvent[] = [];
  for (const appointment of list.appointments) {
    let blocks = reuse.get(appointment);
    if (!blocks) reuse.set(appointment, (blocks = appointmentBlocks(appointment, options)));
    events.push(...blocks);
  }
  for (const hold of now === undefined ? list.holds : drawnHolds(list.holds, now)) events.push(...holdEvents(hold, options));
  return events;
}
