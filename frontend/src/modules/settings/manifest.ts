import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-settings-commands';

export const settingsModule: FrontendModule = {
  name: 'settings',
  screens: [
    {
      path: '/settings',
      screen: 'settings',
      page: lazy(() => import('./settings-page').then((module) => ({ default: module.SettingsPage }))),
      sidebar: { slot: '/settings', label: 'Settings' },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-settings-commands.ts', [
    'useUpdateBusinessSettings',
    'useUpdateProfile',
    'useSaveColorPreferences',
    'useChangePassword',
  ]),
  topicKeys: { 'business-settings': [['business-settings']] },
};
