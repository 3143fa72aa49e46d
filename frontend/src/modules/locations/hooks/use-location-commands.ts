import type { LocationDetails } from '@chairside/shared/business/business-dto';
import { entityPath, useActionCommand, useCommand } from '../../../commands/use-command';

const base = '/api/locations';

export function useCreateLocation() {
  return useCommand({
    request: (input: { name: string; isDefault: boolean }) => ({
      path: base,
      method: 'POST',
      body: { name: input.name.trim(), isDefault: input.isDefault },
    }),
    topics: ['locations'],
  });
}

export function useRenameLocation() {
  return useCommand({
    request: (input: { id: string; name: string }) => ({
      path: entityPath(base, input.id),
      method: 'PUT',
      body: { name: input.name.trim() },
    }),
    topics: ['locations'],
  });
}

export type LocationAction = 'default' | 'activate' | 'deactivate';

export function useLocationAction() {
  return useActionCommand<LocationAction>(base, ['locations']);
}

export function useLocationDetails() {
  return useCommand({
    request: (input: { id: string; details: LocationDetails }) => ({
      path: `${entityPath(base, input.id)}/details`,
      method: 'PUT',
      body: input.details,
    }),
    topics: ['locations'],
  });
}
