import { lazy } from 'react';
import { BUSINESS_SETTINGS_PERMISSIONS, hasAnyPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-booking-design-commands';

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
  commands: commandHooks<typeof commands>('hooks/use-booking-design-commands.ts', ['useSaveBookingDesign']),
  // The public page's info and settings, and the design form.
  topicKeys: { 'booking-design': [['public-booking', 'info'], ['booking-design']] },
};
