import type { BackendModule } from '../http/backend-module';
import { cardPaymentRoutes } from './card-payment-routes';
import { walletDecider } from './wallet-decider';

export const cardPaymentsModule: BackendModule = {
  name: 'card-payments',
  routers: (deps) => [cardPaymentRoutes(deps)],
  streams: [{ category: 'wallet', entity: 'client', decider: walletDecider }],
};
