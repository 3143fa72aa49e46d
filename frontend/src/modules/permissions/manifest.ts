import { lazy } from 'react';
import { isAdmin } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-permission-commands';

export const permissionsModule: FrontendModule = {
  name: 'permissions',
  screens: [
    {
      path: '/permissions',
      screen: 'permissions',
      page: lazy(() => import('./permissions-page').then((module) => ({ default: module.PermissionsPage }))),
      // SPEC §2.8: only for role admin.
      sidebar: { slot: '/permissions', label: 'Permissions', shows: isAdmin },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-permission-commands.ts', [
    'useSavePermissionGroup',
    'useDeletePermissionGroup',
    'useSaveUserAccess',
  ]),
  // A group's permissions feed every member's effective permissions.
  topicKeys: { 'permission-groups': [['permission-groups'], ['users']] },
};
