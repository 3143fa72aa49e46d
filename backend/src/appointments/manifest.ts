import type { BackendModule } from '../http/backend-module';
import { appointmentReadRoutes } from './appointment-read-routes';
import { appointmentRoutes } from './appointment-routes';
import { seedDemoAppointments } from './demo-appointments';
import { daybookDecider, type DaybookState } from './daybook-decider';

export const appointmentsModule: BackendModule = {
  name: 'appointments',
  routers: (deps) => [appointmentReadRoutes(deps), appointmentRoutes(deps)],
  streams: [
    {
      category: 'daybook',
      entity: 'day book',
      decider: daybookDecider,
      parts: { entity: 'appointment', key: 'appointmentId', state: (state: DaybookState, id: string) => state.appointments.get(id) },
    },
  ],
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
