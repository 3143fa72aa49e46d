import type { BackendModule } from '../http/backend-module';
import { appointmentReadRoutes } from './appointment-read-routes';
import { appointmentRoutes } from './appointment-routes';
import { seedDemoAppointments } from './demo-appointments';

export const appointmentsModule: BackendModule = {
  name: 'appointments',
  routers: (deps) => [appointmentReadRoutes(deps), appointmentRoutes(deps)],
  // After the waitlists, so the slots the diary's cancellations free are offered to the clients waiting.
  demo: {
    stage: 'diary',
    after: ['clients', 'waitlist'],
    seed: (context) => seedDemoAppointments(context),
    summary: ({ seeded, commands, counts }) =>
      seeded
        ? `seeded ${counts?.appointments} demo appointments on ${counts?.days} location-days with ${commands} commands (${counts?.refused} refused)`
        : 'demo appointments already exist',
  },
};
