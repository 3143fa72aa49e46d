import { Button, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../access/use-permissions';
import { PageFrame } from '../../../shell/page-frame';
import { useSelectedLocation } from '../../../shell/selected-location';
import { useCatalogueList } from '../../../commands/use-row-command';
import { useSaveDialog } from '../../../commands/use-save-dialog';
import { CatalogueTable, nameColumn } from '../../../ui/catalogue-table';
import type { DataColumn } from '../../../ui/data-table';
import { RefusalCallout } from '../../../ui/refusal-callout';
import { serviceQueries } from '../../services/services-queries';
import { useResourceCommands } from '../hooks/use-resource-commands';
import { capitalised, type ResourceKind, type ResourceRow } from '../resource-kind';
import { ResourceDialog } from './resource-dialog';
import '../../../ui/list-screen.css';
import { LocationListStatus } from '../../../shell/location-gate';

// /rooms and /devices: the resources of the location chosen in the header, live on their topic.
export function ResourceScreen({ kind }: { kind: ResourceKind }) {
  const { location } = useSelectedLocation();
  const { loading, can } = usePermissions();
  const canEdit = !loading && can('edit_services');
  const { save, action } = useResourceCommands(kind);
  const dialog = useSaveDialog<ResourceRow, unknown>(save);
  const rows = useCatalogueList<ResourceRow>(action, canEdit, dialog.open);
  const list = kind.useList(location?.id ?? '', rows.controls.showArchived);
  // Archived services too, so a resource still linked to one shows its name.
  const services = useQuery(serviceQueries.list(true));
  const serviceNames = new Map((services.data ?? []).map((service) => [service.id, service.name]));
  const title = capitalised(kind.noun);

  const columns: DataColumn<ResourceRow>[] = [
    nameColumn(title),
    { key: 'amount', header: kind.amountLabel, align: 'end', sortValue: (row) => row.amount, render: (row) => kind.amountText(row.amount) },
    {
      key: 'services',
      header: 'Services it serves',
      sortValue: (row) => row.serviceIds.length,
      render: (row) =>
        row.serviceIds.length === 0 ? (
          <span className="catalogue-muted">None yet</span>
        ) : (
          row.serviceIds
            .map((id) => serviceNames.get(id) ?? 'Unknown service')
            .sort((a, b) => a.localeCompare(b))
            .join(', ')
        ),
    },
  ];

  return (
    <PageFrame
      title={kind.title}
      description={location ? `${kind.description} At ${location.name}.` : kind.description}
      actions={
        canEdit && location ? <Button intent="primary" icon="plus" text={`Add ${kind.noun}`} onClick={() => dialog.open(null)} /> : null
      }
    >
      <div className="catalogue-page">
        <RefusalCallout refusal={rows.refusal} onDismiss={rows.clearRefusal} />
        <LocationListStatus query={list} errorTitle={`Could not load the ${kind.title.toLowerCase()}`} />
        {location && list.isSuccess ? (
          <CatalogueTable
            label={kind.title}
            rows={list.data}
            columns={columns}
            searchText={(row) => `${row.name} ${row.serviceIds.map((id) => serviceNames.get(id) ?? '').join(' ')}`}
            controls={rows.controls}
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
