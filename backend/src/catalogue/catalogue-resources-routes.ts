import { Router } from 'express';
import { catalogueListQuerySchema, deviceInputSchema, roomInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { listDevices, listRooms } from '@chairside/projections/catalogue/catalogue-queries';
import { collectionCommands } from '../http/command-handlers';
import { accepts } from '../http/accepts';
import { pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { catalogueListFilter, type CatalogueGuards } from './catalogue-routes';
import { changeDevice, changeRoom, saveDevice, saveRoom } from './catalogue-service';

// Rooms and devices of each location.
export function catalogueResourcesRoutes(deps: RouteDeps, { canView, canEdit }: CatalogueGuards): Router {
  const router = Router();

  router.get('/rooms', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    res.json(await listRooms(deps.readDb, catalogueListFilter(res)));
  });
  const rooms = collectionCommands(router, deps.commands, '/rooms', canEdit, (req) => pathId(req, 'Room not found'));
  rooms.save(roomInputSchema, (id, input, context) => saveRoom(deps, id, input, context));
  rooms.actions({ archive: 'ArchiveRoom', restore: 'RestoreRoom' }, (id, type, context) => changeRoom(deps, id, type, context));

  router.get('/devices', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    res.json(await listDevices(deps.readDb, catalogueListFilter(res)));
  });
  const devices = collectionCommands(router, deps.commands, '/devices', canEdit, (req) => pathId(req, 'Device not found'));
  devices.save(deviceInputSchema, (id, input, context) => saveDevice(deps, id, input, context));
  devices.actions({ archive: 'ArchiveDevice', restore: 'RestoreDevice' }, (id, type, context) => changeDevice(deps, id, type, context));

  return router;
}
