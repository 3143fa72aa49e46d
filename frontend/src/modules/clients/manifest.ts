import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-client-commands';

export const clientsModule: FrontendModule = {
  name: 'clients',
  screens: [
    {
      path: '/clients',
      screen: 'clients',
      page: lazy(() => import('./clients-page').then((module) => ({ default: module.ClientsPage }))),
      guard: { permission: 'view_clients' },
      sidebar: { slot: '/clients', label: 'Client Profiles', basicStaff: (subject) => hasPermission(subject, 'view_clients') },
    },
    {
      path: '/clients/:clientId',
      screen: 'client-profile',
      page: lazy(() => import('./client-profile-page').then((module) => ({ default: module.ClientProfilePage }))),
      guard: { permission: 'view_clients' },
      helpTopic: 'clients',
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-client-commands.ts', [
    'useRegisterClient',
    'useEditClient',
    'useRecordClientConsent',
    'useClientAction',
    'useAddClientNote',
    'useReviseClientNote',
    'useRestoreClientNoteVersion',
    'useDeleteClientNote',
    'useMergeClients',
    'useAnonymiseClient',
  ]),
  topicKeys: {
    clients: [['clients']],
    'client-notes': [['client-notes'], ['client-alerts']],
    appointments: [
      ['clients', 'visits'],
      ['clients', 'summary'],
    ],
    sales: [['clients', 'summary']],
    'gift-cards': [['clients', 'summary']],
  },
};
