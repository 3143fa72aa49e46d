import { Button, Card, Tag } from '@blueprintjs/core';
import type { Location } from '@chairside/shared/business/business-dto';
import type { LocationAction } from '../hooks/use-location-commands';

type LocationCardProps = {
  location: Location;
  canEdit: boolean;
  busy: boolean;
  onRename(): void;
  onAction(action: LocationAction): void;
};

// The card is a group named after the location, so its buttons ("Rename", "Deactivate", ...) read in context.
export function LocationCard({ location, canEdit, busy, onRename, onAction }: LocationCardProps) {
  return (
    <Card className="locations-card" role="group" aria-labelledby={`location-${location.id}`}>
      <div className="locations-card-main">
        <h2 id={`location-${location.id}`} className="locations-card-name">
          {location.name}
        </h2>
        <div className="locations-card-tags">
          {location.isDefault ? (
            <Tag intent="primary" round>
              Default
            </Tag>
          ) : null}
          <Tag intent={location.isActive ? 'success' : 'none'} minimal round>
            {location.isActive ? 'Active' : 'Inactive'}
          </Tag>
        </div>
      </div>
      {canEdit ? (
        <div className="locations-card-actions">
          <Button size="small" icon="edit" text="Rename" disabled={busy} onClick={onRename} />
          {location.isDefault ? null : (
            <Button size="small" icon="star" text="Set as default" disabled={busy} onClick={() => onAction('default')} />
          )}
          {location.isActive ? (
            <Button size="small" icon="disable" text="Deactivate" disabled={busy} onClick={() => onAction('deactivate')} />
          ) : (
            <Button size="small" icon="play" intent="success" text="Activate" disabled={busy} onClick={() => onAction('activate')} />
          )}
        </div>
      ) : null}
    </Card>
  );
}
