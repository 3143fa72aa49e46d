import type { ProjectionModule } from '../engine/projection-module';
import { bookingDesignProjection } from './booking-design-projection';
import type { BookingDesignTable } from './booking-design-table';
import { businessSettingsProjection } from './business-settings-projection';
import type { BusinessSettingsTable } from './business-settings-table';
import { locationListProjection } from './location-list-projection';
import type { LocationTable } from './location-table';

export type BusinessTables = { business_settings: BusinessSettingsTable; booking_design: BookingDesignTable; locations: LocationTable };

export const businessProjections: ProjectionModule<BusinessTables> = {
  name: 'business',
  projections: [businessSettingsProjection, locationListProjection, bookingDesignProjection],
};
