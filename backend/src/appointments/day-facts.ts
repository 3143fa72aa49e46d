import { subtractIntervals } from '@chairside/shared/availability/intervals';
import { workingIntervals } from '@chairside/shared/availability/working-intervals';
import type { ClassSession, Device, Room } from '@chairside/shared/catalogue/catalogue-dto';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { listLocations } from '@chairside/projections/business/business-queries';
import {
  listClassSessionsForDay,
  listDevices,
  listRooms,
  listServices,
  offeredAt,
} from '@chairside/projections/catalogue/catalogue-queries';
import type { ReadDb } from '@chairside/projections/database';
import { getLocationDayWorkingHours } from '@chairside/projections/team/working-hours-queries';
import { findStaffAccounts } from '@chairside/projections/team/staff-queries';
import type { DayFacts, NamedSpan, ServiceOffer, StaffDay } from './daybook-commands';
import { cachedFact, factCacheActive, forgetFact } from './fact-cache';

// Loads what the day-stream decider needs from the read models (locations, catalogue, team schedules,
// class sessions), so the decider itself stays pure. Read models may trail the event store by a moment;
// the day stream's own state, read at append time, is what guarantees nobody is double-booked.
// The facts come through the per-process fact cache (fact-cache.ts): each is dropped when a change notice
// of a topic that feeds it arrives, and a lookup that finds nothing (a service, location or staff member
// newer than the cached list) asks the read model again.

// Each read with the change topics that make it stale.
const locationsOf = (readDb: ReadDb) => cachedFact(readDb, 'locations', ['locations', 'business-settings'], () => listLocations(readDb));
const servicesOf = (readDb: ReadDb) =>
  cachedFact(readDb, 'services', ['services', 'staff'], () => listServices(readDb, { includeArchived: true }));
const roomsAt = (readDb: ReadDb, locationId: string) =>
  cachedFact(readDb, `rooms:${locationId}`, ['rooms', 'services', 'locations'], () => listRooms(readDb, { locationId }));
const devicesAt = (readDb: ReadDb, locationId: string) =>
  cachedFact(readDb, `devices:${locationId}`, ['devices', 'services', 'locations'], () => listDevices(readDb, { locationId }));
const peopleKey = (locationId: string, date: string) => `people:${locationId}:${date}`;
const peopleOn = (readDb: ReadDb, locationId: string, date: string) =>
  cachedFact(readDb, peopleKey(locationId, date), ['staff-schedules', 'staff', 'locations'], () =>
    getLocationDayWorkingHours(readDb, locationId, date),
  );
// Every location's sessions that day, each on its location's clock.
const sessionsOn = (readDb: ReadDb, date: string) =>
  cachedFact(readDb, `classes:${date}`, ['classes', 'rooms', 'staff', 'locations'], async () => {
    const zones = new Map((await locationsOf(readDb)).map((location) => [location.id, location.timeZone]));
    return listClassSessionsForDay(readDb, null, date, (locationId) => zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE);
  });
// Names of these people (a day's staff are the same set from one booking to the next).
const accountsOf = (readDb: ReadDb, staffIds: readonly string[]) => {
  const ids = [...new Set(staffIds)].sort();
  return cachedFact(readDb, `accounts:${ids.join(',')}`, ['staff', 'users'], () => findStaffAccounts(readDb, ids));
};

// What does not change from one day to the next: the location, the services asked for, its rooms and devices.
export type LocationFacts = {
  locationId: string;
  // The location's own time zone: its days, its staff's wall-clock hours and its messages.
  zone: string;
  location: DayFacts['location'];
  services: ServiceOffer[];
  rooms: Room[];
  devices: Device[];
};

