import type { BackendModule } from '../http/backend-module';
import { appointmentReadRoutes } from './appointment-read-routes';
import { appointmentRoutes } from './appointment-routes';

export const appointmentsModule: BackendModule = {
  name: 'appointments',
  routers: (deps) => [appointmentReadRoutes(deps), appointmentRoutes(deps)],
};
