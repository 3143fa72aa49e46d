import type { BackendModule } from '../http/backend-module';
import { clientImportRoutes } from './client-import-routes';

export const clientImportsModule: BackendModule = {
  name: 'client-imports',
  routers: (deps) => [clientImportRoutes(deps)],
};
