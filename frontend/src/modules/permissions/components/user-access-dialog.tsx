import { useState } from 'react';
import { Checkbox, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { PermissionGroup, UserSummary } from '@chairside/shared/identity/identity-dto';
import { FormDialog } from '../../../ui/form-dialog';
import { QueryError } from '../../../ui/query-error';
import { permissionAdminQueries, type PermissionCatalogueEntry } from '../permissions-queries';
import { groupByArea, PermissionChecklist } from './permission-checklist';
import { useSaveUserAccess } from '../hooks/use-permission-commands';

type UserAccessDialogProps = {
  user: UserSummary;
  groups: readonly PermissionGroup[];
  catalogue: readonly PermissionCatalogueEntry[];
  onClose(saved: boolean): void;
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

// One user's groups and direct permissions, with the effective result (groups ∪ direct).
export function UserAccessDialog({ user, groups, catalogue, onClose }: UserAccessDialogProps) {
  const [groupIds, setGroupIds] = useState<string[]>(user.groups.map((group) => group.id));
  const [direct, setDirect] = useState<string[]>(user.directPermissions);
  const effective = useQuery(permissionAdminQueries.effective(user.id));
  const save = useSaveUserAccess();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  const groupsChanged = !sameSet(
    groupIds,
    user.groups.map((group) => group.id),
  );
  const directChanged = !sameSet(direct, user.directPermissions);
  const dirty = groupsChanged || directChanged;
  // While editing, show what the user will hold once saved; otherwise what the server says they hold.
  const preview = new Set(direct);
  for (const group of groups) if (groupIds.includes(group.id)) for (const permission of group.permissions) preview.add(permission);
  const holds = dirty ? [...preview] : (effective.data?.permissions ?? []);
  const held = new Set(holds);

  const submit = () =>
    save.mutate(
      { userId: user.id, groupIds: groupsChanged ? groupIds : undefined, permissions: directChanged ? direct : undefined },
      { onSuccess: () => onClose(true) },
    );

  return (
    <FormDialog
      title={`Access for ${name}`}
      className="permissions-dialog"
      status={save}
      errorTitle="Could not save the access"
      submitText="Save access"
      submitDisabled={!dirty}
      onSubmit={submit}
      onClose={() => onClose(false)}
    >
      <fieldset className="permissions-area">
        <legend className="permissions-area-legend">Groups</legend>
        {groups.length === 0 ? <p className="permissions-muted">There are no groups yet.</p> : null}
        {groups.map((group) => (
          <Checkbox
            key={group.id}
            label={group.name}
            checked={groupIds.includes(group.id)}
            disabled={save.isPending}
            onChange={(event) =>
              setGroupIds(event.currentTarget.checked ? [...groupIds, group.id] : groupIds.filter((id) => id !== group.id))
            }
          />
        ))}
      </fieldset>
      <h3 className="permissions-subheading">Direct permissions ({direct.length})</h3>
      <p className="permissions-muted">Granted to {name} alone, on top of the groups.</p>
      <PermissionChecklist
        idPrefix={`direct-${user.id}`}
        catalogue={catalogue}
        selected={direct}
        disabled={save.isPending}
        onChange={setDirect}
      />
      <section className="permissions-effective" aria-labelledby="effective-heading">
        <h3 id="effective-heading" className="permissions-subheading">
          {dirty ? 'Effective permissions after saving' : 'Effective permissions'} ({holds.length})
        </h3>
        {!dirty && effective.isPending ? <Spinner size={20} aria-label="Loading effective permissions" /> : null}
        {!dirty ? <QueryError error={effective.error} compact /> : null}
        {holds.length === 0 && (dirty || effective.isSuccess) ? <p className="permissions-muted">No permissions.</p> : null}
        <ul className="permissions-effective-list" aria-label="Effective permissions">
          {groupByArea(catalogue)
            .flatMap(([, entries]) => entries)
            .filter((entry) => held.has(entry.name))
            .map((entry) => (
              <li key={entry.name}>
                <Tag minimal round title={entry.name}>
                  {entry.label}
                </Tag>
              </li>
            ))}
        </ul>
      </section>
    </FormDialog>
  );
}
