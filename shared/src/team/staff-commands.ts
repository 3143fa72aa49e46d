import type { StaffPay } from './staff-dto';

// Commands are built by the server from validated requests (staff-dto.ts). Names, e-mail and phone
// belong to the user account (identity); the staff stream holds what makes the person a team member.

export type StaffProfileData = {
  title: string;
  bio: string;
  photo: string | null;
  color: string;
  locationIds: string[];
  pay: StaffPay;
};

export type HireStaff = { type: 'HireStaff'; staffId: string } & StaffProfileData;

export type UpdateStaffProfile = { type: 'UpdateStaffProfile' } & StaffProfileData;

export type DeactivateStaff = { type: 'DeactivateStaff' };

export type ReactivateStaff = { type: 'ReactivateStaff' };

export type StaffCommand = HireStaff | UpdateStaffProfile | DeactivateStaff | ReactivateStaff;
