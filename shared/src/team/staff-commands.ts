import type { StaffPay } from './staff-dto';

// Commands are built by the server from validated requests (staff-dto.ts). For someone with a sign-in
// account, names, e-mail and phone belong to the account (identity); for someone without one, to the
// staff stream (StaffContact). The staff stream holds what makes the person a team member.

export type StaffProfileData = {
  title: string;
  bio: string;
  photo: string | null;
  color: string;
  locationIds: string[];
  pay: StaffPay;
};

// A staff member's name and contact details while they have no sign-in account; phone in E.164.
export type StaffContact = { firstName: string; lastName: string; email: string | null; phone: string | null };

export type HireStaff = { type: 'HireStaff'; staffId: string } & StaffProfileData;

// A pay different from the one in force on `today` (the business's date; the current UTC date when left
// out) becomes a new rate from that day.
export type UpdateStaffProfile = { type: 'UpdateStaffProfile'; today?: string } & StaffProfileData;

// "New rate from <date>".
export type SetStaffPayRate = { type: 'SetStaffPayRate'; effectiveFrom: string; pay: StaffPay };

export type DeactivateStaff = { type: 'DeactivateStaff' };

export type ReactivateStaff = { type: 'ReactivateStaff' };

export type HireStaffWithoutAccount = { type: 'HireStaffWithoutAccount'; staffId: string } & StaffContact & StaffProfileData;

export type UpdateStaffContact = { type: 'UpdateStaffContact' } & StaffContact;

// The user account (user-<staffId>) is registered in the same append.
export type AddStaffAccount = { type: 'AddStaffAccount'; staffId: string };

export type StaffCommand =
  | HireStaff
  | HireStaffWithoutAccount
  | UpdateStaffProfile
  | UpdateStaffContact
  | AddStaffAccount
  | SetStaffPayRate
  | DeactivateStaff
  | ReactivateStaff;
