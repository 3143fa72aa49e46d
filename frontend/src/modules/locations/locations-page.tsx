import { useState } from 'react';
import { Button, Callout, H2 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Location } from '@chairside/shared/business/business-dto';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { showToast } from '../../shell/toasts';
import { useRowCommand } from '../../commands/use-row-command';
import { EmptyState } from '../../ui/empty-state';
import { QueryStatus } from '../../ui/query-error';
import { RefusalCallout } from '../../ui/refusal-callout';
import { LocationCard } from './components/location-card';
import { LocationNameDialog } from './components/location-name-dialog';
import { LocationDetailsDialog } from './components/location-details-dialog';
import { useCreateLocation, useLocationAction, useLocationDetails, useRenameLocation } from './hooks/use-location-commands';
import { locationActionWords, locationRules } from './location-rules';
import { locationQueries } from './locations-queries';
import './locations.css';
type DialogState = { mode: 'create' } | { mode: 'rename'; location: Location } | { mode: 'details'; location: Location } | null;

// /locations: the list is live (topic 'locations' invalidates ['locations']).
export function LocationsPage() {
  const locations = useQuery(locationQueries.list());
  const { loading, can } = usePermissions();
  // usePermissions' checks already pass for admin (SPEC §6.1).
  const canEdit = !loading && can('edit_locations');
  const [dialog, setDialog] = useState<DialogState>(null);
  const create = useCreateLocation();
  const rename = useRenameLocation();
  const details = useLocationDetails();
  const action = useLocationAction();
  const { refusal, clearRefusal, run } = useRowCommand(action, locationActionWords);

  const openDialog = (next: DialogState) => {
    create.reset();
    rename.reset();
    details.reset();
    setDialog(next);
  };

  const list = locations.data ?? [];
  return (
    <PageFrame
      title="Locations"
      description={
        canEdit
          ? 'Add, rename and switch the places where the business works, and give each its address, phone, opening hours and time zone.'
          : 'The places where the business works. Only people allowed to edit locations can change them.'
      }
      actions={canEdit ? <Button intent="primary" icon="plus" text="Add location" onClick={() => openDialog({ mode: 'create' })} /> : null}
    >
      <div className="locations-page">
        {canEdit ? (
          <Callout className="locations-rules" compact>
            {/* Blueprint's `title` is always an h5; under the page's h1 it must be an h2. */}
            <H2 className="callout-title">How locations work</H2>
            <ul>
              {locationRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </Callout>
        ) : null}
        <RefusalCallout refusal={refusal} onDismiss={clearRefusal} />
        <QueryStatus query={locations} errorTitle="Could not load the locations" loadingLabel="Loading locations..." />
        {locations.isSuccess && list.length === 0 ? <EmptyState icon="map-marker" title="No locations available" level={2} /> : null}
        {list.length > 0 ? (
          <ul className="locations-list" aria-label="Locations">
            {list.map((location) => (
              <li key={location.id}>
                <LocationCard
                  location={location}
                  canEdit={canEdit}
                  busy={action.isPending}
                  onRename={() => openDialog({ mode: 'rename', location })}
                  onEditDetails={() => openDialog({ mode: 'details', location })}
                  onAction={(kind) => run(location, kind)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {dialog?.mode === 'create' ? (
        <LocationNameDialog
          mode="create"
          status={create}
          onClose={() => setDialog(null)}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: () => {
                setDialog(null);
                showToast({ message: `${input.name} added`, intent: 'success' });
              },
            })
          }
        />
      ) : null}
      {dialog?.mode === 'details' ? (
        <LocationDetailsDialog
          location={dialog.location}
          status={details}
          onClose={() => setDialog(null)}
          onSubmit={(input) =>
            details.mutate(
              { id: dialog.location.id, details: input },
              {
                onSuccess: () => {
                  setDialog(null);
                  showToast({ message: `${dialog.location.name}'s details saved`, intent: 'success' });
                },
              },
            )
          }
        />
      ) : null}
      {dialog?.mode === 'rename' ? (
        <LocationNameDialog
          mode="rename"
          initialName={dialog.location.name}
          status={rename}
          onClose={() => setDialog(null)}
          onSubmit={({ name }) =>
            rename.mutate(
              { id: dialog.location.id, name },
              {
                onSuccess: () => {
                  setDialog(null);
                  showToast({ message: `${dialog.location.name} renamed to ${name}`, intent: 'success' });
                },
              },
            )
          }
        />
      ) : null}
    </PageFrame>
  );
}
