import type { CatalogueCommand } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent } from '@chairside/shared/catalogue/catalogue-events';
import { type Decider, unhandled } from '../commands/decider';
import { decideClassTypes } from './catalogue-classes-decider';
import { decideResources } from './catalogue-resources-decider';
import { decideServiceCatalogue } from './catalogue-services-decider';
import { evolveCatalogue, initialCatalogueState, type CatalogueState } from './catalogue-state';

export type { CatalogueState } from './catalogue-state';

// One decider for the one catalogue stream (rules span its parts: a class's room, a service's history),
// its rules kept per entity: services and categories, rooms and devices, classes.
export const catalogueDecider: Decider<CatalogueState, CatalogueCommand, CatalogueEvent> = {
  initialState: initialCatalogueState,
  evolve: evolveCatalogue,

  decide(command, state) {
    switch (command.type) {
      case 'CreateServiceCategory':
      case 'UpdateServiceCategory':
      case 'DeleteServiceCategory':
      case 'CreateService':
      case 'UpdateService':
      case 'ArchiveService':
      case 'RestoreService':
      case 'DeleteService':
      case 'SetServiceStaff':
      case 'SetServiceLocations':
      case 'SetStaffServices':
        return decideServiceCatalogue(command, state);
      case 'CreateRoom':
      case 'UpdateRoom':
      case 'ArchiveRoom':
      case 'RestoreRoom':
      case 'CreateDevice':
      case 'UpdateDevice':
      case 'ArchiveDevice':
      case 'RestoreDevice':
        return decideResources(command, state);
      case 'CreateClassType':
      case 'UpdateClassType':
      case 'ArchiveClassType':
      case 'RestoreClassType':
        return decideClassTypes(command, state);
      default:
        return unhandled(command);
    }
  },
};
