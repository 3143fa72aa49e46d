import { useActionCommand, useSaveCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';
import type { ResourceKind } from '../resource-kind';

// A room's or device's services show on those services too, so the 'services' topic is read again with its own.
export function useResourceCommands(kind: ResourceKind) {
  const topics = [kind.topic, 'services'] as const;
  const save = useSaveCommand<unknown>(kind.apiBase, topics);
  const action = useActionCommand<ArchiveAction>(kind.apiBase, topics);
  return { save, action };
}
