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
    given([]).when({ type: 'HireStaff', staffId, ...profile, title: ' Senior Colorist ', color: '#D946EF', locationIds: [downtown, uptown, downtown] }).then([hired]);
    given([hired]).when({ type: 'HireStaff', staffId, ...profile }).thenThrows('That person is already on the team');
  });

  it('refuses a team member without a location', () => {
    given([]).when({ type: 'HireStaff', staffId, ...profile, locationIds: [] }).thenThrows('Choose at least one location');
    given([hired]).when({ type: 'UpdateStaffProfile', ...profile, locationIds: [] }).thenThrows('Choose at least one location');
  });

  it('updates the profile, and records nothing when nothing changed', () => {
    const changed = { ...profile, title: 'Color Director', locationIds: [uptown], pay: { hourlyRateCents: null, serviceCommissionPercent: 45.5, productCommissionPercent: null } };
    given([hired]).when({ type: 'UpdateStaffProfile', ...changed }).then([{ type: 'StaffProfileUpdated', data: changed }]);
    given([hired]).when({ type: 'UpdateStaffProfile', ...profile }).then([]);
    // Stored events come back with their keys in another order (jsonb): still the same profile.
    const { locationIds, color, photo, bio, title } = profile;
    const reordered: StaffEvent = { type: 'StaffHired', data: { pay: { productCommissionPercent: 10, serviceCommissionPercent: 40, hourlyRateCents: 2500 }, locationIds, color, photo, bio, title, staffId } };
    given([reordered]).when({ type: 'UpdateStaffProfile', ...profile }).then([]);
    given([hired, { type: 'StaffProfileUpdated', data: changed }]).when({ type: 'UpdateStaffProfile', ...changed }).then([]);
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    given([hired]).when({ type: 'DeactivateStaff' }).then([deactivated]);
    given([hired, deactivated]).when({ type: 'DeactivateStaff' }).then([]);
    given([hired, deactivated]).when({ type: 'ReactivateStaff' }).then([{ type: 'StaffReactivated', data: {} }]);
    given([hired]).when({ type: 'ReactivateStaff' }).then([]);
  });

  it('knows nobody who was never hired', () => {
    for (const command of [{ type: 'UpdateStaffProfile', ...profile }, { type: 'DeactivateStaff' }, { type: 'ReactivateStaff' }] as StaffCommand[]) {
      given([]).when(command).thenThrows('Staff member not found');
    }
  });
});
