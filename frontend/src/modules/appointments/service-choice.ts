import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { ANY_STAFF, type ServiceLine } from './booking-draft';
import type { StaffInfo } from './calendar-resources';

// Which services the New appointment dialog offers, in which order, and what choosing one does to the line's staff.

// A service may be offered at some locations only (`locationIds`; null or absent: everywhere).
type MaybeLocated = Service & { readonly locationIds?: readonly string[] | null };

export function offeredAt(services: readonly Service[], locationId: string): Service[] {
  return services.filter((service) => {
    const locationIds = (service as MaybeLocated).locationIds;
    return locationIds === undefined || locationIds === null || locationIds.includes(locationId);
  });
}

export const performs = (service: Service, staffId: string) => service.staff.some((entry) => entry.staffId === staffId);

export type ServiceOption = { id: string; label: string };
export type ServiceOptionGroup = { label: string; options: ServiceOption[] };

function byCategory(services: readonly Service[], optionLabel: (service: Service) => string): ServiceOptionGroup[] {
  const groups = new Map<string, ServiceOption[]>();
  for (const service of services)
    groups.set(service.categoryName, [...(groups.get(service.categoryName) ?? []), { id: service.id, label: optionLabel(service) }]);
  return [...groups].map(([label, options]) => ({ label, options }));
}

// With nobody chosen: every service by category. With a person chosen: their services first, then the others by
// category, each marked as not performed by them.
// Example: serviceOptionGroups(services, rosa)[0].label === 'Performed by Rosa Delgado'
export function serviceOptionGroups(services: readonly Service[], person: StaffInfo | null): ServiceOptionGroup[] {
  if (!person) return byCategory(services, (service) => service.name);
  const theirs = services.filter((service) => performs(service, person.id));
  const others = services.filter((service) => !performs(service, person.id));
  const first: ServiceOptionGroup[] =
    theirs.length > 0
      ? [{ label: `Performed by ${person.name}`, options: theirs.map((service) => ({ id: service.id, label: service.name })) }]
      : [];
  return [...first, ...byCategory(others, (service) => `${service.name} (not performed by ${person.name})`)];
}

// A line after its service is chosen, and what to tell the person when the choice changed the line's staff.
export function chooseService(
  line: ServiceLine,
  service: Service | undefined,
  staff: readonly StaffInfo[],
): { line: ServiceLine; notice: string | null } {
  const serviceId = service?.id ?? '';
  if (line.staffId === ANY_STAFF || !service || performs(service, line.staffId)) return { line: { ...line, serviceId }, notice: null };
  const name = staff.find((person) => person.id === line.staffId)?.name ?? 'The chosen staff member';
  return {
    line: { ...line, serviceId, staffId: ANY_STAFF },
    notice: `${name} does not perform ${service.name}, so Staff is now “Any available”. Choose someone who performs it, or keep any available person.`,
  };
}
