import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-audit-commands';
import { auditRoot } from './audit-queries';

export const auditModule: FrontendModule = {
  name: 'audit',
  screens: [
    {
      path: '/audit',
      screen: 'audit',
      guard: { permission: 'view_audit_log' },
      page: lazy(() => import('./audit-page').then((module) => ({ default: module.AuditPage }))),
      sidebar: { slot: '/audit', label: 'Audit', shows: (subject) => hasPermission(subject, 'view_audit_log') },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-audit-commands.ts', [
    'useRebuildReadModel',
    'useRunIntegrityCheck',
    'useOpenQueueBoard',
  ]),
  topicKeys: { audit: [auditRoot] },
};
