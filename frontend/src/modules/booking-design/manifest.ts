import { lazy } from 'react';
import { BUSINESS_SETTINGS_PERMISSIONS, hasAnyPermission } from '@chairside/shared/identity/permissions';
import type { FrontendModule } from '../../shell/module-manifest';

export const bookingDesignModule: FrontendModule = {
  name: 'booking-design',
  screens: [
    {
      path: '/booking-design',
      screen: 'booking-design',
      guard: { anyOf: BUSINESS_SETTINGS_PERMISSIONS },
      page: lazy(() => import('./booking-design-page').then((module) => ({ default: module.BookingDesignPage }))),
      sidebar: {
        slot: '/booking-design',
        label: 'Booking Design',
        shows: (subject) => hasAnyPermission(subject, BUSINESS_SETTINGS_PERMISSIONS),
      },
      helpTopic: 'settings',
    },
  ],
  // The public page's info and settings, and the design form.
  topicKeys: { 'booking-design': [['public-booking', 'info'], ['booking-design']] },
};
