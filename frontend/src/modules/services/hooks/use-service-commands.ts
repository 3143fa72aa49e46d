import type {
  ServiceCategoryInput,
  ServiceInput,
  SetServiceLocationsInput,
  SetServiceStaffInput,
} from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, useActionCommand, useCommand, useDeleteCommand, useSaveCommand } from '../../../commands/use-command';

// Categories, services and who performs them all live on the 'services' topic.

export function useSaveCategory() {
  return useSaveCommand<ServiceCategoryInput>('/api/service-categories', ['services']);
}

export function useDeleteCategory() {
  return useDeleteCommand('/api/service-categories', ['services']);
}

export function useSaveService() {
  return useSaveCommand<ServiceInput>('/api/services', ['services']);
}

export function useSetServiceStaff() {
  return useCommand({
    request: ({ id, input }: { id: string; input: SetServiceStaffInput }) => ({
      path: entityPath('/api/services', id, 'staff'),
      method: 'PUT',
      body: input,
    }),
    topics: ['services'],
  });
}

export function useSetServiceLocations() {
  return useCommand({
    request: ({ id, input }: { id: string; input: SetServiceLocationsInput }) => ({
      path: entityPath('/api/services', id, 'locations'),
      method: 'PUT',
      body: input,
    }),
    topics: ['services'],
  });
}

export type ServiceAction = 'archive' | 'restore';

export function useServiceAction() {
  return useActionCommand<ServiceAction>('/api/services', ['services']);
}

export function useDeleteService() {
  return useDeleteCommand('/api/services', ['services']);
}
