import type { BackendModule } from '../http/backend-module';
import { payrollRoutes } from './payroll-routes';

export const payrollModule: BackendModule = { name: 'payroll', routers: (deps) => [payrollRoutes(deps)] };
