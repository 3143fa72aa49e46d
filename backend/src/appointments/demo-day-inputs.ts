import { DateTime } from 'luxon';
import { normalizeOwned, subtractIntervals } from '@chairside/shared/availability/intervals';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { DayFacts } from './daybook-commands';
import type { DayPlanInput, PlanResource } from './demo-appointment-plan';

// The planner's view of a location-day, taken from the very DayFacts the booking decider checks
// against (loadDayFacts: who works when, time off, classes, services, rooms and devices in the order
// they are tried), so what the planner thinks is free is what the decider accepts.
export function planFacts(
  context: DayFacts,
): Pick<DayPlanInput, 'locationId' | 'date' | 'staff' | 'services' | 'rooms' | 'devices' | 'classes'> {
  const servedBy = (resourceId: string, kind: 'roomIds' | 'deviceIds') =>
    context.services.filter((service) => service[kind].includes(resourceId)).map((service) => service.serviceId);
  const rooms: PlanResource[] = context.rooms.map((room) => ({
    id: room.roomId,
    capacity: room.capacity,
    serviceIds: servedBy(room.roomId, 'roomIds'),
  }));
  const devices: PlanResource[] = context.devices.map((device) => ({
    id: device.deviceId,
    capacity: device.quantity,
    serviceIds: servedBy(device.deviceId, 'deviceIds'),
  }));
  return {
    locationId: context.locationId,
    date: context.date,
    staff: context.staff.map((person) => ({
      staffId: person.staffId,
      working: subtractIntervals(person.hours, normalizeOwned(person.timeOff.map((span) => ({ ...span })))),
    })),
    services: context.services
      // What the location offers: a service offered elsewhere only is never planned here.
      .filter((service) => !service.archived && service.offeredHere)
      .map((service) => ({
        id: service.serviceId,
        durationMinutes: service.durationMinutes,
        processingMinutes: service.processingMinutes,
        bufferMinutes: service.bufferMinutes,
        resourceNeed: service.resourceNeed,
        staff: service.staff.map((entry) => ({ staffId: entry.staffId, durationMinutes: entry.durationMinutes })),
      })),
    rooms,
    devices,
    classes: [
      ...context.staff.flatMap((person) => person.classes.map((span) => ({ instructorId: person.staffId, roomId: null, span }))),
      ...context.rooms.flatMap((room) => room.classes.map((span) => ({ instructorId: '', roomId: room.roomId, span }))),
    ],
  };
}

// 'yyyy-MM-dd' of an instant in the business zone, the instant of a local wall-clock time on a date, and date arithmetic.
export const localDate = (at: number) => DateTime.fromMillis(at, { zone: BUSINESS_TIME_ZONE }).toFormat('yyyy-MM-dd');
export const localInstant = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: BUSINESS_TIME_ZONE }).toMillis();
export const addDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: BUSINESS_TIME_ZONE }).plus({ days }).toFormat('yyyy-MM-dd');
export const isoWeekday = (date: string) => DateTime.fromISO(date, { zone: BUSINESS_TIME_ZONE }).weekday;
