import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-client-import-commands';

export const clientImportModule: FrontendModule = {
  name: 'client-import',
  screens: [
    {
      path: '/clients-import',
      screen: 'clients-import',
      page: lazy(() => import('./client-import-page').then((module) => ({ default: module.ClientImportPage }))),
      guard: { permission: 'import_clients' },
      helpTopic: 'clients',
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-client-import-commands.ts', [
    'useUploadClientImport',
    'useCheckClientImport',
    'useStartClientImport',
    'useCancelClientImport',
  ]),
  topicKeys: { 'client-imports': [['client-imports']] },
};
