import { useState } from 'react';
import { Button, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { PermissionGroup } from '@chairside/shared/identity/identity-dto';
import { closeWithToast } from '../../../shell/toasts';
import { EmptyState } from '../../../ui/empty-state';
import { DeleteGroupDialog } from './delete-group-dialog';
import { permissionAdminQueries, type PermissionCatalogueEntry } from '../permissions-queries';
import { PermissionGroupDialog } from './permission-group-dialog';
import { QueryStatus } from '../../../ui/query-error';

type Editing = { group: PermissionGroup | null } | null;

export function GroupsPanel({ catalogue }: { catalogue: readonly PermissionCatalogueEntry[] }) {
  const groups = useQuery(permissionAdminQueries.groups());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PermissionGroup | null>(null);
  const labels = new Map(catalogue.map((entry) => [entry.name, entry.label]));

  return (
    <div className="permissions-panel">
      <div className="permissions-panel-header">
        <p className="permissions-muted">
          A group bundles permissions; everyone in it holds them. Administrators always hold every permission.
        </p>
        <Button intent="primary" icon="plus" text="New group" onClick={() => setEditing({ group: null })} />
      </div>
      <QueryStatus query={groups} errorTitle="Could not load the groups" loadingLabel="Loading groups" />
      {groups.isSuccess && groups.data.length === 0 ? (
        <EmptyState
          icon="people"
          title="No groups yet"
          description="Create a group to give several people the same permissions."
          level={2}
        />
      ) : null}
      <ul className="permissions-list" aria-label="Permission groups">
        {(groups.data ?? []).map((group) => (
          <li key={group.id}>
            <Card className="permissions-card" role="group" aria-labelledby={`group-${group.id}`}>
              <div className="permissions-card-main">
                <h2 id={`group-${group.id}`} className="permissions-card-title">
                  {group.name}
                </h2>
                {group.description ? <p className="permissions-muted">{group.description}</p> : null}
                <div className="permissions-tags">
                  <Tag minimal round>
                    {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`}
                  </Tag>
                  <Tag minimal round intent="primary" title={group.permissions.map((name) => labels.get(name) ?? name).join(', ')}>
                    {group.permissions.length === 1 ? '1 permission' : `${group.permissions.length} permissions`}
                  </Tag>
                </div>
              </div>
              <div className="permissions-card-actions">
                <Button size="small" icon="edit" text="Edit" onClick={() => setEditing({ group })} />
                <Button size="small" icon="trash" intent="danger" variant="outlined" text="Delete" onClick={() => setDeleting(group)} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {editing ? (
        <PermissionGroupDialog
          group={editing.group}
          catalogue={catalogue}
          onClose={closeWithToast(
            () => setEditing(null),
            (saved) => `Group ${saved} saved`,
          )}
        />
      ) : null}
      {deleting ? (
        <DeleteGroupDialog group={deleting} onClose={closeWithToast(() => setDeleting(null), `Group ${deleting.name} deleted`)} />
      ) : null}
    </div>
  );
}
