import type { ServiceCategoryInput, ServiceInput, SetServiceStaffInput } from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, useCommand } from '../../../commands/use-command';

// Categories, services and who performs them all live on the 'services' topic.

export function useSaveCategory() {
  return useCommand({
    request: ({ id, input }: { id: string | null; input: ServiceCategoryInput }) =>
      id ? { path: entityPath('/api/service-categories', id), method: 'PUT', body: input } : { path: '/api/service-categories', method: 'POST', body: input },
    topics: ['services'],
  });
}

export function useDeleteCategory() {
  return useCommand({ request: (id: string) => ({ path: entityPath('/api/service-categories', id), method: 'DELETE' }), topics: ['services'] });
}

export function useSaveService() {
  return useCommand({
    request: ({ id, input }: { id: string | null; input: ServiceInput }) => (id ? { path: entityPath('/api/services', id), method: 'PUT', body: input } : { path: '/api/services', method: 'POST', body: input }),
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
