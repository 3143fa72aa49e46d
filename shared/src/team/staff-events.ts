import type { StaffContact, StaffProfileData } from './staff-commands';
import type { StaffPay } from './staff-dto';

// Event type names are a permanent contract: change a shape by adding a new version, never by editing history.
// Staff streams are `staff-<staffId>`. A staff member who has a sign-in account shares its id.

// Hired together with their sign-in account (user-<staffId>, registered in the same append).
export type StaffHired = { type: 'StaffHired'; data: { staffId: string } & StaffProfileData };

// Hired without a sign-in account: the name and contact details live here until one is added.
export type StaffHiredWithoutAccount = { type: 'StaffHiredWithoutAccount'; data: { staffId: string } & StaffContact & StaffProfileData };

// A new name or contact details of a staff member without an account (with one, UserProfileUpdated says it).
export type StaffContactUpdated = { type: 'StaffContactUpdated'; data: StaffContact };

// A sign-in account was added for a staff member hired without one; from now on the account (user-<userId>,
// userId = the staff id, registered in the same append) holds the name, e-mail and phone.
export type StaffAccountAdded = { type: 'StaffAccountAdded'; data: { userId: string } };

export type StaffProfileUpdated = { type: 'StaffProfileUpdated'; data: StaffProfileData };

// A new pay rate from a date (yyyy-MM-dd, the business's calendar) on: the hourly rate and both commission
// rates together, kept as history (shared/src/team/pay-rates.ts). A pay change saved in the profile takes
// effect from the day it was saved.
export type StaffPayRateSet = { type: 'StaffPayRateSet'; data: { effectiveFrom: string; pay: StaffPay } };

export type StaffDeactivated = { type: 'StaffDeactivated'; data: Record<string, never> };

export type StaffReactivated = { type: 'StaffReactivated'; data: Record<string, never> };

export type StaffEvent =
  | StaffHired
  | StaffHiredWithoutAccount
  | StaffProfileUpdated
  | StaffContactUpdated
  | StaffAccountAdded
  | StaffPayRateSet
  | StaffDeactivated
  | StaffReactivated;

export const staffEventTypes = [
  'StaffHired',
  'StaffHiredWithoutAccount',
  'StaffProfileUpdated',
  'StaffContactUpdated',
  'StaffAccountAdded',
  'StaffPayRateSet',
  'StaffDeactivated',
  'StaffReactivated',
] as const satisfies readonly StaffEvent['type'][];
