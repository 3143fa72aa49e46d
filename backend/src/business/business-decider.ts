import { bookingDesignSchema, type BookingDesign } from '@chairside/shared/booking/booking-dto';
import type { PayrollSettings } from '@chairside/shared/business/business-dto';
import type { BusinessCommand, SetBookingDesign } from '@chairside/shared/business/business-commands';
import type { BusinessEvent, LocationDetailsChanged } from '@chairside/shared/business/business-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

type LocationDetails = Omit<LocationDetailsChanged['data'], 'locationId'>;
type LocationState = { name: string; isDefault: boolean; isActive: boolean; details: LocationDetails | null };

export type BusinessState = {
  registered: boolean;
  businessName: string;
  businessLogo: string | null;
  // Null until set: the defaults apply.
  payroll: PayrollSettings | null;
  locations: Map<string, LocationState>;
  // The latest saved booking design (null: never saved, the defaults apply).
  bookingDesign: BookingDesign | null;
};

function withoutDefault(locations: Map<string, LocationState>): Map<string, LocationState> {
  return new Map([...locations].map(([id, location]) => [id, location.isDefault ? { ...location, isDefault: false } : location]));
}

function updated(locations: Map<string, LocationState>, locationId: string, change: Partial<LocationState>): Map<string, LocationState> {
  const location = locations.get(locationId);
  if (!location) return locations;
  return new Map(locations).set(locationId, { ...location, ...change });
}

function existing(state: BusinessState, locationId: string): LocationState {
  const location = state.locations.get(locationId);
  if (!location) throw new DomainError('Location not found', 404);
  return location;
}

// Location names are unique case-insensitively; `self` may keep its own name (or change its case).
function uniqueName(state: BusinessState, raw: string, self: string | null): string {
  const name = raw.trim();
  if (!name) throw new DomainError('Location name is required', 400);
  for (const [id, location] of state.locations) {
    if (id !== self && location.name.toLowerCase() === name.toLowerCase())
      throw new DomainError(`A location named "${name}" already exists`, 409);
  }
  return name;
}

// The design as the schema has it (trimmed, checked), with the services and staff it names known to be offerable.
function checkedDesign(command: SetBookingDesign): BookingDesign {
  const parsed = bookingDesignSchema.safeParse(command.design);
  if (!parsed.success) throw new DomainError(parsed.error.issues[0]?.message ?? 'The booking design is not valid', 400);
  const design = parsed.data;
  const unknownIds = (ids: readonly string[] | null, known: readonly string[]) => (ids ?? []).filter((id) => !known.includes(id)).length;
  const services = unknownIds(design.serviceIds, command.offerable.serviceIds);
  if (services > 0) {
    throw new DomainError(
      services === 1
        ? 'One of the chosen services is not bookable online (archived, or online booking is off for it); choose again'
        : `${services} of the chosen services are not bookable online (archived, or online booking is off for them); choose again`,
      409,
    );
  }
  const staff = unknownIds(design.staffIds, command.offerable.staffIds);
  if (staff > 0) {
    throw new DomainError(
      staff === 1
        ? 'One of the chosen staff members is not on the active team; choose again'
        : `${staff} of the chosen staff members are not on the active team; choose again`,
      409,
    );
  }
  // One id once, in a stable order, so the same choice is the same design.
  const unique = (ids: string[] | null) => (ids === null ? null : [...new Set(ids)].sort());
  return { ...design, serviceIds: unique(design.serviceIds), staffIds: unique(design.staffIds) };
}

const designKey = (design: BookingDesign) => JSON.stringify(Object.entries(design).sort(([a], [b]) => a.localeCompare(b)));

// Field by field (a stored event's keys may come back in another order).
const hoursKey = (hours: LocationDetails['openingHours']) =>
  hours.map((day) => `${day.weekday}:${day.hours.map((range) => `${range.start}-${range.end}`).join(',')}`).join(' ');
const sameDetails = (a: LocationDetails, b: LocationDetails) =>
  a.timeZone === b.timeZone &&
  a.address === b.address &&
  a.phone === b.phone &&
  (a.taxRateBasisPoints ?? 0) === (b.taxRateBasisPoints ?? 0) &&
  hoursKey(a.openingHours) === hoursKey(b.openingHours);

