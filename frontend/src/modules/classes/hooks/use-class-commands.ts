import type { ClassTypeInput } from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, useCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';

export function useSaveClass() {
  return useCommand({
    request: ({ id, input }: { id: string | null; input: ClassTypeInput }) => (id ? { path: entityPath('/api/classes', id), method: 'PUT', body: input } : { path: '/api/classes', method: 'POST', body: input }),
    topics: ['classes'],
  });
}

export function useClassAction() {
  return useCommand({ request: ({ id, action }: { id: string; action: ArchiveAction }) => ({ path: entityPath('/api/classes', id, action), method: 'POST' }), topics: ['classes'] });
}
