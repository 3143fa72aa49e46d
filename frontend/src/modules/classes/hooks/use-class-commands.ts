import type { ClassTypeInput } from '@chairside/shared/catalogue/catalogue-dto';
import { entityPath, saveRequest, useCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';

export function useSaveClass() {
  return useCommand({
    request: ({ id, input }: { id: string | null; input: ClassTypeInput }) => saveRequest('/api/classes', id, input),
    topics: ['classes'],
  });
}

export function useClassAction() {
  return useCommand({ request: ({ id, action }: { id: string; action: ArchiveAction }) => ({ path: entityPath('/api/classes', id, action), method: 'POST' }), topics: ['classes'] });
}
