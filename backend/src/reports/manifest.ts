import type { BackendModule } from '../http/backend-module';
import { reportRoutes } from './report-routes';

export const reportsModule: BackendModule = { name: 'reports', routers: (deps) => [reportRoutes(deps)] };
