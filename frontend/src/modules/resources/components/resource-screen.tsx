import { useState } from 'react';
import { Button, NonIdealState, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../permissions/use-permissions';
import { PageFrame } from '../../../shell/page-frame';
import { useSelectedLocation } from '../../../shell/selected-location';
import { showToast } from '../../../shell/toasts';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { actionsColumn, ArchiveButton, EditButton, NameCell, type ArchiveAction } from '../../../ui/list-cells';
import { LoadingState } from '../../../ui/loading-state';
import { QueryError } from '../../../ui/query-error';
import { RefusalCallout, type Refusal } from '../../../ui/refusal-callout';
import { serviceQueries } from '../../services/services-queries';
import { useResourceCommands } from '../hooks/use-resource-commands';
import { capitalised, type ResourceKind, type ResourceRow } from '../resource-kind';
import { ResourceDialog } from './resource-dialog';
import '../../../ui/list-screen.css';

type DialogState = { resource: ResourceRow | null } | null;

// /rooms and /devices: the resources of the location chosen in the header, live on their topic.
export function ResourceScreen({ kind }: { kind: ResourceKind }) {
  const { location, loading: locationLoading } = useSelectedLocation();
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_services');
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const list = kind.useList(location?.id ?? '', showArchived);
  // Archived services too, so a resource still linked to one shows its name.
  const services = useQuery(serviceQueries.list(true));
  const { save, action } = useResourceCommands(kind);
  const serviceNames = new Map((services.data ?? []).map((service) => [service.id, service.name]));
  const title = capitalised(kind.noun);

  const run = (resource: ResourceRow, kindOfAction: ArchiveAction) => {
    setRefusal(null);
    action.mutate(
      { id: resource.id, action: kindOfAction },
      {
        onSuccess: () => showToast({ message: `${resource.name} ${kindOfAction === 'archive' ? 'archived' : 'restored'}`, intent: 'success' }),
        onError: (error) => setRefusal({ title: `Could not ${kindOfAction} ${resource.name}`, reason: error.message }),
      },
    );
  };

  const closeDialog = () => {
    save.reset();
    setDialog(null);
  };

  const columns: DataColumn<ResourceRow>[] = [
    {
      key: 'name',
      header: title,
      sortValue: (row) => row.name,
      render: (row) => <NameCell name={row.name} archived={row.archived} />,
    },
    { key: 'amount', header: kind.amountLabel, align: 'end', sortValue: (row) => row.amount, render: (row) => kind.amountText(row.amount) },
    {
      key: 'services',
      header: 'Services it serves',
      sortValue: (row) => row.serviceIds.length,
      render: (row) =>
        row.serviceIds.length === 0 ? (
          <span className="catalogue-muted">None yet</span>
        ) : (
          row.serviceIds.map((id) => serviceNames.get(id) ?? 'Unknown service').sort((a, b) => a.localeCompare(b)).join(', ')
        ),
    },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((row) => (
        <>
          <EditButton label={`Edit ${row.name}`} busy={action.isPending} onClick={() => setDialog({ resource: row })} />
          <ArchiveButton name={row.name} archived={row.archived} busy={action.isPending} onClick={(kindOfAction) => run(row, kindOfAction)} />
        </>
      )),
    );

  return (
    <PageFrame
      title={kind.title}
      description={location ? `${kind.description} At ${location.name}.` : kind.description}
      actions={canEdit && location ? <Button intent="primary" icon="plus" text={`Add ${kind.noun}`} onClick={() => setDialog({ resource: null })} /> : null}
    >
      <div className="catalogue-page">
        {refusal ? <RefusalCallout refusal={refusal} onDismiss={() => setRefusal(null)} /> : null}
        {locationLoading ? <LoadingState /> : null}
        {!locationLoading && !location ? <NonIdealState icon="map-marker" title="No location selected" description="Choose a location in the header first." /> : null}
        {location && list.isPending ? <LoadingState /> : null}
        <QueryError error={list.error} title={`Could not load the ${kind.title.toLowerCase()}`} />
        {location && list.isSuccess ? (
          <DataTable
            label={kind.title}
            rows={list.data}
            columns={columns}
            rowKey={(row) => row.id}
            searchText={(row) => `${row.name} ${row.serviceIds.map((id) => serviceNames.get(id) ?? '').join(' ')}`}
            searchLabel={`Search ${kind.title.toLowerCase()}`}
            initialSort={{ key: 'name', direction: 'ascending' }}
            rowClassName={(row) => (row.archived ? 'catalogue-archived-row' : undefined)}
            toolbar={<Switch label="Show archived" role="switch" checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} className="catalogue-switch" />}
            empty={
              <NonIdealState
                icon={kind.emptyIcon}
                title={`No ${kind.title.toLowerCase()} at ${location.name}`}
                description={canEdit ? `Add a ${kind.noun} and tick the services it serves.` : undefined}
              />
            }
          />
        ) : null}
      </div>
      {dialog && location ? (
        <ResourceDialog
          key={dialog.resource?.id ?? 'new'}
          kind={kind}
          resource={dialog.resource}
          locationId={location.id}
          locationName={location.name}
          services={services.data ?? []}
          status={save}
          onClose={closeDialog}
          onSubmit={({ body, name }) =>
            save.mutate(
              { id: dialog.resource?.id ?? null, body },
              {
                onSuccess: () => {
                  showToast({ message: dialog.resource ? `${name} saved` : `${name} added`, intent: 'success' });
                  closeDialog();
                },
              },
            )
          }
        />
      ) : null}
    </PageFrame>
  );
}
