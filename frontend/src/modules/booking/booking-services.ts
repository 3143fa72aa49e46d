import type { PublicBookingInfo } from '@chairside/shared/booking/booking-dto';

// The service list of the booking page: grouped by category (in the order the catalogue lists them) and
// narrowed by what the visitor types.

type OnlineService = PublicBookingInfo['services'][number];
export type ServiceGroup<S> = { category: string; services: S[] };

export const OTHER_SERVICES = 'Other services';

// Example: groupByCategory([{ name: 'Cut', categoryName: 'Hair' }, { name: 'Facial', categoryName: 'Skin' },
//   { name: 'Blowout', categoryName: 'Hair' }]) → [{ category: 'Hair', services: [Cut, Blowout] }, { category: 'Skin', … }]
export function groupByCategory<S extends Pick<OnlineService, 'categoryName'>>(services: readonly S[]): ServiceGroup<S>[] {
  const groups = new Map<string, S[]>();
  for (const service of services) {
    const category = service.categoryName?.trim() || OTHER_SERVICES;
    groups.set(category, [...(groups.get(category) ?? []), service]);
  }
  return [...groups.entries()].map(([category, list]) => ({ category, services: list }));
}

// Every word typed appears in the service's name, description or category (any case, accents ignored).
// Example: matchesFilter({ name: 'Root Touch-Up', description: 'Color on regrowth', categoryName: 'Color' }, 'touch root') === true
export function matchesFilter(service: Pick<OnlineService, 'name' | 'description' | 'categoryName'>, filter: string): boolean {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${service.name} ${service.description} ${service.categoryName ?? ''}`);
  return words.every((word) => text.includes(word));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
