import type { BackendModule } from '../http/backend-module';
import { timeClockRoutes } from './time-clock-routes';

export const timeClockModule: BackendModule = { name: 'time-clock', routers: (deps) => [timeClockRoutes(deps)] };
