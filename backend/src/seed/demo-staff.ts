import { demoLocations } from './demo-business';
import { demoUsers } from './demo-users';

// The demo team: fixed ids so the catalogue seed (who performs what, who teaches which class) and the
// tests can name people. Bailey Basic is the demo "basic" login, so the basic-staff screens have a schedule.
export type DemoStaffMember = {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  title: string;
  color: string;
  locationIds: readonly string[];
};

const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;

export const demoStaff = {
  bailey: { id: demoUsers.basic.id, username: 'basic', firstName: 'Bailey', lastName: 'Basic', title: 'Stylist', color: '#0ea5e9', locationIds: [downtown] },
  maya: { id: 'cccccccc-cccc-4ccc-8ccc-000000000001', username: 'maya.chen', firstName: 'Maya', lastName: 'Chen', title: 'Senior Colorist', color: '#d946ef', locationIds: [downtown, uptown] },
  jordan: { id: 'cccccccc-cccc-4ccc-8ccc-000000000002', username: 'jordan.ellis', firstName: 'Jordan', lastName: 'Ellis', title: 'Stylist & Barber', color: '#f97316', locationIds: [downtown] },
  priya: { id: 'cccccccc-cccc-4ccc-8ccc-000000000003', username: 'priya.nair', firstName: 'Priya', lastName: 'Nair', title: 'Lead Esthetician', color: '#10b981', locationIds: [downtown] },
  sam: { id: 'cccccccc-cccc-4ccc-8ccc-000000000004', username: 'sam.rivera', firstName: 'Sam', lastName: 'Rivera', title: 'Massage Therapist', color: '#6366f1', locationIds: [downtown] },
  lena: { id: 'cccccccc-cccc-4ccc-8ccc-000000000005', username: 'lena.novak', firstName: 'Lena', lastName: 'Novak', title: 'Nail Technician', color: '#ec4899', locationIds: [downtown] },
  marcus: { id: 'cccccccc-cccc-4ccc-8ccc-000000000006', username: 'marcus.reed', firstName: 'Marcus', lastName: 'Reed', title: 'Stylist', color: '#eab308', locationIds: [uptown] },
  olivia: { id: 'cccccccc-cccc-4ccc-8ccc-000000000007', username: 'olivia.grant', firstName: 'Olivia', lastName: 'Grant', title: 'Yoga Instructor & Massage Therapist', color: '#14b8a6', locationIds: [uptown] },
  ava: { id: 'cccccccc-cccc-4ccc-8ccc-000000000008', username: 'ava.kim', firstName: 'Ava', lastName: 'Kim', title: 'Nail Technician', color: '#f43f5e', locationIds: [uptown] },
  diego: { id: 'cccccccc-cccc-4ccc-8ccc-000000000009', username: 'diego.santos', firstName: 'Diego', lastName: 'Santos', title: 'Esthetician', color: '#84cc16', locationIds: [downtown, uptown] },
} as const satisfies Record<string, DemoStaffMember>;
