import { Button, Card, Tag } from '@blueprintjs/core';
import type { Location } from '@chairside/shared/business/business-dto';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { zoneLabel } from '@chairside/shared/format/zone-format';
import { openingLines } from '../location-details-form';
import type { LocationAction } from '../hooks/use-location-commands';

type LocationCardProps = {
  location: Location;
  canEdit: boolean;
  busy: boolean;
  onRename(): void;
  onEditDetails(): void;
  onAction(action: LocationAction): void;
};

// The card is a group named after the location, so its buttons ("Rename", "Deactivate", ...) read in context.
export function LocationCard({ location, canEdit, busy, onRename, onEditDetails, onAction }: LocationCardProps) {
  const hours = openingLines(location);
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
      <dl className="locations-card-details">
        <dt>Time zone</dt>
        <dd>{zoneLabel(location.timeZone)}</dd>
        {location.address ? (
          <>
            <dt>Address</dt>
            <dd>{location.address}</dd>
          </>
        ) : null}
        {location.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{formatPhone(location.phone)}</dd>
          </>
        ) : null}
        <dt>Opening hours</dt>
        <dd>{hours.length > 0 ? hours.join('\n') : 'Not set'}</dd>
      </dl>
      {canEdit ? (
        <div className="locations-card-actions">
          <Button size="small" icon="edit" text="Rename" disabled={busy} onClick={onRename} />
          <Button size="small" icon="map-marker" text="Edit details" disabled={busy} onClick={onEditDetails} />
          {/* Only an active location can become the default: an inactive one offers "Activate" instead. */}
          {location.isDefault || !location.isActive ? null : (
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
