import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import type { Decider } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

type LocationState = { name: string; isDefault: boolean; isActive: boolean };

export type BusinessState = {
  registered: boolean;
  businessName: string;
  businessLogo: string | null;
  locations: Map<string, LocationState>;
};

export const businessDecider: Decider<BusinessState, BusinessCommand, BusinessEvent> = {
  initialState: () => ({ registered: false, businessName: '', businessLogo: null, locations: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'BusinessRegistered':
        return { ...state, registered: true, businessName: event.data.businessName };
      case 'BusinessSettingsUpdated':
        return { ...state, businessName: event.data.businessName, businessLogo: event.data.businessLogo };
      case 'LocationAdded': {
        const locations = new Map(state.locations);
        if (event.data.isDefault) for (const [id, location] of locations) locations.set(id, { ...location, isDefault: false });
        locations.set(event.data.locationId, { name: event.data.name, isDefault: event.data.isDefault, isActive: true });
        return { ...state, locations };
      }
      case 'LocationDeactivated': {
        const locations = new Map(state.locations);
        const location = locations.get(event.data.locationId);
        if (location) locations.set(event.data.locationId, { ...location, isActive: false });
        return { ...state, locations };
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
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
        const name = command.name.trim();
        if (state.locations.has(command.locationId)) throw new DomainError('That location already exists', 409);
        for (const location of state.locations.values()) {
          if (location.name.toLowerCase() === name.toLowerCase()) throw new DomainError(`A location named "${name}" already exists`, 409);
        }
        return [{ type: 'LocationAdded', data: { locationId: command.locationId, name, isDefault: command.isDefault } }];
      }
      case 'DeactivateLocation': {
        const location = state.locations.get(command.locationId);
        if (!location) throw new DomainError('Location not found', 404);
        if (!location.isActive) return [];
        if (location.isDefault) throw new DomainError('The default location cannot be deactivated; make another location the default first', 409);
        return [{ type: 'LocationDeactivated', data: { locationId: command.locationId } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
