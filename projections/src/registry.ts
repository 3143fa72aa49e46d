import { businessSettingsProjection } from './business/business-settings-projection';
import { locationListProjection } from './business/location-list-projection';
import type { Projection } from './engine/projection';

// Every read model the projections process keeps up to date.
export const projections: Projection[] = [businessSettingsProjection, locationListProjection];
