import { describe, expect, it } from 'vitest';
import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import { staffDecider } from './staff-decider';

const now = new Date('2026-11-22T15:00:00Z');
const staffId = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';

const given = (events: StaffEvent[]) => ({
  when: (command: StaffCommand) => () => staffDecider.decide(command, events.reduce(staffDecider.evolve, staffDecider.initialState()), now),
});

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
    expect(given([]).when({ type: 'HireStaff', staffId, ...profile, title: ' Senior Colorist ', color: '#D946EF', locationIds: [downtown, uptown, downtown] })()).toEqual([hired]);
    expect(given([hired]).when({ type: 'HireStaff', staffId, ...profile })).toThrow('That person is already on the team');
  });

  it('refuses a team member without a location', () => {
    expect(given([]).when({ type: 'HireStaff', staffId, ...profile, locationIds: [] })).toThrow('Choose at least one location');
    expect(given([hired]).when({ type: 'UpdateStaffProfile', ...profile, locationIds: [] })).toThrow('Choose at least one location');
  });

  it('updates the profile, and records nothing when nothing changed', () => {
    const changed = { ...profile, title: 'Color Director', locationIds: [uptown], pay: { hourlyRateCents: null, serviceCommissionPercent: 45.5, productCommissionPercent: null } };
    expect(given([hired]).when({ type: 'UpdateStaffProfile', ...changed })()).toEqual([{ type: 'StaffProfileUpdated', data: changed }]);
    expect(given([hired]).when({ type: 'UpdateStaffProfile', ...profile })()).toEqual([]);
    // Stored events come back with their keys in another order (jsonb): still the same profile.
    const { locationIds, color, photo, bio, title } = profile;
    const reordered: StaffEvent = { type: 'StaffHired', data: { pay: { productCommissionPercent: 10, serviceCommissionPercent: 40, hourlyRateCents: 2500 }, locationIds, color, photo, bio, title, staffId } };
    expect(given([reordered]).when({ type: 'UpdateStaffProfile', ...profile })()).toEqual([]);
    expect(given([hired, { type: 'StaffProfileUpdated', data: changed }]).when({ type: 'UpdateStaffProfile', ...changed })()).toEqual([]);
  });

  it('deactivates and reactivates, each only when it changes something', () => {
    expect(given([hired]).when({ type: 'DeactivateStaff' })()).toEqual([deactivated]);
    expect(given([hired, deactivated]).when({ type: 'DeactivateStaff' })()).toEqual([]);
    expect(given([hired, deactivated]).when({ type: 'ReactivateStaff' })()).toEqual([{ type: 'StaffReactivated', data: {} }]);
    expect(given([hired]).when({ type: 'ReactivateStaff' })()).toEqual([]);
  });

  it('knows nobody who was never hired', () => {
    for (const command of [{ type: 'UpdateStaffProfile', ...profile }, { type: 'DeactivateStaff' }, { type: 'ReactivateStaff' }] as StaffCommand[]) {
      expect(given([]).when(command)).toThrow('Staff member not found');
    }
  });
});
