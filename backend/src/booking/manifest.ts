import type { BackendModule } from '../http/backend-module';
import { publicBookingRoutes } from './public-booking-routes';

export const bookingModule: BackendModule = { name: 'booking', routers: (deps) => [publicBookingRoutes(deps)] };
