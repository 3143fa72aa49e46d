import { Router } from 'express';
import { catalogueListQuerySchema, deviceInputSchema, roomInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { listDevices, listRooms } from '@chairside/projections/catalogue/catalogue-queries';
import { actionCommand, bodyCommand } from '../http/command-handlers';
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
  router.post(
    '/rooms',
    canEdit,
    ...bodyCommand(deps.commands, roomInputSchema, (input, context) => saveRoom(deps, null, input, context)),
  );
  router.put(
    '/rooms/:id',
    canEdit,
    ...bodyCommand(deps.commands, roomInputSchema, (input, context, req) => saveRoom(deps, pathId(req, 'Room not found'), input, context)),
  );
  const changeRoomTo = (type: 'ArchiveRoom' | 'RestoreRoom') => actionCommand(deps.commands, async (context, req) => changeRoom(deps, pathId(req, 'Room not found'), type, context));
  router.post('/rooms/:id/archive', canEdit, ...changeRoomTo('ArchiveRoom'));
  router.post('/rooms/:id/restore', canEdit, ...changeRoomTo('RestoreRoom'));

  router.get('/devices', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    res.json(await listDevices(deps.readDb, catalogueListFilter(res)));
  });
  router.post(
    '/devices',
    canEdit,
    ...bodyCommand(deps.commands, deviceInputSchema, (input, context) => saveDevice(deps, null, input, context)),
  );
  router.put(
    '/devices/:id',
    canEdit,
    ...bodyCommand(deps.commands, deviceInputSchema, (input, context, req) => saveDevice(deps, pathId(req, 'Device not found'), input, context)),
  );
  const changeDeviceTo = (type: 'ArchiveDevice' | 'RestoreDevice') => actionCommand(deps.commands, async (context, req) => changeDevice(deps, pathId(req, 'Device not found'), type, context));
  router.post('/devices/:id/archive', canEdit, ...changeDeviceTo('ArchiveDevice'));
  router.post('/devices/:id/restore', canEdit, ...changeDeviceTo('RestoreDevice'));

  return router;
}
