import type { BackendModule } from '../http/backend-module';
import { cardPaymentRoutes } from './card-payment-routes';

export const cardPaymentsModule: BackendModule = { name: 'card-payments', routers: (deps) => [cardPaymentRoutes(deps)] };
