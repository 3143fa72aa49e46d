import { useState } from 'react';
import { Button, NonIdealState, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../permissions/use-permissions';
import { PageFrame } from '../../../shell/page-frame';
import { useSelectedLocation } from '../../../shell/selected-location';
import { archiveWords, useRowCommand } from '../../../commands/use-row-command';
import { useSaveDialog } from '../../../commands/use-save-dialog';
import { DataTable, type DataColumn } from '../../../ui/data-table';
import { actionsColumn, ArchiveButton, EditButton, NameCell } from '../../../ui/list-cells';
import { LoadingState } from '../../../ui/loading-state';
import { QueryError } from '../../../ui/query-error';
import { RefusalCallout } from '../../../ui/refusal-callout';
import { serviceQueries } from '../../services/services-queries';
import { useResourceCommands } from '../hooks/use-resource-commands';
import { capitalised, type ResourceKind, type ResourceRow } from '../resource-kind';
import { ResourceDialog } from './resource-dialog';
import '../../../ui/list-screen.css';

// /rooms and /devices: the resources of the location chosen in the header, live on their topic.
export function ResourceScreen({ kind }: { kind: ResourceKind }) {
  const { location, loading: locationLoading } = useSelectedLocation();
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_services');
  const [showArchived, setShowArchived] = useState(false);
  const list = kind.useList(location?.id ?? '', showArchived);
  // Archived services too, so a resource still linked to one shows its name.
  const services = useQuery(serviceQueries.list(true));
  const { save, action } = useResourceCommands(kind);
  const dialog = useSaveDialog<ResourceRow, unknown>(save);
  const { refusal, clearRefusal, run } = useRowCommand(action, archiveWords);
  const serviceNames = new Map((services.data ?? []).map((service) => [service.id, service.name]));
  const title = capitalised(kind.noun);

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
          <EditButton label={`Edit ${row.name}`} busy={action.isPending} onClick={() => dialog.open(row)} />
          <ArchiveButton name={row.name} archived={row.archived} busy={action.isPending} onClick={(kindOfAction) => run(row, kindOfAction)} />
        </>
      )),
    );

  return (
    <PageFrame
      title={kind.title}
      description={location ? `${kind.description} At ${location.name}.` : kind.description}
      actions={canEdit && location ? <Button intent="primary" icon="plus" text={`Add ${kind.noun}`} onClick={() => dialog.open(null)} /> : null}
    >
      <div className="catalogue-page">
        <RefusalCallout refusal={refusal} onDismiss={clearRefusal} />
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
      {dialog.isOpen && location ? (
        <ResourceDialog
          key={dialog.editing?.id ?? 'new'}
          kind={kind}
          resource={dialog.editing}
          locationId={location.id}
          locationName={location.name}
          services={services.data ?? []}
          status={dialog.status}
          onClose={dialog.close}
          onSubmit={({ body, name }) => dialog.submit(body, name)}
        />
      ) : null}
    </PageFrame>
  );
}
