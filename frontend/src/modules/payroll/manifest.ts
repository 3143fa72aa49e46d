import { lazy } from 'react';
import { hasAnyPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-payroll-commands';
import { payrollRoot } from './payroll-queries';

export const payrollModule: FrontendModule = {
  name: 'payroll',
  screens: [
    {
      path: '/payroll',
      screen: 'payroll',
      guard: { anyOf: ['view_payroll', 'edit_payroll'] },
      page: lazy(() => import('./payroll-page').then((module) => ({ default: module.PayrollPage }))),
      sidebar: { slot: '/payroll', label: 'Payroll', shows: (subject) => hasAnyPermission(subject, ['view_payroll', 'edit_payroll']) },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-payroll-commands.ts', [
    'useFinalisePayroll',
    'useAddPayrollAdjustment',
    'useSetShortBreaksPaid',
  ]),
  // A run finalised, an adjustment, a sale or refund moving the ledger, or a new pay rate: every payroll read.
  topicKeys: { payroll: [payrollRoot] },
};
