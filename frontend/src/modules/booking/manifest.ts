import { lazy } from 'react';
import { APPOINTMENT_PERMISSIONS } from '@chairside/shared/identity/permissions';
import type { FrontendModule } from '../../shell/module-manifest';

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
  // ['public-booking', 'slots', locationId, ...] are the /booking page's slot lists.
  topicKeys: { 'booking-slots': [['public-booking', 'slots']] },
};
