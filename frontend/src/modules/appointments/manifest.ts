import { lazy } from 'react';
import { APPOINTMENT_PERMISSIONS, hasAnyPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-appointment-commands';

const guard = { anyOf: APPOINTMENT_PERMISSIONS };

export const appointmentsModule: FrontendModule = {
  name: 'appointments',
  screens: [
    {
      path: '/appointments',
      screen: 'appointments',
      guard,
      page: lazy(() => import('./calendar-page').then((module) => ({ default: module.CalendarPage }))),
      sidebar: {
        slot: '/appointments',
        label: 'Appointments',
        basicStaff: (subject) => hasAnyPermission(subject, APPOINTMENT_PERMISSIONS),
      },
    },
    {
      path: '/appointments-mobile',
      screen: 'appointments-mobile',
      guard,
      page: lazy(() => import('./appointments-mobile-page').then((module) => ({ default: module.AppointmentsMobilePage }))),
      helpTopic: 'appointments',
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-appointment-commands.ts', [
    'useBookAppointment',
    'useRescheduleAppointment',
    'useUpdateAppointment',
    'useSetAppointmentStatus',
    'useRevertStatus',
    'useCancelAppointment',
    'useCreateClient',
    'useAddToWaitlist',
    'useRemoveFromWaitlist',
  ]),
  topicKeys: {
    // ['appointment'] is the root of every ['appointment', id] (the details drawer); free time and the
    // dashboard's counts follow the calendar.
    appointments: [['appointments'], ['appointment'], ['availability'], ['appointments-today']],
    // The dashboard counts the waitlist's offers.
    waitlist: [['waitlist'], ['appointments-today']],
  },
};