export const businessDecider: Decider<BusinessState, BusinessCommand, BusinessEvent> = {
  initialState: () => ({
    registered: false,
    businessName: '',
    businessLogo: null,
    payroll: null,
    locations: new Map(),
    bookingDesign: null,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'BusinessRegistered':
        return { ...state, registered: true, businessName: event.data.businessName };
      case 'BusinessSettingsUpdated':
        return {
          ...state,
          businessName: event.data.businessName,
          businessLogo: event.data.businessLogo,
          payroll: event.data.payroll ?? state.payroll,
        };
      case 'LocationAdded': {
        const locations = event.data.isDefault ? withoutDefault(state.locations) : new Map(state.locations);
        locations.set(event.data.locationId, { name: event.data.name, isDefault: event.data.isDefault, isActive: true, details: null });
        return { ...state, locations };
      }
      case 'LocationRenamed':
        return { ...state, locations: updated(state.locations, event.data.locationId, { name: event.data.name }) };
      case 'DefaultLocationChanged':
        return { ...state, locations: updated(withoutDefault(state.locations), event.data.locationId, { isDefault: true }) };
      case 'LocationActivated':
        return { ...state, locations: updated(state.locations, event.data.locationId, { isActive: true }) };
      case 'LocationDeactivated':
        return { ...state, locations: updated(state.locations, event.data.locationId, { isActive: false }) };
      case 'LocationDetailsChanged': {
        const { locationId, ...details } = event.data;
        return { ...state, locations: updated(state.locations, locationId, { details }) };
      }
      case 'BookingDesignChanged':
        return { ...state, bookingDesign: event.data.design };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterBusiness':
        if (state.registered) throw new DomainError('The business is already registered', 409);
        return [
          {
            type: 'BusinessRegistered',
            data: {
              businessId: command.businessId,
              businessName: command.businessName,
              timeZone: command.timeZone,
              currency: command.currency,
            },
          },
        ];
      case 'UpdateBusinessSettings': {
        if (!state.registered) throw new DomainError('The business is not registered yet', 404);
        const businessName = command.businessName.trim();
        const businessLogo = command.businessLogo === undefined ? state.businessLogo : command.businessLogo;
        const payroll = command.payroll ?? state.payroll;
        const payrollChanged = JSON.stringify(payroll) !== JSON.stringify(state.payroll);
        if (businessName === state.businessName && businessLogo === state.businessLogo && !payrollChanged) return [];
        return [
          { type: 'BusinessSettingsUpdated', data: { businessName, businessLogo, ...(payrollChanged && payroll ? { payroll } : {}) } },
        ];
      }
      case 'AddLocation': {
        if (!state.registered) throw new DomainError('Register the business before adding locations', 409);
        if (state.locations.has(command.locationId)) throw new DomainError('That location already exists', 409);
        const name = uniqueName(state, command.name, null);
        // Exactly one default: the first location is the default whatever was asked.
        const hasDefault = [...state.locations.values()].some((location) => location.isDefault);
        return [{ type: 'LocationAdded', data: { locationId: command.locationId, name, isDefault: command.isDefault || !hasDefault } }];
      }
      case 'RenameLocation': {
        const location = existing(state, command.locationId);
        const name = uniqueName(state, command.name, command.locationId);
        return name === location.name ? [] : [{ type: 'LocationRenamed', data: { locationId: command.locationId, name } }];
      }
      case 'SetDefaultLocation': {
        const location = existing(state, command.locationId);
        if (location.isDefault) return [];
        if (!location.isActive) throw new DomainError('An inactive location cannot be the default; activate it first', 409);
        return [{ type: 'DefaultLocationChanged', data: { locationId: command.locationId } }];
      }
      case 'ActivateLocation': {
        const location = existing(state, command.locationId);
        return location.isActive ? [] : [{ type: 'LocationActivated', data: { locationId: command.locationId } }];
      }
      case 'DeactivateLocation': {
        const location = existing(state, command.locationId);
        if (!location.isActive) return [];
        if (location.isDefault)
          throw new DomainError('The default location cannot be deactivated; make another location the default first', 409);
        return [{ type: 'LocationDeactivated', data: { locationId: command.locationId } }];
      }
      case 'ChangeLocationDetails': {
        const location = existing(state, command.locationId);
        const details: LocationDetails = {
          timeZone: command.details.timeZone,
          address: command.details.address,
          phone: command.details.phone,
          taxRateBasisPoints: command.details.taxRateBasisPoints,
          openingHours: [...command.details.openingHours]
            .sort((a, b) => a.weekday - b.weekday)
            .map((day) => ({ weekday: day.weekday, hours: [...day.hours].sort((a, b) => a.start.localeCompare(b.start)) })),
        };
        if (location.details && sameDetails(location.details, details)) return [];
        return [{ type: 'LocationDetailsChanged', data: { locationId: command.locationId, ...details } }];
      }
      case 'SetBookingDesign': {
        if (!state.registered) throw new DomainError('The business is not registered yet', 404);
        const design = checkedDesign(command);
        if (state.bookingDesign && designKey(state.bookingDesign) === designKey(design)) return [];
        return [{ type: 'BookingDesignChanged', data: { design } }];
      }
      default:
        return unhandled(command);
    }
  },
};
