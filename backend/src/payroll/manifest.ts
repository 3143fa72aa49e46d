import type { BackendModule } from '../http/backend-module';
import { payrollRoutes } from './payroll-routes';
import { payrollDecider } from './payroll-decider';

export const payrollModule: BackendModule = {
  name: 'payroll',
  routers: (deps) => [payrollRoutes(deps)],
  streams: [{ category: 'payroll', entity: 'payroll', decider: payrollDecider }],
};
