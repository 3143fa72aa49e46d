import type { BookingDesign, PublicBookingInfo } from '@chairside/shared/booking/booking-dto';
import type { Location } from '@chairside/shared/business/business-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { addMinutes } from '@chairside/shared/format/durations';
import { getBookingDesign } from '@chairside/projections/business/booking-design-queries';
import { getBusinessSettings, listLocations } from '@chairside/projections/business/business-queries';
import { listServices, offeredAt } from '@chairside/projections/catalogue/catalogue-queries';
import type { ReadDb } from '@chairside/projections/database';
import { listStaff } from '@chairside/projections/team/staff-queries';
import { DateTime } from 'luxon';
import { DomainError } from '../commands/domain-error';
import { cachedFact, type DayFacts } from '../appointments/index';

// What is offered online right now, from the read models and the booking design: active locations,
// services that are online-bookable, not archived and chosen in the design (null: all), and the active
// staff chosen in the design (null: all). Every public route asks its questions of this, and nothing in it
// is about a client.

export type OnlineStaff = { id: string; name: string; locationIds: string[] };

export type OnlineOffer = {
  design: BookingDesign;
  business: PublicBookingInfo['business'];
  locations: Location[];
  services: Map<string, Service>;
  staff: Map<string, OnlineStaff>;
};

// Cached per process like the booking facts (fact-cache.ts): the slots read and every hold would otherwise
// ask five read models each time; a notice of any topic that feeds it drops it.
export function loadOnlineOffer(readDb: ReadDb): Promise<OnlineOffer> {
  return cachedFact(readDb, 'online-offer', ['booking-design', 'business-settings', 'locations', 'services', 'staff'], () =>
    readOnlineOffer(readDb),
  );
}

async function readOnlineOffer(readDb: ReadDb): Promise<OnlineOffer> {
  const [design, settings, locations, services, staff] = await Promise.all([
    getBookingDesign(readDb),
    getBusinessSettings(readDb),
    listLocations(readDb),
    listServices(readDb),
    listStaff(readDb, {}, { showPay: false, showContact: false }),
  ]);
  const active = locations.filter((location) => location.isActive);
  const activeIds = new Set(active.map((location) => location.id));
  const chosenServices = design.serviceIds === null ? null : new Set(design.serviceIds);
  const chosenStaff = design.staffIds === null ? null : new Set(design.staffIds);
  const onlineStaff = staff
    .filter((member) => member.isActive && (chosenStaff === null || chosenStaff.has(member.id)))
    .map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim() || 'A staff member',
      locationIds: member.locationIds.filter((id) => activeIds.has(id)),
    }));
  const onlineServices = services.filter(
    (service) => service.onlineBookable && !service.archived && (chosenServices === null || chosenServices.has(service.id)),
  );
  return {
    design,
    business: { name: settings?.businessName ?? 'Chairside', logoUrl: design.logoUrl ?? settings?.businessLogo ?? null },
    locations: active,
    services: new Map(onlineServices.map((service) => [service.id, service])),
    staff: new Map(onlineStaff.map((member) => [member.id, member])),
  };
}

// GET /api/public/booking: services with where they are offered and who performs them online; staff with
// where they work. A service nobody performs online, or offered at no active location, is left out.
export function publicInfo(offer: OnlineOffer): PublicBookingInfo {
  const { serviceIds: _serviceIds, staffIds: _staffIds, ...settings } = offer.design;
  const services = [...offer.services.values()]
    .map((service) => ({
      id: service.id,
      name: service.name,
      categoryName: service.categoryName || null,
      description: service.description,
      durationMinutes: service.durationMinutes,
      processingMinutes: service.processingMinutes,
      priceCents: service.priceCents,
      locationIds: offer.locations.filter((location) => offeredAt(service, location.id)).map((location) => location.id),
      staffIds: service.staff.map((assignment) => assignment.staffId).filter((id) => offer.staff.has(id)),
    }))
    .filter((service) => service.locationIds.length > 0 && service.staffIds.length > 0);
  return {
    business: offer.business,
    locations: offer.locations.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      phone: location.phone,
      timeZone: location.timeZone,
    })),
    services,
    staff: [...offer.staff.values()],
    settings,
  };
}

export type CheckedRequest = { location: Location; services: Service[]; staff: OnlineStaff | null };

// The location, services and staff member a slot list or a hold asks for, each offered online; refused
// with a sentence otherwise.
export function checkOnlineRequest(
  offer: OnlineOffer,
  request: { locationId: string; serviceIds: readonly string[]; staffId: string | null },
): CheckedRequest {
  const location = offer.locations.find((candidate) => candidate.id === request.locationId);
  if (!location) throw new DomainError('That location does not take bookings online; choose another', 422);
  if (new Set(request.serviceIds).size !== request.serviceIds.length) throw new DomainError('The same service is chosen twice', 422);
  const services = request.serviceIds.map((serviceId) => {
    const service = offer.services.get(serviceId);
    if (!service) throw new DomainError('That service cannot be booked online; choose another', 422);
    if (!offeredAt(service, location.id)) throw new DomainError(`${service.name} is not offered at ${location.name}`, 422);
    return service;
  });
  let staff: OnlineStaff | null = null;
  if (request.staffId !== null) {
    staff = offer.staff.get(request.staffId) ?? null;
    if (!staff) throw new DomainError('That staff member cannot be booked online; choose another or anyone available', 422);
    const name = staff.name;
    for (const service of services) {
      if (!service.staff.some((assignment) => assignment.staffId === request.staffId))
        throw new DomainError(`${name} does not perform ${service.name}; choose another staff member or anyone available`, 422);
    }
  }
  return { location, services, staff };
}

// The day as the online booker sees it: only staff offered online may be chosen for "any available".
export const onlineDay = (day: DayFacts, offer: OnlineOffer): DayFacts => ({
  ...day,
  staff: day.staff.filter((member) => offer.staff.has(member.staffId)),
});

// The first local date past the horizon (today + horizonDays is the last bookable day).
export const lastBookableDate = (offer: OnlineOffer, zone: string, now: Date): string =>
  DateTime.fromMillis(now.getTime(), { zone }).plus({ days: offer.design.horizonDays }).toISODate() ?? '';

const minutesText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}` : `${minutes} minutes`;

// Lead time and horizon of a start the visitor asks for.
export function checkOnlineWindow(offer: OnlineOffer, startsAt: number, date: string, zone: string, now: Date): void {
  const { leadTimeMinutes, horizonDays } = offer.design;
  if (startsAt < now.getTime()) throw new DomainError('That time has already passed; choose a later time', 422);
  if (startsAt < addMinutes(now.getTime(), leadTimeMinutes))
    throw new DomainError(`Online bookings are taken at least ${minutesText(leadTimeMinutes)} ahead; choose a later time`, 422);
  if (date > lastBookableDate(offer, zone, now))
    throw new DomainError(
      `Online bookings open up to ${horizonDays} ${horizonDays === 1 ? 'day' : 'days'} ahead; choose an earlier day`,
      422,
    );
}
