import { useState } from 'react';
import { Button, Callout, NonIdealState, Switch, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../permissions/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { showToast } from '../../shell/toasts';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { catalogueQueries } from './catalogue-queries';
import { LoadingState } from './loading-state';
import { RefusalCallout, type Refusal } from './refusal-callout';
import { ResourceDialog } from './resource-dialog';
import { capitalised, type ResourceKind, type ResourceRow } from './resource-kind';
import { useResourceCommands, type ResourceAction } from './use-resource-commands';
import './catalogue.css';

type DialogState = { resource: ResourceRow | null } | null;

// /rooms and /devices: the resources of the location chosen in the header, live on their topic.
export function ResourcePage({ kind }: { kind: ResourceKind }) {
  const { location, loading: locationLoading } = useSelectedLocation();
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_services');
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const list = kind.useList(location?.id ?? '', showArchived);
  // Archived services too, so a resource still linked to one shows its name.
  const services = useQuery(catalogueQueries.services(true));
  const { create, update, action } = useResourceCommands(kind);
  const serviceNames = new Map((services.data ?? []).map((service) => [service.id, service.name]));
  const title = capitalised(kind.noun);

  const run = (resource: ResourceRow, kindOfAction: ResourceAction) => {
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
    create.reset();
    update.reset();
    setDialog(null);
  };

  const columns: DataColumn<ResourceRow>[] = [
    {
      key: 'name',
      header: title,
      sortValue: (row) => row.name,
      render: (row) => (
        <span className="catalogue-name-cell">
          {row.name}
          {row.archived ? (
            <Tag minimal round>
              Archived
            </Tag>
          ) : null}
        </span>
      ),
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
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (row) => (
        <div className="catalogue-row-actions">
          <Button size="small" variant="minimal" icon="edit" text="Edit" aria-label={`Edit ${row.name}`} disabled={action.isPending} onClick={() => setDialog({ resource: row })} />
          {row.archived ? (
            <Button size="small" variant="minimal" icon="undo" text="Restore" aria-label={`Restore ${row.name}`} disabled={action.isPending} onClick={() => run(row, 'restore')} />
          ) : (
            <Button size="small" variant="minimal" icon="archive" text="Archive" aria-label={`Archive ${row.name}`} disabled={action.isPending} onClick={() => run(row, 'archive')} />
          )}
        </div>
      ),
    });

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
        {list.isError ? (
          <Callout intent="danger" role="alert" title={`Could not load the ${kind.title.toLowerCase()}`}>
            {list.error.message}
          </Callout>
        ) : null}
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
          saving={create.isPending || update.isPending}
          error={(dialog.resource ? update.error : create.error)?.message ?? null}
          onClose={closeDialog}
          onSubmit={(body, name) => {
            const onSuccess = () => {
              showToast({ message: dialog.resource ? `${name} saved` : `${name} added`, intent: 'success' });
              closeDialog();
            };
            if (dialog.resource) update.mutate({ id: dialog.resource.id, body }, { onSuccess });
            else create.mutate(body, { onSuccess });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
