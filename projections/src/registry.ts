import { bookingDesignProjection } from './business/booking-design-projection';
import { businessSettingsProjection } from './business/business-settings-projection';
import { locationListProjection } from './business/location-list-projection';
import { catalogueProjection } from './catalogue/catalogue-projection';
import { appointmentProjection } from './appointments/appointment-projection';
import { clientProjection } from './clients/client-projection';
import { waitlistProjection } from './waitlist/waitlist-projection';
import type { Projection } from './engine/projection';
import { permissionGroupProjection } from './identity/permission-group-projection';
import { userAccountProjection } from './identity/user-account-projection';
import { staffMemberProjection } from './team/staff-member-projection';
import { workingHoursProjection } from './team/working-hours-projection';

// Every read model the projections process keeps up to date.
export const projections: Projection[] = [
  businessSettingsProjection,
  locationListProjection,
  bookingDesignProjection,
  userAccountProjection,
  permissionGroupProjection,
  staffMemberProjection,
  workingHoursProjection,
  catalogueProjection,
  clientProjection,
  appointmentProjection,
  waitlistProjection,
];
