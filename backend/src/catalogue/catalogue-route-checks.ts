import { listLocations } from '@chairside/projections/business/business-queries';
import { findStaffAccounts } from '@chairside/projections/catalogue/catalogue-queries';
import type { ReadDb } from '@chairside/projections/database';
import { DomainError } from '../commands/domain-error';

// Rules that need other read models than the catalogue's own stream: locations and user accounts.

// Rooms, devices and classes are set up at an existing, active location.
export async function checkActiveLocation(readDb: ReadDb, locationId: string): Promise<void> {
  const location = (await listLocations(readDb)).find((candidate) => candidate.id === locationId);
  if (!location) throw new DomainError('That location does not exist; choose another', 422);
  if (!location.isActive) throw new DomainError(`${location.name} is inactive; activate it first`, 422);
}

// Staff performing services are active staff accounts (admins included, clients never). Someone already
// assigned may stay listed after being deactivated, so the rest of the list can still be saved.
export async function checkStaffMembers(readDb: ReadDb, staffIds: readonly string[], alreadyAssigned: readonly string[] = []): Promise<void> {
  const accounts = new Map((await findStaffAccounts(readDb, staffIds)).map((account) => [account.id, account]));
  for (const id of staffIds) {
    const account = accounts.get(id);
    if (!account || account.role === 'client') throw new DomainError('One of the chosen staff members does not exist; reload and try again', 422);
    if (!account.isActive && !alreadyAssigned.includes(id)) throw new DomainError(`${account.name} is inactive; reactivate them first`, 422);
  }
}

// The staff member whose services are edited from the staff screen.
export async function checkStaffMember(readDb: ReadDb, staffId: string): Promise<void> {
  const [account] = await findStaffAccounts(readDb, [staffId]);
  if (!account || account.role === 'client') throw new DomainError('Staff member not found', 404);
  if (!account.isActive) throw new DomainError(`${account.name} is inactive; reactivate them before changing their services`, 422);
}

export async function checkInstructor(readDb: ReadDb, instructorId: string): Promise<void> {
  const [account] = await findStaffAccounts(readDb, [instructorId]);
  if (!account || account.role === 'client') throw new DomainError('The instructor must be a staff member; choose another', 422);
  if (!account.isActive) throw new DomainError(`${account.name} is inactive; choose another instructor`, 422);
}
