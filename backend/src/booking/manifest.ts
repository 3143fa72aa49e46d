import type { BackendModule } from '../http/backend-module';
import { publicBookingRoutes } from './public-booking-routes';
import { manageLinkDecider } from './manage-links';

export const bookingModule: BackendModule = {
  name: 'booking',
  routers: (deps) => [publicBookingRoutes(deps)],
  streams: [{ category: 'managelink', entity: 'manage link', decider: manageLinkDecider }],
};
