import type { ServiceCategoryInput, ServiceInput, SetServiceStaffInput } from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, saveRequest, useCommand } from '../../../commands/use-command';

// Categories, services and who performs them all live on the 'services' topic.

export function useSaveCategory() {
  return useCommand({
    request: ({ id, input }: { id: string | null; input: ServiceCategoryInput }) => saveRequest('/api/service-categories', id, input),
    topics: ['services'],
  });
}

export function useDeleteCategory() {
  return useCommand({ request: (id: string) => ({ path: entityPath('/api/service-categories', id), method: 'DELETE' }), topics: ['services'] });
}

export function useSaveService() {
  return useCommand({
    request: ({ id, input }: { id: string | null; input: ServiceInput }) => saveRequest('/api/services', id, input),
    topics: ['services'],
  });
}

export function useSetServiceStaff() {
  return useCommand({ request: ({ id, input }: { id: string; input: SetServiceStaffInput }) => ({ path: entityPath('/api/services', id, 'staff'), method: 'PUT', body: input }), topics: ['services'] });
}

export type ServiceAction = 'archive' | 'restore';

export function useServiceAction() {
  return useCommand({ request: ({ id, action }: { id: string; action: ServiceAction }) => ({ path: entityPath('/api/services', id, action), method: 'POST' }), topics: ['services'] });
}

export function useDeleteService() {
  return useCommand({ request: (id: string) => ({ path: entityPath('/api/services', id), method: 'DELETE' }), topics: ['services'] });
}
