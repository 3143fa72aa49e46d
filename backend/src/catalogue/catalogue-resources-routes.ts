import { Router } from 'express';
import { catalogueListQuerySchema, deviceInputSchema, roomInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { listDevices, listRooms } from '@chairside/projections/catalogue/catalogue-queries';
import { commandContext } from '../commands/command-context';
import { commandRoute } from '../commands/command-route';
import { accepts, valid } from '../http/accepts';
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
  router.post(
    '/rooms',
    canEdit,
    accepts({ body: roomInputSchema }),
    commandRoute(deps.commands, (req, res) => saveRoom(deps, null, valid(res, roomInputSchema), commandContext(req, res))),
  );
  router.put(
    '/rooms/:id',
    canEdit,
    accepts({ body: roomInputSchema }),
    commandRoute(deps.commands, async (req, res) => saveRoom(deps, pathId(req, 'Room not found'), valid(res, roomInputSchema), commandContext(req, res))),
  );
  const changeRoomTo = (type: 'ArchiveRoom' | 'RestoreRoom') => commandRoute(deps.commands, async (req, res) => changeRoom(deps, pathId(req, 'Room not found'), type, commandContext(req, res)));
  router.post('/rooms/:id/archive', canEdit, accepts({ body: 'none' }), changeRoomTo('ArchiveRoom'));
  router.post('/rooms/:id/restore', canEdit, accepts({ body: 'none' }), changeRoomTo('RestoreRoom'));

  router.get('/devices', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    res.json(await listDevices(deps.readDb, catalogueListFilter(res)));
  });
  router.post(
    '/devices',
    canEdit,
    accepts({ body: deviceInputSchema }),
    commandRoute(deps.commands, (req, res) => saveDevice(deps, null, valid(res, deviceInputSchema), commandContext(req, res))),
  );
  router.put(
    '/devices/:id',
    canEdit,
    accepts({ body: deviceInputSchema }),
    commandRoute(deps.commands, async (req, res) => saveDevice(deps, pathId(req, 'Device not found'), valid(res, deviceInputSchema), commandContext(req, res))),
  );
  const changeDeviceTo = (type: 'ArchiveDevice' | 'RestoreDevice') => commandRoute(deps.commands, async (req, res) => changeDevice(deps, pathId(req, 'Device not found'), type, commandContext(req, res)));
  router.post('/devices/:id/archive', canEdit, accepts({ body: 'none' }), changeDeviceTo('ArchiveDevice'));
  router.post('/devices/:id/restore', canEdit, accepts({ body: 'none' }), changeDeviceTo('RestoreDevice'));

  return router;
}
