import type { BackendModule } from '../http/backend-module';
import { waitlistRoutes } from './waitlist-routes';

export const waitlistModule: BackendModule = { name: 'waitlist', routers: (deps) => [waitlistRoutes(deps)] };
