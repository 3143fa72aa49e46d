import type { PermissionGroup } from '@chairside/shared/identity/identity-dto';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeletePermissionGroup } from '../hooks/use-permission-commands';

export function DeleteGroupDialog({ group, onClose }: { group: PermissionGroup; onClose(deleted: boolean): void }) {
  const remove = useDeletePermissionGroup();
  const members = group.memberCount === 1 ? '1 member loses' : `${group.memberCount} members lose`;
  return (
    <ConfirmDialog
      title={`Delete ${group.name}?`}
      confirmText="Delete group"
      intent="danger"
      status={remove}
      errorTitle="Could not delete the group"
      onConfirm={() => remove.mutate(group.id, { onSuccess: () => onClose(true) })}
      onClose={() => onClose(false)}
    >
      <p>
        {group.memberCount > 0
          ? `${members} the permissions this group gives them, unless another group or a direct grant gives them too.`
          : 'Nobody is in this group.'}{' '}
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
