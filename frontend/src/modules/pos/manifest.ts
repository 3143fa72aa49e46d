import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import { paymentRelatedQueryKeys } from '../../payments/payment-query-keys';
import type * as commands from './hooks/use-pos-commands';
import { checkoutRoot, saleQueryRoot, salesSummaryRoot } from './pos-queries';

export const posModule: FrontendModule = {
  name: 'pos',
  screens: [
    {
      path: '/pos',
      screen: 'pos',
      guard: { permission: 'view_pos' },
      page: lazy(() => import('./pos-page').then((module) => ({ default: module.PosPage }))),
      sidebar: { slot: '/pos', label: 'POS', shows: (subject) => hasPermission(subject, 'view_pos') },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-pos-commands.ts', [
    'useOpenSale',
    'useChangeCart',
    'useTakePayment',
    'useRefundPayment',
    'useVoidSale',
    'useEmailReceipt',
    'useNewGiftCardCode',
    'useCardToken',
    'usePresentCard',
    'useCancelTerminal',
  ]),
  // A sale changed: the sale, the day's sales and payments, the dashboard's figures, an appointment's checkout.
  topicKeys: {
    sales: [saleQueryRoot, paymentRelatedQueryKeys.salesHistory, paymentRelatedQueryKeys.payments, salesSummaryRoot, checkoutRoot],
  },
};
