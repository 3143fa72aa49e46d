import { busyBlocks } from '@chairside/shared/appointments/appointment-blocks';
import type { AvailabilityQueryInput, AvailabilityReply } from '@chairside/shared/availability/availability-dto';
import { availableIntervals, localDayInterval, toIsoIntervals, type Interval } from '@chairside/shared/availability/availability';
import { getLocationZone, locationZones } from '@chairside/projections/business/business-queries';
import { listDayOccupancy } from '@chairside/projections/appointments/appointment-queries';
import { listClassSessionsForDay, listDevices, listRooms } from '@chairside/projections/catalogue/catalogue-queries';
import { getLocationDayWorkingHours } from '@chairside/projections/team/working-hours-queries';
import { DomainError } from '../commands/domain-error';
import type { ServiceDeps } from '../commands/service-deps';

const span = (session: { start: string; end: string }): Interval => ({ start: Date.parse(session.start), end: Date.parse(session.end) });

// Free time of the staff, rooms and devices of a location on one day. Class sessions already block their
// instructor (wherever the class is) and their whole room; appointments (not cancelled or no-show) and
// unexpired holds block their staff member (at any location), room and device (one unit each).
// Rooms and devices have no hours of their own: their day is the whole local day, and booking intersects
// it with the staff member's free time. The day and the staff's wall-clock hours are in the location's zone.
export async function dayAvailability(deps: Pick<ServiceDeps, 'readDb'>, query: AvailabilityQueryInput): Promise<AvailabilityReply> {
  const { readDb } = deps;
  const { date, locationId } = query;
  const onlyOne = Boolean(query.staffId || query.roomId || query.deviceId);
  const [zone, people, rooms, devices, sessions, occupancy] = await Promise.all([
    getLocationZone(readDb, locationId),
    query.roomId || query.deviceId ? [] : getLocationDayWorkingHours(readDb, locationId, date),
    query.staffId || query.deviceId ? [] : listRooms(readDb, { locationId }),
    query.staffId || query.roomId ? [] : listDevices(readDb, { locationId }),
    locationZones(readDb).then((zoneOf) => listClassSessionsForDay(readDb, null, date, zoneOf)),
    listDayOccupancy(readDb, null, date),
  ]);
  const booked = busyBlocks(occupancy);
  const wholeDay = [localDayInterval(date, zone)];
  const reply: AvailabilityReply = {
    date,
    locationId,
    zone,
    staff: people
      .filter((person) => !query.staffId || person.staffId === query.staffId)
      .map((person) => ({
        staffId: person.staffId,
        free: toIsoIntervals(
          availableIntervals({
            date,
            locationId,
            zone,
            schedules: person.schedules,
            exceptions: person.exception ? [person.exception] : [],
            timeOff: person.timeOff,
            busy: [
              ...sessions.filter((session) => session.instructorId === person.staffId).map(span),
              ...(booked.byStaff.get(person.staffId) ?? []),
            ],
          }),
        ),
      })),
    rooms: rooms
      .filter((room) => !query.roomId || room.id === query.roomId)
      .map((room) => {
        // A class takes the whole room, whatever its capacity.
        const busy = [
          ...sessions
            .filter((session) => session.roomId === room.id)
            .flatMap((session) => Array.from({ length: room.capacity }, () => span(session))),
          ...(booked.byRoom.get(room.id) ?? []),
        ];
        return {
          roomId: room.id,
          capacity: room.capacity,
          free: toIsoIntervals(availableIntervals({ working: wholeDay, busy, capacity: room.capacity })),
        };
      }),
    devices: devices
      .filter((device) => !query.deviceId || device.id === query.deviceId)
      .map((device) => ({
        deviceId: device.id,
        quantity: device.quantity,
        free: toIsoIntervals(
          availableIntervals({ working: wholeDay, busy: booked.byDevice.get(device.id) ?? [], capacity: device.quantity }),
        ),
      })),
  };
  if (onlyOne && reply.staff.length + reply.rooms.length + reply.devices.length === 0) {
    throw new DomainError(
      query.staffId
        ? 'That staff member does not work at this location'
        : query.roomId
          ? 'Room not found at this location'
          : 'Device not found at this location',
      404,
    );
  }
  return reply;
}
