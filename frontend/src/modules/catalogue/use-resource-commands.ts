import { entityPath, useCatalogueCommand } from './use-catalogue-command';
import type { ResourceKind } from './resource-kind';

export type ResourceAction = 'archive' | 'restore';

// A room's or device's services show on those services too, so both lists are read again.
export function useResourceCommands(kind: ResourceKind) {
  const keys = [[kind.queryKey], ['services']];
  const create = useCatalogueCommand((body: unknown) => ({ path: kind.apiBase, method: 'POST', body }), keys);
  const update = useCatalogueCommand(({ id, body }: { id: string; body: unknown }) => ({ path: entityPath(kind.apiBase, id), method: 'PUT', body }), keys);
  const action = useCatalogueCommand(({ id, action }: { id: string; action: ResourceAction }) => ({ path: entityPath(kind.apiBase, id, action), method: 'POST' }), keys);
  return { create, update, action };
}
