import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import type { BusinessEvent, LocationDetailsChanged } from '@chairside/shared/business/business-events';
import { type Decider, unhandled } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

type LocationDetails = Omit<LocationDetailsChanged['data'], 'locationId'>;
type LocationState = { name: string; isDefault: boolean; isActive: boolean; details: LocationDetails | null };

export type BusinessState = {
  registered: boolean;
  businessName: string;
  businessLogo: string | null;
  locations: Map<string, LocationState>;
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
    if (id !== self && location.name.toLowerCase() === name.toLowerCase()) throw new DomainError(`A location named "${name}" already exists`, 409);
  }
  return name;
}

// Field by field (a stored event's keys may come back in another order).
const hoursKey = (hours: LocationDetails['openingHours']) => hours.map((day) => `${day.weekday}:${day.hours.map((range) => `${range.start}-${range.end}`).join(',')}`).join(' ');
const sameDetails = (a: LocationDetails, b: LocationDetails) =>
  a.timeZone === b.timeZone && a.address === b.address && a.phone === b.phone && hoursKey(a.openingHours) === hoursKey(b.openingHours);

export const businessDecider: Decider<BusinessState, BusinessCommand, BusinessEvent> = {
  initialState: () => ({ registered: false, businessName: '', businessLogo: null, locations: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'BusinessRegistered':
        return { ...state, registered: true, businessName: event.data.businessName };
      case 'BusinessSettingsUpdated':
        return { ...state, businessName: event.data.businessName, businessLogo: event.data.businessLogo };
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
        // The booking design is read from its read model; no business rule depends on it.
        return state;
      default:
        return unhandled(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterBusiness':
        if (state.registered) throw new DomainError('The business is already registered', 409);
        return [
          {
            type: 'BusinessRegistered',
            data: { businessId: command.businessId, businessName: command.businessName, timeZone: command.timeZone, currency: command.currency },
          },
        ];
      case 'UpdateBusinessSettings': {
        if (!state.registered) throw new DomainError('The business is not registered yet', 404);
        const businessName = command.businessName.trim();
        const businessLogo = command.businessLogo === undefined ? state.businessLogo : command.businessLogo;
        if (businessName === state.businessName && businessLogo === state.businessLogo) return [];
        return [{ type: 'BusinessSettingsUpdated', data: { businessName, businessLogo } }];
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
        if (location.isDefault) throw new DomainError('The default location cannot be deactivated; make another location the default first', 409);
        return [{ type: 'LocationDeactivated', data: { locationId: command.locationId } }];
      }
      case 'ChangeLocationDetails': {
        const location = existing(state, command.locationId);
        const details: LocationDetails = {
          timeZone: command.details.timeZone,
          address: command.details.address,
          phone: command.details.phone,
          openingHours: [...command.details.openingHours].sort((a, b) => a.weekday - b.weekday).map((day) => ({ weekday: day.weekday, hours: [...day.hours].sort((a, b) => a.start.localeCompare(b.start)) })),
        };
        if (location.details && sameDetails(location.details, details)) return [];
        return [{ type: 'LocationDetailsChanged', data: { locationId: command.locationId, ...details } }];
      }
      default:
        return unhandled(command);
    }
  },
};
