import type { StaffCommand, StaffProfileData } from '@chairside/shared/team/staff-commands';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import { type Decider, unhandled } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type StaffState = { hired: boolean; isActive: boolean; profile: StaffProfileData | null };

// The profile as stored: trimmed text, each location once, in the order given.
function normalised(profile: StaffProfileData): StaffProfileData {
  const locationIds = [...new Set(profile.locationIds)];
  if (locationIds.length === 0) throw new DomainError('Choose at least one location', 422);
  return {
    title: profile.title.trim(),
    bio: profile.bio.trim(),
    photo: profile.photo || null,
    color: profile.color.toLowerCase(),
    locationIds,
    pay: { hourlyRateCents: profile.pay.hourlyRateCents, serviceCommissionPercent: profile.pay.serviceCommissionPercent, productCommissionPercent: profile.pay.productCommissionPercent },
  };
}

// Field by field: events come back from the store as jsonb, whose key order is not the one written.
const sameProfile = (a: StaffProfileData, b: StaffProfileData) =>
  a.title === b.title &&
  a.bio === b.bio &&
  a.photo === b.photo &&
  a.color === b.color &&
  a.locationIds.length === b.locationIds.length &&
  a.locationIds.every((id, index) => id === b.locationIds[index]) &&
  a.pay.hourlyRateCents === b.pay.hourlyRateCents &&
  a.pay.serviceCommissionPercent === b.pay.serviceCommissionPercent &&
  a.pay.productCommissionPercent === b.pay.productCommissionPercent;

const profileOf = ({ title, bio, photo, color, locationIds, pay }: StaffProfileData): StaffProfileData => ({ title, bio, photo, color, locationIds, pay });

export const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: () => ({ hired: false, isActive: false, profile: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'StaffHired':
        return { hired: true, isActive: true, profile: profileOf(event.data) };
      case 'StaffProfileUpdated':
        return { ...state, profile: profileOf(event.data) };
      case 'StaffDeactivated':
        return { ...state, isActive: false };
      case 'StaffReactivated':
        return { ...state, isActive: true };
      default:
        return unhandled(event);
    }
  },

  decide(command, state) {
    if (command.type === 'HireStaff') {
      if (state.hired) throw new DomainError('That person is already on the team', 409);
      return [{ type: 'StaffHired', data: { staffId: command.staffId, ...normalised(command) } }];
    }
    if (!state.hired || !state.profile) throw new DomainError('Staff member not found', 404);
    switch (command.type) {
      case 'UpdateStaffProfile': {
        const profile = normalised(command);
        return sameProfile(profile, state.profile) ? [] : [{ type: 'StaffProfileUpdated', data: profile }];
      }
      case 'DeactivateStaff':
        return state.isActive ? [{ type: 'StaffDeactivated', data: {} }] : [];
      case 'ReactivateStaff':
        return state.isActive ? [] : [{ type: 'StaffReactivated', data: {} }];
      default:
        return unhandled(command);
    }
  },
};
