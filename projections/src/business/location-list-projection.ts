import type { BusinessEvent } from '@chairside/shared/business/business-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createLocationTable } from './location-table';

const locationEventTypes = ['LocationAdded', 'LocationRenamed', 'DefaultLocationChanged', 'LocationActivated', 'LocationDeactivated'] as const satisfies readonly BusinessEvent['type'][];
type LocationEvent = Extract<BusinessEvent, { type: (typeof locationEventTypes)[number] }>;

// The business's locations, exactly one of them the default.
export const locationListProjection = defineProjection<LocationEvent>({
  name: 'location_list',
  version: 1,
  eventTypes: locationEventTypes,
  topics: ['locations'],
  tables: { locations: createLocationTable },
  async apply(trx, events, context) {
    // A handful of rows, and a new default changes the one before: the batch holds them all.
    const locations = rowsById(await trx.selectFrom('locations').selectAll().execute());
    const set = (locationId: string, values: { name?: string; is_active?: boolean }) => locations.update(locationId, (row) => ({ ...row, ...values }));
    // The named location becomes the default; whichever was the default stops being one.
    const makeDefault = (locationId: string | null) => {
      for (const row of [...locations.rows()]) if (row.is_default !== (row.id === locationId)) locations.put(row.id, { ...row, is_default: row.id === locationId });
    };
    for (const event of events) {
      const { locationId } = event.data;
      switch (event.type) {
        case 'LocationAdded':
          if (event.data.isDefault) makeDefault(null);
          locations.insert(locationId, { id: locationId, name: event.data.name, is_default: event.data.isDefault, is_active: true, sort_order: Number(event.revision) });
          break;
        case 'LocationRenamed':
          set(locationId, { name: event.data.name });
          break;
        case 'DefaultLocationChanged':
          makeDefault(locationId);
          break;
        case 'LocationActivated':
        case 'LocationDeactivated':
          set(locationId, { is_active: event.type === 'LocationActivated' });
          break;
        default:
          unfoldable('location_list', event);
      }
      context.change({ topic: 'locations', rooms: ['business'], locationId, ids: [locationId] }, event);
    }
    await locations.write(context.tables.rows('locations', 'id'));
  },
});
