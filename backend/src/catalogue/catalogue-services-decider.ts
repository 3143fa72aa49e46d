import type { CreateService, ServiceCatalogueCommand, UpdateService } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent, ServiceFields } from '@chairside/shared/catalogue/catalogue-events';
import { DomainError } from '../commands/domain-error';
import { archivedHint, found, sameTerms, uniqueName, unchanged } from './catalogue-rules';
import type { CatalogueState } from './catalogue-state';
import { unhandled } from '../commands/decider';

// The catalogue decider's part for service categories, services and who performs them.

function serviceFields(state: CatalogueState, command: CreateService | UpdateService, self: string | null): ServiceFields {
  if (!state.categories.has(command.categoryId)) throw new DomainError('That category does not exist; choose another', 422);
  const name = uniqueName(
    state.services,
    command.name,
    self,
    (taken, archived) => `A service named "${taken}" already exists${archivedHint(archived)}`,
  );
  const { categoryId, description, durationMinutes, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed } =
    command;
  return {
    categoryId,
    name,
    description: description.trim(),
    durationMinutes,
    processingMinutes,
    bufferMinutes,
    priceCents,
    color,
    onlineBookable,
    resourceNeed,
  };
}

export function decideServiceCatalogue(command: ServiceCatalogueCommand, state: CatalogueState): CatalogueEvent[] {
  switch (command.type) {
    case 'CreateServiceCategory': {
      if (state.categories.has(command.categoryId)) throw new DomainError('That category already exists', 409);
      const name = uniqueName(state.categories, command.name, null, (taken) => `A category named "${taken}" already exists`);
      return [
        {
          type: 'ServiceCategoryCreated',
          data: { categoryId: command.categoryId, name, description: command.description.trim(), sortOrder: state.categoriesCreated },
        },
      ];
    }
    case 'UpdateServiceCategory': {
      const category = found(state.categories, command.categoryId, 'Category not found');
      const name = uniqueName(state.categories, command.name, command.categoryId, (taken) => `A category named "${taken}" already exists`);
      const description = command.description.trim();
      if (category.name === name && category.description === description) return [];
      return [{ type: 'ServiceCategoryUpdated', data: { categoryId: command.categoryId, name, description } }];
    }
    case 'DeleteServiceCategory': {
      const category = found(state.categories, command.categoryId, 'Category not found');
      const services = [...state.services.values()].filter((service) => service.categoryId === command.categoryId).length;
      if (services > 0) {
        throw new DomainError(
          `The category "${category.name}" still has ${services === 1 ? '1 service' : `${services} services`} (archived ones included); move them to another category first`,
          409,
        );
      }
      return [{ type: 'ServiceCategoryDeleted', data: { categoryId: command.categoryId } }];
    }

    case 'CreateService': {
      if (state.services.has(command.serviceId)) throw new DomainError('That service already exists', 409);
      return [{ type: 'ServiceCreated', data: { serviceId: command.serviceId, ...serviceFields(state, command, null) } }];
    }
    case 'UpdateService': {
      const service = found(state.services, command.serviceId, 'Service not found');
      const fields = serviceFields(state, command, command.serviceId);
      const {
        categoryId,
        name,
        description,
        durationMinutes,
        processingMinutes,
        bufferMinutes,
        priceCents,
        color,
        onlineBookable,
        resourceNeed,
      } = service;
      if (
        unchanged(
          {
            categoryId,
            name,
            description,
            durationMinutes,
            processingMinutes,
            bufferMinutes,
            priceCents,
            color,
            onlineBookable,
            resourceNeed,
          },
          fields,
        )
      )
        return [];
      return [{ type: 'ServiceUpdated', data: { serviceId: command.serviceId, ...fields } }];
    }
    case 'ArchiveService':
      return found(state.services, command.serviceId, 'Service not found').archived
        ? []
        : [{ type: 'ServiceArchived', data: { serviceId: command.serviceId } }];
    case 'RestoreService':
      return found(state.services, command.serviceId, 'Service not found').archived
        ? [{ type: 'ServiceRestored', data: { serviceId: command.serviceId } }]
        : [];
    case 'DeleteService': {
      const service = found(state.services, command.serviceId, 'Service not found');
      if (service.hasHistory)
        throw new DomainError(`"${service.name}" has history (staff, rooms or devices were linked to it); archive it instead`, 409);
      return [{ type: 'ServiceDeleted', data: { serviceId: command.serviceId } }];
    }
    case 'SetServiceStaff': {
      const service = found(state.services, command.serviceId, 'Service not found');
      const staff = command.staff.map(({ staffId, priceCents, durationMinutes }) => ({ staffId, priceCents, durationMinutes }));
      if (service.archived && staff.some((assignment) => !service.staff.has(assignment.staffId))) {
        throw new DomainError(`"${service.name}" is archived; restore it before adding staff to it`, 409);
      }
      if (staff.length === service.staff.size && staff.every((assignment) => sameTerms(service.staff.get(assignment.staffId), assignment)))
        return [];
      return [{ type: 'ServiceStaffSet', data: { serviceId: command.serviceId, staff } }];
    }
    case 'SetServiceLocations': {
      const service = found(state.services, command.serviceId, 'Service not found');
      const locationIds = command.locationIds === null ? null : [...new Set(command.locationIds)].sort();
      if (locationIds?.join() === service.locationIds?.join()) return [];
      return [{ type: 'ServiceLocationsSet', data: { serviceId: command.serviceId, locationIds } }];
    }
    case 'SetStaffServices': {
      const { staffId } = command;
      const services = command.services.map(({ serviceId, priceCents, durationMinutes }) => ({ serviceId, priceCents, durationMinutes }));
      for (const assignment of services) {
        const service = state.services.get(assignment.serviceId);
        if (!service) throw new DomainError('One of the chosen services no longer exists; reload and try again', 422);
        if (service.archived && !service.staff.has(staffId))
          throw new DomainError(`"${service.name}" is archived; restore it before assigning staff to it`, 409);
      }
      const current = [...state.services.values()].filter((service) => service.staff.has(staffId)).length;
      if (
        services.length === current &&
        services.every((assignment) => sameTerms(state.services.get(assignment.serviceId)?.staff.get(staffId), assignment))
      )
        return [];
      return [{ type: 'StaffServicesSet', data: { staffId, services } }];
    }
    default:
      return unhandled(command);
  }
}
