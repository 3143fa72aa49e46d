import { lazy } from 'react';
import { isAdmin } from '@chairside/shared/identity/permissions';
import type { FrontendModule } from '../../shell/module-manifest';

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
  // A group's permissions feed every member's effective permissions.
  topicKeys: { 'permission-groups': [['permission-groups'], ['users']] },
};
