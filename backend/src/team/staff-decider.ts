import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import type { StaffCommand, StaffContact, StaffProfileData } from '@chairside/shared/team/staff-commands';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import { businessToday, rateOn, samePay, withRate, type PayRate } from '@chairside/shared/team/pay-rates';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

// `contact` is the name and contact details of someone without a sign-in account (null once they have one:
// the account holds them then).
export type StaffState = {
  hired: boolean;
  isActive: boolean;
  hasAccount: boolean;
  profile: StaffProfileData | null;
  contact: StaffContact | null;
  // The pay over time (the profile's pay is the one last saved with the profile, kept as its events wrote it).
  payRates: PayRate[];
};

// The contact details as stored: trimmed names, a lowercased e-mail, the phone in E.164.
function normalisedContact(contact: StaffContact): StaffContact {
  const firstName = contact.firstName.trim();
  const lastName = contact.lastName.trim();
  if (!firstName) throw new DomainError('First name is required', 400);
  if (!lastName) throw new DomainError('Last name is required', 400);
  const email = contact.email?.trim().toLowerCase() || null;
  let phone: string | null = null;
  if (contact.phone?.trim()) {
    phone = normalizePhone(contact.phone);
    if (!phone) throw new DomainError('That phone number is not valid', 400);
  }
  return { firstName, lastName, email, phone };
}

const sameContact = (a: StaffContact, b: StaffContact) =>
  a.firstName === b.firstName && a.lastName === b.lastName && a.email === b.email && a.phone === b.phone;
const contactOf = ({ firstName, lastName, email, phone }: StaffContact): StaffContact => ({ firstName, lastName, email, phone });

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
    pay: {
      hourlyRateCents: profile.pay.hourlyRateCents,
      serviceCommissionPercent: profile.pay.serviceCommissionPercent,
      productCommissionPercent: profile.pay.productCommissionPercent,
    },
  };
}

// Field by field: events come back from the store as jsonb, whose key order is not the one written. Pay is
// compared on its own: it changes through dated rates.
const sameProfile = (a: StaffProfileData, b: StaffProfileData) =>
  a.title === b.title &&
  a.bio === b.bio &&
  a.photo === b.photo &&
  a.color === b.color &&
  a.locationIds.length === b.locationIds.length &&
  a.locationIds.every((id, index) => id === b.locationIds[index]);

const profileOf = ({ title, bio, photo, color, locationIds, pay }: StaffProfileData): StaffProfileData => ({
  title,
  bio,
  photo,
  color,
  locationIds,
  pay,
});

export const staffDecider: Decider<StaffState, StaffCommand, StaffEvent> = {
  initialState: () => ({ hired: false, isActive: false, hasAccount: false, profile: null, contact: null, payRates: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'StaffHired':
        return {
          hired: true,
          isActive: true,
          hasAccount: true,
          profile: profileOf(event.data),
          contact: null,
          payRates: [{ effectiveFrom: null, pay: event.data.pay }],
        };
      case 'StaffHiredWithoutAccount':
        return {
          hired: true,
          isActive: true,
          hasAccount: false,
          profile: profileOf(event.data),
          contact: contactOf(event.data),
          payRates: [{ effectiveFrom: null, pay: event.data.pay }],
        };
      case 'StaffContactUpdated':
        return { ...state, contact: contactOf(event.data) };
      case 'StaffAccountAdded':
        return { ...state, hasAccount: true, contact: null };
      case 'StaffProfileUpdated': {
        // A profile saved before pay had dates changed the pay outright; its date is unknown here (the read
        // models date it by the event), and only today's rate matters to the decisions below.
        const changed = state.profile !== null && !samePay(state.profile.pay, event.data.pay);
        const payRates = changed ? withRate(state.payRates, { effectiveFrom: null, pay: event.data.pay }) : state.payRates;
        return { ...state, profile: profileOf(event.data), payRates };
      }
      case 'StaffPayRateSet':
        return { ...state, payRates: withRate(state.payRates, event.data) };
      case 'StaffDeactivated':
        return { ...state, isActive: false };
      case 'StaffReactivated':
        return { ...state, isActive: true };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, now) {
    if (command.type === 'HireStaff') {
      if (state.hired) throw new DomainError('That person is already on the team', 409);
      return [{ type: 'StaffHired', data: { staffId: command.staffId, ...normalised(command) } }];
    }
    if (command.type === 'HireStaffWithoutAccount') {
      if (state.hired) throw new DomainError('That person is already on the team', 409);
      return [
        { type: 'StaffHiredWithoutAccount', data: { staffId: command.staffId, ...normalisedContact(command), ...normalised(command) } },
      ];
    }
    if (!state.hired || !state.profile) throw new DomainError('Staff member not found', 404);
    switch (command.type) {
      case 'UpdateStaffProfile': {
        // The profile's pay as shown is today's rate: a different one is a new rate from today.
        const profile = normalised(command);
        const today = command.today ?? businessToday(now, BUSINESS_TIME_ZONE);
        const events: StaffEvent[] = [];
        if (!sameProfile(profile, state.profile))
          events.push({ type: 'StaffProfileUpdated', data: { ...profile, pay: state.profile.pay } });
        if (!samePay(profile.pay, rateOn(state.payRates, today)))
          events.push({ type: 'StaffPayRateSet', data: { effectiveFrom: today, pay: profile.pay } });
        return events;
      }
      case 'SetStaffPayRate': {
        const pay = normalised({ ...state.profile, pay: command.pay }).pay;
        const same = state.payRates.find((rate) => rate.effectiveFrom === command.effectiveFrom);
        if (same && samePay(same.pay, pay)) return [];
        return [{ type: 'StaffPayRateSet', data: { effectiveFrom: command.effectiveFrom, pay } }];
      }
      case 'UpdateStaffContact': {
        // With an account, the account holds the name and contact details (UpdateUserProfile).
        if (state.hasAccount || !state.contact)
          throw new DomainError('This staff member has a sign-in account; change their details on the account', 409);
        const contact = normalisedContact(command);
        return sameContact(contact, state.contact) ? [] : [{ type: 'StaffContactUpdated', data: contact }];
      }
      case 'AddStaffAccount': {
        if (state.hasAccount) throw new DomainError('This staff member already has a sign-in account', 409);
        if (!state.isActive) throw new DomainError('Reactivate this staff member before adding a sign-in account', 409);
        return [{ type: 'StaffAccountAdded', data: { userId: command.staffId } }];
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
