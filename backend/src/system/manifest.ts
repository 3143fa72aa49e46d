import type { BackendModule } from '../http/backend-module';
import { metricsRoutes } from './metrics-routes';
import { queueBoardRoutes } from './queue-board-routes';
import { systemRoutes } from './system-routes';

// The queue board comes before the /system routes, whose guard wants a bearer token the board's pages cannot send.
export const systemModule: BackendModule = {
  name: 'system',
  routers: (deps) => [
    metricsRoutes(deps.operations.metrics, deps.operations.metricsToken),
    queueBoardRoutes({ ...deps, queues: deps.operations.queues }),
    systemRoutes(deps),
  ],
};
