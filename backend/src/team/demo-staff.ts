import type { StaffPay } from '@chairside/shared/team/staff-dto';
import { demoLocations } from '../business/index';
import { demoUsers } from '../identity/index';

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
  email: string;
  phone: string;
  bio: string;
  pay: StaffPay;
};

const pay = (
  hourlyRateCents: number | null,
  serviceCommissionPercent: number | null,
  productCommissionPercent: number | null,
): StaffPay => ({ hourlyRateCents, serviceCommissionPercent, productCommissionPercent });

const downtown = demoLocations.downtown.id;
const uptown = demoLocations.uptown.id;
const brooklyn = demoLocations.brooklyn.id;

export const demoStaff = {
  bailey: {
    id: demoUsers.basic.id,
    username: 'basic',
    firstName: 'Bailey',
    lastName: 'Basic',
    title: 'Stylist',
    color: '#0ea5e9',
    locationIds: [downtown],
    email: 'basic@chairside.test',
    phone: '+13125550102',
    bio: 'Precision cuts and blowouts; loves a classic bob.',
    pay: pay(1800, 35, 10),
  },
  maya: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000001',
    username: 'maya.chen',
    firstName: 'Maya',
    lastName: 'Chen',
    title: 'Senior Colorist',
    color: '#d946ef',
    locationIds: [downtown, uptown],
    email: 'maya.chen@chairside.test',
    phone: '+13125550111',
    bio: 'Fifteen years of color work: balayage, corrective color and lived-in blondes.',
    pay: pay(2600, 45, 10),
  },
  jordan: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000002',
    username: 'jordan.ellis',
    firstName: 'Jordan',
    lastName: 'Ellis',
    title: 'Stylist & Barber',
    color: '#f97316',
    locationIds: [downtown],
    email: 'jordan.ellis@chairside.test',
    phone: '+13125550112',
    bio: 'Fades, beard sculpting and textured crops.',
    pay: pay(2000, 40, 10),
  },
  priya: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000003',
    username: 'priya.nair',
    firstName: 'Priya',
    lastName: 'Nair',
    title: 'Lead Esthetician',
    color: '#10b981',
    locationIds: [downtown],
    email: 'priya.nair@chairside.test',
    phone: '+13125550113',
    bio: 'Licensed esthetician leading the skin team: facials, peels and brow design.',
    pay: pay(2400, 40, 15),
  },
  sam: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000004',
    username: 'sam.rivera',
    firstName: 'Sam',
    lastName: 'Rivera',
    title: 'Massage Therapist',
    color: '#6366f1',
    locationIds: [downtown],
    email: 'sam.rivera@chairside.test',
    phone: '+13125550114',
    bio: 'Deep tissue, sports and prenatal massage.',
    pay: pay(2200, 35, 5),
  },
  lena: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000005',
    username: 'lena.novak',
    firstName: 'Lena',
    lastName: 'Novak',
    title: 'Nail Technician',
    color: '#ec4899',
    locationIds: [downtown],
    email: 'lena.novak@chairside.test',
    phone: '+13125550115',
    bio: 'Gel manicures, nail art and spa pedicures.',
    pay: pay(1700, 35, 10),
  },
  marcus: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000006',
    username: 'marcus.reed',
    firstName: 'Marcus',
    lastName: 'Reed',
    title: 'Stylist',
    color: '#eab308',
    locationIds: [uptown, brooklyn],
    email: 'marcus.reed@chairside.test',
    phone: '+13125550116',
    bio: 'Cuts for every length and texture, curls and color refreshes.',
    pay: pay(1900, 38, 10),
  },
  olivia: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000007',
    username: 'olivia.grant',
    firstName: 'Olivia',
    lastName: 'Grant',
    title: 'Yoga Instructor & Massage Therapist',
    color: '#14b8a6',
    locationIds: [uptown],
    email: 'olivia.grant@chairside.test',
    phone: '+13125550117',
    bio: 'Teaches the evening yoga classes and gives Swedish and hot-stone massage.',
    pay: pay(2300, 35, 5),
  },
  ava: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000008',
    username: 'ava.kim',
    firstName: 'Ava',
    lastName: 'Kim',
    title: 'Nail Technician',
    color: '#f43f5e',
    locationIds: [uptown, brooklyn],
    email: 'ava.kim@chairside.test',
    phone: '+13125550118',
    bio: 'Structured gel, dip powder and minimalist nail art.',
    pay: pay(1700, 35, 10),
  },
  diego: {
    id: 'cccccccc-cccc-4ccc-8ccc-000000000009',
    username: 'diego.santos',
    firstName: 'Diego',
    lastName: 'Santos',
    title: 'Esthetician',
    color: '#84cc16',
    locationIds: [downtown, uptown],
    email: 'diego.santos@chairside.test',
    phone: '+13125550119',
    bio: 'Facials, waxing and lash lifts at both studios.',
    pay: pay(2100, 40, 15),
  },
} as const satisfies Record<string, DemoStaffMember>;
