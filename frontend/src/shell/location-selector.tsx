import { useId } from 'react';
import { Button, Icon, Intent, Menu, MenuItem, PopoverNext, PopupKind, Spinner, Tag } from '@blueprintjs/core';
import { useSelectedLocation } from './selected-location';

function DefaultBadge() {
  return (
    <Tag minimal round intent={Intent.PRIMARY} className="default-badge">
      Default
    </Tag>
  );
}

// SPEC §2.7: the compact selector in the header, with its four states.
export function LocationSelector() {
  // Mounting the selector reads the locations again (SPEC §7.2).
  const { location, locations, loading, select } = useSelectedLocation({ refetchOnMount: true });
  const labelId = useId();
  const valueId = useId();

  if (loading)
    return (
      <div className="location-selector location-selector-static" role="status">
        <Spinner size={14} aria-hidden="true" />
        <span>Loading locations...</span>
      </div>
    );
  if (locations.length === 0)
    return (
      <div className="location-selector location-selector-static" role="status">
        <Icon icon="map-marker" aria-hidden="true" />
        <span>No locations available</span>
      </div>
    );
  if (locations.length === 1) {
    const only = locations[0]!;
    return (
      <div
        className="location-selector location-selector-static"
        aria-label={`Location: ${only.name}${only.isDefault ? ' (Default)' : ''}`}
        role="group"
      >
        <Icon icon="map-marker" aria-hidden="true" />
        <span className="location-name">{only.name}</span>
        {only.isDefault ? <DefaultBadge /> : null}
      </div>
    );
  }

  const active = locations.filter((candidate) => candidate.isActive);
  return (
    <div className="location-selector">
      <span id={labelId} className="location-selector-label">
        Location:
      </span>
      {/* Fixed, as the sticky header it hangs from (see the user menu). */}
      <PopoverNext
        positioningStrategy="fixed"
        placement="bottom-start"
        popupKind={PopupKind.LISTBOX}
        arrow={false}
        content={
          <Menu role="listbox" aria-labelledby={labelId} className="location-menu">
            {active.map((candidate) => (
              <MenuItem
                key={candidate.id}
                roleStructure="listoption"
                selected={candidate.id === location?.id}
                text={candidate.name}
                labelElement={candidate.isDefault ? <DefaultBadge /> : undefined}
                onClick={() => select(candidate.id)}
              />
            ))}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          endIcon="caret-down"
          icon="map-marker"
          aria-labelledby={`${labelId} ${valueId}`}
          className="location-selector-button"
        >
          <span id={valueId} className={location ? 'location-name' : 'location-placeholder'}>
            {location?.name ?? 'Select location'}
          </span>
        </Button>
      </PopoverNext>
    </div>
  );
}
