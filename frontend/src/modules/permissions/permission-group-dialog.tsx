import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { savePermissionGroupSchema, type PermissionGroup } from '@chairside/shared/identity/identity-dto';
import type { PermissionCatalogueEntry } from './permission-admin-queries';
import { PermissionChecklist } from './permission-checklist';
import { useSavePermissionGroup } from './use-permission-group-commands';

type PermissionGroupDialogProps = { group: PermissionGroup | null; catalogue: readonly PermissionCatalogueEntry[]; onClose(saved: string | null): void };

// Create (group null) or edit a permission group: its name, description and permissions.
export function PermissionGroupDialog({ group, catalogue, onClose }: PermissionGroupDialogProps) {
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(group?.permissions ?? []);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useSavePermissionGroup();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savePermissionGroupSchema.safeParse({ name, description, permissions });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Check the group fields');
      return;
    }
    save.mutate({ id: group?.id ?? null, input: parsed.data }, { onSuccess: () => onClose(parsed.data.name) });
  };

  return (
    <Dialog isOpen title={group ? `Edit ${group.name}` : 'New group'} onClose={save.isPending ? undefined : () => onClose(null)} className="permissions-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup label="Group name" labelFor="group-name">
            <InputGroup
              id="group-name"
              autoFocus
              value={name}
              onValueChange={(value) => {
                setInvalid(null);
                setName(value);
              }}
            />
          </FormGroup>
          <FormGroup label="Description" labelFor="group-description">
            <TextArea id="group-description" fill rows={2} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
          </FormGroup>
          <h3 className="permissions-subheading">Permissions ({permissions.length})</h3>
          <PermissionChecklist idPrefix="group" catalogue={catalogue} selected={permissions} disabled={save.isPending} onChange={setPermissions} />
          {invalid ? (
            <Callout intent="warning" role="alert" compact>
              {invalid}
            </Callout>
          ) : null}
          {save.error ? (
            <Callout intent="danger" role="alert" title="Could not save the group" compact>
              {save.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={save.isPending} onClick={() => onClose(null)} />
              <Button type="submit" intent="primary" text={group ? 'Save group' : 'Create group'} loading={save.isPending} disabled={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
