import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-gift-card-commands';

export const giftCardsModule: FrontendModule = {
  name: 'gift-cards',
  screens: [
    {
      path: '/gift-certificates',
      screen: 'gift-certificates',
      page: lazy(() => import('./gift-certificates-page').then((module) => ({ default: module.GiftCertificatesPage }))),
      guard: { anyOf: ['view_gift_certificates', 'edit_gift_certificates'] },
      sidebar: { slot: '/gift-certificates', label: 'Gift Certificates & Cards' },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-gift-card-commands.ts', ['useSetGiftCardPolicy', 'useGenerateGiftCardCode']),
  topicKeys: { 'gift-cards': [['gift-cards']] },
};
