import { entityPath, saveRequest, useCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';
import type { ResourceKind } from '../resource-kind';

// A room's or device's services show on those services too, so the 'services' topic is read again with its own.
export function useResourceCommands(kind: ResourceKind) {
  const topics = [kind.topic, 'services'] as const;
  const save = useCommand({
    request: ({ id, body }: { id: string | null; body: unknown }) => saveRequest(kind.apiBase, id, body),
    topics,
  });
  const action = useCommand({ request: ({ id, action }: { id: string; action: ArchiveAction }) => ({ path: entityPath(kind.apiBase, id, action), method: 'POST' }), topics });
  return { save, action };
}
