import type { BackendModule } from '../http/backend-module';
import { giftCardRoutes } from './gift-card-routes';

export const giftCardsModule: BackendModule = { name: 'gift-cards', routers: (deps) => [giftCardRoutes(deps)] };
