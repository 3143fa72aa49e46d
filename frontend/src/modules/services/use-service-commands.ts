import type { ServiceCategoryInput, ServiceInput, SetServiceStaffInput } from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, useCatalogueCommand } from '../catalogue/use-catalogue-command';

// Categories, services and who performs them all live on the 'services' topic.
const serviceKeys = [['services'], ['service-categories']] as const;

export function useCreateCategory() {
  return useCatalogueCommand((input: ServiceCategoryInput) => ({ path: '/api/service-categories', method: 'POST', body: input }), serviceKeys);
}

export function useUpdateCategory() {
  return useCatalogueCommand(({ id, input }: { id: string; input: ServiceCategoryInput }) => ({ path: entityPath('/api/service-categories', id), method: 'PUT', body: input }), serviceKeys);
}

export function useDeleteCategory() {
  return useCatalogueCommand((id: string) => ({ path: entityPath('/api/service-categories', id), method: 'DELETE' }), serviceKeys);
}

export function useCreateService() {
  return useCatalogueCommand((input: ServiceInput) => ({ path: '/api/services', method: 'POST', body: input }), serviceKeys);
}

export function useUpdateService() {
  return useCatalogueCommand(({ id, input }: { id: string; input: ServiceInput }) => ({ path: entityPath('/api/services', id), method: 'PUT', body: input }), serviceKeys);
}

export function useSetServiceStaff() {
  return useCatalogueCommand(({ id, input }: { id: string; input: SetServiceStaffInput }) => ({ path: entityPath('/api/services', id, 'staff'), method: 'PUT', body: input }), serviceKeys);
}

export type ServiceAction = 'archive' | 'restore';

export function useServiceAction() {
  return useCatalogueCommand(({ id, action }: { id: string; action: ServiceAction }) => ({ path: entityPath('/api/services', id, action), method: 'POST' }), serviceKeys);
}

export function useDeleteService() {
  return useCatalogueCommand((id: string) => ({ path: entityPath('/api/services', id), method: 'DELETE' }), serviceKeys);
}