export async function loadLocationFacts(readDb: ReadDb, locationId: string, serviceIds: readonly string[]): Promise<LocationFacts> {
  const [firstLocations, firstServices, rooms, devices] = await Promise.all([
    locationsOf(readDb),
    servicesOf(readDb),
    roomsAt(readDb, locationId),
    devicesAt(readDb, locationId),
  ]);
  let [locations, services] = [firstLocations, firstServices];
  // Not in the kept lists: perhaps newer than they are; asked again (a refusal costs a query, never a mistake).
  if (factCacheActive() && !locations.some((candidate) => candidate.id === locationId)) {
    forgetFact(readDb, 'locations');
    locations = await locationsOf(readDb);
  }
  if (factCacheActive() && serviceIds.some((id) => !services.some((service) => service.id === id))) {
    forgetFact(readDb, 'services');
    services = await servicesOf(readDb);
  }
  const location = locations.find((candidate) => candidate.id === locationId);
  const roomIds = new Set(rooms.map((room) => room.id));
  const deviceIds = new Set(devices.map((device) => device.id));
  return {
    locationId,
    zone: location?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE,
    location: location ? { name: location.name, isActive: location.isActive } : null,
    services: services
      .filter((service) => serviceIds.includes(service.id))
      .map((service) => ({
        serviceId: service.id,
        name: service.name,
        archived: service.archived,
        durationMinutes: service.durationMinutes,
        processingMinutes: service.processingMinutes,
        bufferMinutes: service.bufferMinutes,
        priceCents: service.priceCents,
        resourceNeed: service.resourceNeed,
        offeredHere: offeredAt(service, locationId),
        staff: service.staff.map(({ staffId, priceCents, durationMinutes }) => ({ staffId, priceCents, durationMinutes })),
        // Only this location's rooms and devices, in name order (the order they are tried in).
        roomIds: service.roomIds.filter((id) => roomIds.has(id)),
        deviceIds: service.deviceIds.filter((id) => deviceIds.has(id)),
      })),
    rooms,
    devices,
  };
}

const named = (session: ClassSession): NamedSpan => ({
  name: session.name,
  start: Date.parse(session.start),
  end: Date.parse(session.end),
});

// One day at the location: who works when (active staff of the location, by name: the order "any
// available" tries them), their time off and classes, and the classes in its rooms. `otherStaffIds` are
// people a message may need to name although they do not work here.
export async function loadDayFacts(
  readDb: ReadDb,
  facts: LocationFacts,
  date: string,
  options: { mayBookInPast: boolean; otherStaffIds?: readonly (string | null)[] },
): Promise<DayFacts> {
  const { locationId, zone } = facts;
  const asked = (options.otherStaffIds ?? []).filter((id): id is string => id !== null);
  // A person asked for whom a kept service list does not name may have been given the service since.
  const services =
    factCacheActive() && asked.some((id) => facts.services.some((service) => !service.staff.some((member) => member.staffId === id)))
      ? (forgetFact(readDb, 'services'),
        (
          await loadLocationFacts(
            readDb,
            locationId,
            facts.services.map((service) => service.serviceId),
          )
        ).services)
      : facts.services;
  const [firstPeople, sessions] = await Promise.all([peopleOn(readDb, locationId, date), sessionsOn(readDb, date)]);
  let people = firstPeople;
  if (factCacheActive() && asked.some((id) => !people.some((person) => person.staffId === id))) {
    // Someone asked for who is not in the kept list: perhaps hired or scheduled since; asked again.
    forgetFact(readDb, peopleKey(locationId, date));
    people = await peopleOn(readDb, locationId, date);
  }
  const others = asked.filter((id) => !people.some((person) => person.staffId === id));
  const accounts = await accountsOf(readDb, [...people.map((person) => person.staffId), ...others]);
  const names = Object.fromEntries(accounts.map((account) => [account.id, account.name]));
  const staff: StaffDay[] = people.map((person) => {
    // Schedules are wall-clock times at the location: they resolve in its zone.
    const base = { date, locationId, zone, schedules: person.schedules, exceptions: person.exception ? [person.exception] : [] };
    const hours = workingIntervals({ ...base, timeOff: [] });
    const net = workingIntervals({ ...base, timeOff: person.timeOff });
    return {
      staffId: person.staffId,
      name: names[person.staffId] ?? 'A staff member',
      hours,
      timeOff: net === hours ? [] : subtractIntervals(hours, net),
      classes: sessions.filter((session) => session.instructorId === person.staffId).map(named),
    };
  });
  staff.sort((a, b) => a.name.localeCompare(b.name) || a.staffId.localeCompare(b.staffId));
  return {
    locationId,
    date,
    zone,
    location: facts.location,
    staff,
    names,
    services,
    rooms: facts.rooms.map((room) => ({
      roomId: room.id,
      name: room.name,
      capacity: room.capacity,
      classes: sessions.filter((session) => session.roomId === room.id).map(named),
    })),
    devices: facts.devices.map((device) => ({ deviceId: device.id, name: device.name, quantity: device.quantity })),
    mayBookInPast: options.mayBookInPast,
  };
}
