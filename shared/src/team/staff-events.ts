import type { StaffProfileData } from './staff-commands';

// Event type names are a permanent contract: change a shape by adding a new version, never by editing history.
// Staff streams are `staff-<staffId>`, where the staff id is the user account's id.

export type StaffHired = { type: 'StaffHired'; data: { staffId: string } & StaffProfileData };

export type StaffProfileUpdated = { type: 'StaffProfileUpdated'; data: StaffProfileData };

export type StaffDeactivated = { type: 'StaffDeactivated'; data: Record<string, never> };

export type StaffReactivated = { type: 'StaffReactivated'; data: Record<string, never> };

export type StaffEvent = StaffHired | StaffProfileUpdated | StaffDeactivated | StaffReactivated;

export const staffEventTypes = ['StaffHired', 'StaffProfileUpdated', 'StaffDeactivated', 'StaffReactivated'] as const satisfies readonly StaffEvent['type'][];
