import { Callout, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { EmptyState } from '../../ui/empty-state';
import { GroupsPanel } from './components/groups-panel';
import { permissionAdminQueries } from './permissions-queries';
import { UsersPanel } from './components/users-panel';
import './permissions.css';

// /permissions has no route guard (SPEC §2.4); the menu item is for admins and the server refuses
// everyone else, so a non-admin who types the URL is told so plainly.
export function PermissionsPage() {
  const { loading, isAdmin } = usePermissions();
  return (
    <PageFrame title="Permissions" description="Who may do what: permission groups, and each person's groups and direct permissions.">
      {loading ? <Spinner aria-label="Loading..." /> : isAdmin ? <PermissionsAdmin /> : <AdminsOnly />}
    </PageFrame>
  );
}

function AdminsOnly() {
  return (
    <EmptyState
      icon="lock"
      title="Only administrators can manage permissions"
      description="Ask an administrator if you need access to something you cannot open."
      level={2}
    />
  );
}

function PermissionsAdmin() {
  const catalogue = useQuery(permissionAdminQueries.catalogue());
  if (catalogue.isPending) return <Spinner aria-label="Loading permissions" />;
  if (catalogue.isError)
    return (
      <Callout intent="danger" role="alert" title="Could not load the permission list">
        {catalogue.error.message}
      </Callout>
    );
  return (
    <Tabs id="permissions-tabs" renderActiveTabPanelOnly size="large" className="permissions-tabs">
      <Tab id="groups" title="Groups" panel={<GroupsPanel catalogue={catalogue.data} />} />
      <Tab id="users" title="Users" panel={<UsersPanel catalogue={catalogue.data} />} />
    </Tabs>
  );
}
