import { lazy } from 'react';
import { APPOINTMENT_PERMISSIONS } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-booking-commands';

export const bookingModule: FrontendModule = {
  name: 'booking',
  screens: [
    // Client Booking: the online booking flow, used by staff to book on behalf of a client.
    {
      path: '/booking-test',
      screen: 'booking-test',
      guard: { anyOf: APPOINTMENT_PERMISSIONS },
      page: lazy(() => import('./booking-test-page').then((module) => ({ default: module.BookingTestPage }))),
      sidebar: { slot: '/booking-test', label: 'Client Booking' },
      helpTopic: 'appointments',
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-booking-commands.ts', ['useBookingCommands']),
  // ['public-booking', 'slots', locationId, ...] are the /booking page's slot lists.
  topicKeys: { 'booking-slots': [['public-booking', 'slots']] },
};
