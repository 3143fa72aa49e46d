import { useMemo, useState } from 'react';
import { Button, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import { formatPhone } from '@chairside/shared/format/phone-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { closeWithToast } from '../../shell/toasts';
import { DataTable } from '../../ui/data-table';
import { QueryError } from '../../ui/query-error';
import { locationNames, staffColumns } from './components/staff-columns';
import { StaffAccountDialog } from './components/staff-account-dialog';
import { StaffFormDialog } from './components/staff-form-dialog';
import type { StaffAction } from './components/staff-row-actions';
import { StaffServicesDialog } from './components/staff-services-dialog';
import { StaffStatusDialog } from './components/staff-status-dialog';
import { StaffPayDialog } from './components/staff-pay-dialog';
import { staffQueries } from './staff-queries';
import './staff.css';
import { NoLocationSelected } from '../../shell/location-gate';

type DialogState = { kind: 'create' } | { kind: StaffAction; member: StaffMember } | null;

// /staff: the team at the header's location; live through topic 'staff'.
export function StaffPage() {
  const { location, locations, loading: locationLoading } = useSelectedLocation();
  const { loading, can, canAny } = usePermissions();
  const canView = canAny(['view_staff', 'edit_staff']);
  const canEdit = can('edit_staff');
  const rights = useMemo(
    () => ({
      canEdit,
      canEditServices: canAny(['edit_staff', 'edit_services']),
      canSeeSchedules: canAny(['view_schedules', 'edit_schedules']),
    }),
    [canEdit, canAny],
  );
  const [includeInactive, setIncludeInactive] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const staff = useQuery({
    ...staffQueries.list({ locationId: location?.id ?? null, includeInactive }),
    enabled: !loading && canView && Boolean(location),
  });
  const columns = useMemo(() => staffColumns(locations, rights, (kind, member) => setDialog({ kind, member })), [locations, rights]);

  if (!loading && !canView) {
    return (
      <PageFrame title="Staff">
        <NonIdealState
          icon="lock"
          title="You cannot see the team"
          description="Seeing staff profiles needs the view_staff permission. Ask an administrator if you need it."
        />
      </PageFrame>
    );
  }

  const where = location ? ` at ${location.name}` : '';
  return (
    <PageFrame
      title="Staff"
      description={`Everyone who works${where}: profiles, sign-in, locations, services and pay.`}
      actions={canEdit ? <Button intent="primary" icon="plus" text="Add staff" onClick={() => setDialog({ kind: 'create' })} /> : null}
    >
      <div className="staff-page">
        {loading || locationLoading || staff.isLoading ? <Spinner aria-label="Loading staff..." /> : null}
        <NoLocationSelected description="Choose a location in the header to see its team." />
        <QueryError error={staff.error} title="Could not load the staff" />
        {staff.isSuccess ? (
          <DataTable
            label="Staff"
            rows={staff.data}
            columns={columns}
            searchText={(member) =>
              [
                displayName(member),
                member.title,
                member.email ?? '',
                member.phone ? `${member.phone} ${formatPhone(member.phone)}` : '',
                member.username ?? '',
                locationNames(member, locations),
              ].join(' ')
            }
            initialSort={{ key: 'name', direction: 'ascending' }}
            rowClassName={(member) => (member.isActive ? undefined : 'data-table-muted')}
            toolbar={
              <Switch
                className="staff-inactive-switch"
                label="Show inactive"
                checked={includeInactive}
                onChange={(event) => setIncludeInactive(event.currentTarget.checked)}
              />
            }
            empty={
              <NonIdealState
                icon="people"
                title={includeInactive ? `No staff${where}` : `No active staff${where}`}
                description={canEdit ? 'Add a team member with “Add staff”.' : undefined}
              />
            }
          />
        ) : null}
      </div>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <StaffFormDialog
          member={dialog.kind === 'edit' ? dialog.member : null}
          onClose={closeWithToast(
            () => setDialog(null),
            (saved) => (dialog.kind === 'create' ? `${saved} added` : `${saved} saved`),
          )}
        />
      ) : null}
      {dialog?.kind === 'pay' ? (
        <StaffPayDialog
          member={dialog.member}
          onClose={closeWithToast(() => setDialog(null), `New rate of ${displayName(dialog.member)} saved`)}
        />
      ) : null}
      {dialog?.kind === 'services' ? (
        <StaffServicesDialog
          member={dialog.member}
          onClose={closeWithToast(() => setDialog(null), `Services of ${displayName(dialog.member)} saved`)}
        />
      ) : null}
      {dialog?.kind === 'account' ? (
        <StaffAccountDialog
          member={dialog.member}
          onClose={closeWithToast(
            () => setDialog(null),
            (name) => `${name} can now sign in`,
          )}
        />
      ) : null}
      {dialog?.kind === 'status' ? (
        <StaffStatusDialog
          member={dialog.member}
          onClose={closeWithToast(
            () => setDialog(null),
            `${displayName(dialog.member)} ${dialog.member.isActive ? 'has been deactivated' : 'is active again'}`,
          )}
        />
      ) : null}
    </PageFrame>
  );
}
