import { describe, it } from 'vitest';
import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import { staffDecider } from './staff-decider';
import { deciderSpec } from '../../testing/decider-spec';

const now = new Date('2026-11-22T15:00:00Z');
const staffId = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';

const { given } = deciderSpec(staffDecider, { now });

const profile: StaffProfileData = {
  title: 'Senior Colorist',
  bio: 'Balayage and lived-in color.',
  photo: null,
  color: '#d946ef',
  locationIds: [downtown, uptown],
  pay: { hourlyRateCents: 2500, serviceCommissionPercent: 40, productCommissionPercent: 10 },
};
const hired: StaffEvent = { type: 'StaffHired', data: { staffId, ...profile } };
const deactivated: StaffEvent = { type: 'StaffDeactivated', data: {} };

describe('staff decider', () => {
  it('hires a person once, trimming the text and listing each location once', () => {
    given([])
      .when({
        type: 'HireStaff',
        staffId,
        ...profile,
        title: ' Senior Colorist ',
        color: '#D946EF',
        locationIds: [downtown, uptown, downtown],
      })
      .then([hired]);
    given([hired])
      .when({ type: 'HireStaff', staffId, ...profile })
      .thenThrows('That person is already on the team');
  });

  it('refuses a team member without a location', () => {
    given([])
      .when({ type: 'HireStaff', staffId, ...profile, locationIds: [] })
      .thenThrows('Choose at least one location');
    given([hired])
      .when({ type: 'UpdateStaffProfile', ...profile, locationIds: [] })
      .thenThrows('Choose at least one location');
  });

  it('updates the profile, and records nothing when nothing changed', () => {
    const changed = {
      ...profile,
      title: 'Color Director',
      locationIds: [uptown],
      pay: { hourlyRateCents: null, serviceCommissionPercent: 45.5, productCommissionPercent: null },
    };
    // A pay change saved with the profile is a new rate from that day; the profile's own pay stays as written.
    given([hired])
      .when({ type: 'UpdateStaffProfile', today: '2026-11-22', ...changed })
      .then([
        { type: 'StaffProfileUpdated', data: { ...changed, pay: profile.pay } },
        { type: 'StaffPayRateSet', data: { effectiveFrom: '2026-11-22', pay: changed.pay } },
      ]);
    given([hired])
      .when({ type: 'UpdateStaffProfile', ...profile })
      .then([]);
    // Stored events come back with their keys in another order (jsonb): still the same profile.
    const { locationIds, color, photo, bio, title } = profile;
    const reordered: StaffEvent = {
      type: 'StaffHired',
      data: {
        pay: { productCommissionPercent: 10, serviceCommissionPercent: 40, hourlyRateCents: 2500 },
        locationIds,
        color,
        photo,
        bio,
        title,
        staffId,
      },
    };
    given([reordered])
      .when({ type: 'UpdateStaffProfile', ...profile })
      .then([]);
    given([hired, { type: 'StaffProfileUpdated', data: changed }])
      .when({ type: 'UpdateStaffProfile', ...changed })
      .then([]);
  });

  it('sets a new pay rate from a date, once, and compares a saved profile with the rate in force that day', () => {
    const raise = { hourlyRateCents: 2800, serviceCommissionPercent: 42, productCommissionPercent: 10 };
    const set: StaffEvent = { type: 'StaffPayRateSet', data: { effectiveFrom: '2026-12-01', pay: raise } };
    given([hired]).when({ type: 'SetStaffPayRate', effectiveFrom: '2026-12-01', pay: raise }).then([set]);
    given([hired, set]).when({ type: 'SetStaffPayRate', effectiveFrom: '2026-12-01', pay: raise }).then([]);
    // Before the raise, the form shows (and sends back) the hire rate: nothing changes.
    given([hired, set])
      .when({ type: 'UpdateStaffProfile', today: '2026-11-22', ...profile })
      .then([]);
    // From the raise on, the form shows the raise.
    given([hired, set])
      .when({ type: 'UpdateStaffProfile', today: '2026-12-02', ...profile, pay: raise })
      .then([]);
    given([])
      .when({ type: 'SetStaffPayRate', effectiveFrom: '2026-12-01', pay: raise })
      .thenThrows({ status: 404, message: 'Staff member not found' });
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    given([hired]).when({ type: 'DeactivateStaff' }).then([deactivated]);
    given([hired, deactivated]).when({ type: 'DeactivateStaff' }).then([]);
    given([hired, deactivated])
      .when({ type: 'ReactivateStaff' })
      .then([{ type: 'StaffReactivated', data: {} }]);
    given([hired]).when({ type: 'ReactivateStaff' }).then([]);
  });

  const contact = { firstName: 'Nia', lastName: 'Okafor', email: null, phone: '+13125550142' };
  const hiredWithoutAccount: StaffEvent = { type: 'StaffHiredWithoutAccount', data: { staffId, ...contact, ...profile } };

  it('hires a person without a sign-in account, the name and contact details in the staff stream and the phone in E.164', () => {
    given([])
      .when({
        type: 'HireStaffWithoutAccount',
        staffId,
        ...profile,
        firstName: ' Nia ',
        lastName: 'Okafor',
        email: null,
        phone: '(312) 555-0142',
      })
      .then([hiredWithoutAccount]);
    given([hiredWithoutAccount])
      .when({ type: 'HireStaffWithoutAccount', staffId, ...contact, ...profile })
      .thenThrows('That person is already on the team');
    given([hired])
      .when({ type: 'HireStaffWithoutAccount', staffId, ...contact, ...profile })
      .thenThrows('That person is already on the team');
  });

  it('refuses a hire without a name or with a phone number that is not one', () => {
    given([])
      .when({ type: 'HireStaffWithoutAccount', staffId, ...profile, ...contact, lastName: '  ' })
      .thenThrows('Last name is required');
    given([])
      .when({ type: 'HireStaffWithoutAccount', staffId, ...profile, ...contact, phone: '555-01' })
      .thenThrows('That phone number is not valid');
  });

  it('changes the contact details of someone without an account, and records nothing when nothing changed', () => {
    const changed = { ...contact, email: 'nia@example.com', phone: '+1 312 555 0199' };
    given([hiredWithoutAccount])
      .when({ type: 'UpdateStaffContact', ...changed })
      .then([{ type: 'StaffContactUpdated', data: { ...changed, phone: '+13125550199' } }]);
    given([hiredWithoutAccount])
      .when({ type: 'UpdateStaffContact', ...contact, phone: '312.555.0142' })
      .then([]);
    // Someone with an account keeps their details on it.
    given([hired])
      .when({ type: 'UpdateStaffContact', ...contact })
      .thenThrows('This staff member has a sign-in account; change their details on the account');
  });

  it('adds a sign-in account later, once, and only to an active staff member', () => {
    const added: StaffEvent = { type: 'StaffAccountAdded', data: { userId: staffId } };
    given([hiredWithoutAccount]).when({ type: 'AddStaffAccount', staffId }).then([added]);
    given([hiredWithoutAccount, added])
      .when({ type: 'AddStaffAccount', staffId })
      .thenThrows('This staff member already has a sign-in account');
    given([hired]).when({ type: 'AddStaffAccount', staffId }).thenThrows('This staff member already has a sign-in account');
    given([hiredWithoutAccount, deactivated])
      .when({ type: 'AddStaffAccount', staffId })
      .thenThrows('Reactivate this staff member before adding a sign-in account');
    // From then on the account holds the details.
    given([hiredWithoutAccount, added])
      .when({ type: 'UpdateStaffContact', ...contact })
      .thenThrows('This staff member has a sign-in account; change their details on the account');
  });

  it('deactivates someone without an account like anyone else', () => {
    given([hiredWithoutAccount]).when({ type: 'DeactivateStaff' }).then([deactivated]);
  });

  it('knows nobody who was never hired', () => {
    for (const command of [
      { type: 'UpdateStaffProfile', ...profile },
      { type: 'DeactivateStaff' },
      { type: 'ReactivateStaff' },
      { type: 'AddStaffAccount', staffId },
      { type: 'UpdateStaffContact', firstName: 'A', lastName: 'B', email: null, phone: null },
    ] as StaffCommand[]) {
      given([]).when(command).thenThrows('Staff member not found');
    }
  });
});
