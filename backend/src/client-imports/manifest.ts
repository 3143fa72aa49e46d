import type { BackendModule } from '../http/backend-module';
import { clientImportRoutes } from './client-import-routes';
import { clientImportDecider } from './client-import-decider';

export const clientImportsModule: BackendModule = {
  name: 'client-imports',
  routers: (deps) => [clientImportRoutes(deps)],
  streams: [{ category: 'clientimport', entity: 'client import', decider: clientImportDecider }],
};
