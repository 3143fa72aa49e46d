import { releasedStatuses, type Appointment } from '@chairside/shared/appointments/appointment-dto';
import type { StaffDayHours } from './working-hours';

// The columns of the day view: one per staff member working that day (or with an appointment that
// day, so nothing booked is ever hidden), then, when asked for, the location's rooms and devices.
export type CalendarResourceKind = 'staff' | 'room' | 'device';
export type CalendarResource = { id: string; kind: CalendarResourceKind; entityId: string; title: string; color: string | null };

export type StaffInfo = { id: string; name: string; color: string };
export type NamedThing = { id: string; name: string };

export const resourceId = (kind: CalendarResourceKind, entityId: string) => `${kind}:${entityId}`;

// Example: parseResourceId('staff:7b1…') → { kind: 'staff', entityId: '7b1…' }
export function parseResourceId(id: string | number | undefined): { kind: CalendarResourceKind; entityId: string } | null {
  if (typeof id !== 'string') return null;
  const [kind, ...rest] = id.split(':');
  const entityId = rest.join(':');
  return (kind === 'staff' || kind === 'room' || kind === 'device') && entityId ? { kind, entityId } : null;
}

export function occupies(appointment: Pick<Appointment, 'status'>): boolean {
  return !releasedStatuses.includes(appointment.status);
}

export type DayResourcesInput = {
  // The location's active team in display order.
  team: readonly StaffInfo[];
  staffDays: ReadonlyMap<string, StaffDayHours>;
  appointments: readonly Appointment[];
  rooms: readonly NamedThing[] | null;
  devices: readonly NamedThing[] | null;
};

export function dayResources(input: DayResourcesInput): CalendarResource[] {
  const booked = new Map<string, string>();
  for (const appointment of input.appointments) {
    if (!occupies(appointment)) continue;
    for (const item of appointment.items) booked.set(item.staffId, item.staffName);
  }
  const columns: CalendarResource[] = [];
  const shown = new Set<string>();
  for (const member of input.team) {
    const works = (input.staffDays.get(member.id)?.hours.length ?? 0) > 0;
    if (!works && !booked.has(member.id)) continue;
    shown.add(member.id);
    columns.push({ id: resourceId('staff', member.id), kind: 'staff', entityId: member.id, title: member.name, color: member.color });
  }
  // Booked people the team list does not know (moved to another location, or a list the caller may not read).
  const others = [...booked].filter(([id]) => !shown.has(id)).sort((a, b) => a[1].localeCompare(b[1]));
  for (const [id, name] of others) columns.push({ id: resourceId('staff', id), kind: 'staff', entityId: id, title: name, color: null });
  for (const room of input.rooms ?? [])
    columns.push({ id: resourceId('room', room.id), kind: 'room', entityId: room.id, title: room.name, color: null });
  for (const device of input.devices ?? [])
    columns.push({ id: resourceId('device', device.id), kind: 'device', entityId: device.id, title: device.name, color: null });
  return columns;
}
