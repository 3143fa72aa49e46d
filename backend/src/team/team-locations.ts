import { listLocations } from '@chairside/projections/business/business-queries';
import type { ReadDb } from '@chairside/projections/database';
import { DomainError } from '../commands/domain-error';

export async function locationNames(readDb: ReadDb): Promise<Record<string, string>> {
  return Object.fromEntries((await listLocations(readDb)).map((location) => [location.id, location.name]));
}

// Staff work at existing locations; a newly given one must be active (one they already had may stay
// listed after the location was closed, so their profile can still be saved).
export async function checkStaffLocations(readDb: ReadDb, locationIds: readonly string[], current: readonly string[]): Promise<void> {
  const locations = new Map((await listLocations(readDb)).map((location) => [location.id, location]));
  for (const id of locationIds) {
    const location = locations.get(id);
    if (!location) throw new DomainError('That location does not exist', 422);
    if (!location.isActive && !current.includes(id))
      throw new DomainError(`${location.name} is inactive; activate it before assigning staff to it`, 422);
  }
}
