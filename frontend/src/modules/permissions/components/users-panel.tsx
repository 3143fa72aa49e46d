import { useState } from 'react';
import { Button, Card, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import type { UserSummary } from '@chairside/shared/identity/identity-dto';
import { closeWithToast } from '../../../shell/toasts';
import { permissionAdminQueries, type PermissionCatalogueEntry } from '../permissions-queries';
import { UserAccessDialog } from './user-access-dialog';
import { QueryStatus } from '../../../ui/query-error';

function roleNote(user: UserSummary): string | null {
  if (user.role === 'admin') return 'Administrators hold every permission.';
  if (user.role === 'client') return 'Clients only use the booking page.';
  return null;
}

export function UsersPanel({ catalogue }: { catalogue: readonly PermissionCatalogueEntry[] }) {
  const users = useQuery(permissionAdminQueries.users());
  const groups = useQuery(permissionAdminQueries.groups());
  const [editing, setEditing] = useState<UserSummary | null>(null);

  return (
    <div className="permissions-panel">
      <p className="permissions-muted">A staff member holds the permissions of their groups plus any granted to them directly.</p>
      <QueryStatus query={users} errorTitle="Could not load the users" loadingLabel="Loading users" />
      <ul className="permissions-list" aria-label="Users">
        {(users.data ?? []).map((user) => {
          const note = roleNote(user);
          return (
            <li key={user.id}>
              <Card className="permissions-card" role="group" aria-labelledby={`user-${user.id}`}>
                <div className="permissions-card-main">
                  <h2 id={`user-${user.id}`} className="permissions-card-title">
                    {displayName(user)}
                  </h2>
                  <p className="permissions-muted">
                    {user.username} · {user.email}
                  </p>
                  <div className="permissions-tags">
                    <Tag round intent={user.role === 'admin' ? 'warning' : 'none'}>
                      {user.role}
                    </Tag>
                    {user.isActive ? null : (
                      <Tag round minimal>
                        Deactivated
                      </Tag>
                    )}
                    {user.groups.map((group) => (
                      <Tag key={group.id} round minimal intent="primary">
                        {group.name}
                      </Tag>
                    ))}
                    {user.directPermissions.length > 0 ? (
                      <Tag round minimal>
                        {user.directPermissions.length === 1
                          ? '1 direct permission'
                          : `${user.directPermissions.length} direct permissions`}
                      </Tag>
                    ) : null}
                  </div>
                  {note ? <p className="permissions-muted">{note}</p> : null}
                </div>
                {note ? null : (
                  <div className="permissions-card-actions">
                    <Button size="small" icon="key" text="Edit access" disabled={!groups.isSuccess} onClick={() => setEditing(user)} />
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      {editing && groups.data ? (
        <UserAccessDialog
          key={editing.id}
          user={editing}
          groups={groups.data}
          catalogue={catalogue}
          onClose={closeWithToast(() => setEditing(null), `Access for ${displayName(editing)} saved`)}
        />
      ) : null}
    </div>
  );
}
