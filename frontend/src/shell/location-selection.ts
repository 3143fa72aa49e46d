import type { Location } from '@chairside/shared/business/business-dto';

// SPEC §4.2: the user's choice when it is still an active location; else the default; else the first active one.
export function pickSelectedLocation(locations: readonly Location[], chosenId: string | null): Location | null {
  const active = locations.filter((location) => location.isActive);
  if (chosenId) {
    const chosen = active.find((location) => location.id === chosenId);
    if (chosen) return chosen;
  }
  return (
    locations.find((location) => location.isDefault && location.isActive) ??
    locations.find((location) => location.isDefault) ??
    active[0] ??
    null
  );
}

export function selectedLocationStorageKey(userId: string): string {
  return `chairside_selected_location_${userId}`;
}
