import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { PermissionGroup } from '@chairside/shared/identity/identity-dto';
import { useDeletePermissionGroup } from './use-permission-group-commands';

export function DeleteGroupDialog({ group, onClose }: { group: PermissionGroup; onClose(deleted: boolean): void }) {
  const remove = useDeletePermissionGroup();
  const members = group.memberCount === 1 ? '1 member loses' : `${group.memberCount} members lose`;
  return (
    <Dialog isOpen role="alertdialog" title={`Delete ${group.name}?`} onClose={remove.isPending ? undefined : () => onClose(false)} className="permissions-confirm" portalClassName="business-dialog-portal">
      <DialogBody>
        <p>
          {group.memberCount > 0 ? `${members} the permissions this group gives them, unless another group or a direct grant gives them too.` : 'Nobody is in this group.'} This
          cannot be undone.
        </p>
        {remove.error ? (
          <Callout intent="danger" role="alert" title="Could not delete the group" compact>
            {remove.error.message}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" disabled={remove.isPending} onClick={() => onClose(false)} />
            <Button intent="danger" text="Delete group" loading={remove.isPending} disabled={remove.isPending} onClick={() => remove.mutate(group.id, { onSuccess: () => onClose(true) })} />
          </>
        }
      />
    </Dialog>
  );
}
