import { DEFAULT_LOCATION_TIME_ZONE, type OpeningHours } from '@chairside/shared/business/business-dto';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createLocationTable } from './location-table';

type LocationChange = {
  name?: string;
  is_active?: boolean;
  time_zone?: string;
  address?: string;
  phone?: string | null;
  opening_hours?: OpeningHours;
  tax_rate_basis_points?: number;
};

const locationEventTypes = [
  'LocationAdded',
  'LocationRenamed',
  'DefaultLocationChanged',
  'LocationActivated',
  'LocationDeactivated',
  'LocationDetailsChanged',
] as const satisfies readonly BusinessEvent['type'][];
type LocationEvent = Extract<BusinessEvent, { type: (typeof locationEventTypes)[number] }>;

// The business's locations, exactly one of them the default.
export const locationListProjection = defineProjection<LocationEvent>({
  name: 'location_list',
  // 2: time zone, address, phone and opening hours (LocationDetailsChanged); 3: the sales tax rate.
  version: 3,
  eventTypes: locationEventTypes,
  topics: ['locations'],
  tables: { locations: createLocationTable },
  async apply(trx, events, context) {
    // A handful of rows, and a new default changes the one before: the batch holds them all.
    const locations = rowsById(await trx.selectFrom('locations').selectAll().execute());
    const set = (locationId: string, values: LocationChange) => locations.update(locationId, (row) => ({ ...row, ...values }));
    // The named location becomes the default; whichever was the default stops being one.
    const makeDefault = (locationId: string | null) => {
      for (const row of [...locations.rows()])
        if (row.is_default !== (row.id === locationId)) locations.put(row.id, { ...row, is_default: row.id === locationId });
    };
    for (const event of events) {
      const { locationId } = event.data;
      switch (event.type) {
        case 'LocationAdded':
          if (event.data.isDefault) makeDefault(null);
          locations.insert(locationId, {
            id: locationId,
            name: event.data.name,
            is_default: event.data.isDefault,
            is_active: true,
            sort_order: Number(event.revision),
            time_zone: DEFAULT_LOCATION_TIME_ZONE,
            address: '',
            phone: null,
            opening_hours: [],
            tax_rate_basis_points: 0,
          });
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
        case 'LocationDetailsChanged':
          set(locationId, {
            time_zone: event.data.timeZone,
            address: event.data.address,
            phone: event.data.phone,
            opening_hours: event.data.openingHours,
            tax_rate_basis_points: event.data.taxRateBasisPoints ?? 0,
          });
          break;
        default:
          unfoldable('location_list', event);
      }
      context.change({ topic: 'locations', rooms: ['business'], locationId, ids: [locationId] }, event);
    }
    await locations.write(context.tables.rows('locations', 'id'));
  },
});
