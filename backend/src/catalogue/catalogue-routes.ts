import { Router, type Request, type RequestHandler, type Response } from 'express';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { CATALOGUE_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import type { CatalogueCommand } from '@chairside/shared/catalogue/catalogue-commands';
import {
  classTypeInputSchema,
  deviceInputSchema,
  roomInputSchema,
  serviceCategoryInputSchema,
  serviceInputSchema,
  setServiceStaffSchema,
  setStaffServicesSchema,
} from '@chairside/shared/catalogue/catalogue-dto';
import { localDateSchema } from '@chairside/shared/team/schedule-dto';
import { getBusinessId } from '@chairside/projections/business/business-queries';
import { getService, listClassSessions, listClassTypes, listDevices, listRooms, listServiceCategories, listServices } from '@chairside/projections/catalogue/catalogue-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { PermissionGuards } from '../auth/permission-guards';
import { commandContext, newIdFor } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { handleCommand } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { catalogueDecider } from './catalogue-decider';
import { checkActiveLocation, checkInstructor, checkStaffMember, checkStaffMembers } from './catalogue-route-checks';
import { catalogueStream } from './catalogue-stream';
import { accepts, valid } from '../http/accepts';

const idPattern = /^[A-Za-z0-9-]{1,64}$/;
const maxSessionDays = 62;

const listQuerySchema = z.object({
  locationId: z.string().regex(idPattern, 'locationId is not a location id').optional(),
  includeArchived: z.enum(['true', 'false'], 'includeArchived is true or false').optional(),
});
const sessionsQuerySchema = z
  .object({ locationId: z.string().regex(idPattern, 'locationId is not a location id').optional(), from: localDateSchema, to: localDateSchema })
  .refine((query) => query.from <= query.to, { message: 'The end date cannot be before the start date', path: ['to'] })
  .refine((query) => DateTime.fromISO(query.to).diff(DateTime.fromISO(query.from), 'days').days < maxSessionDays, { message: `Ask for at most ${maxSessionDays} days at a time`, path: ['to'] });

type Write = { id: string; command: CatalogueCommand; locationId?: string | null };

export function catalogueRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards }): Router {
  const router = Router();
  const { readDb, guards } = deps;
  const canView = guards.requirePermission({ anyOf: CATALOGUE_READ_PERMISSIONS });
  const canEdit = guards.requirePermission({ permission: 'edit_services' });
  const canAssign = guards.requirePermission({ anyOf: ['edit_staff', 'edit_services'] });

  // Every catalogue command goes to the business's one catalogue stream.
  const write = (build: (req: Request, res: Response) => Write | Promise<Write>): RequestHandler =>
    commandRoute(deps.commands, async (req, res) => {
      const { id, command, locationId } = await build(req, res);
      const businessId = await getBusinessId(readDb);
      if (!businessId) throw new DomainError('The business is not set up yet', 404);
      const result = await handleCommand(deps.store, catalogueStream(businessId), catalogueDecider, command, commandContext(req, res, locationId ?? null));
      return { id, result };
    });

  const pathId = (req: Request, notFound: string): string => {
    const id = req.params.id;
    if (typeof id !== 'string' || !idPattern.test(id)) throw new DomainError(notFound, 404);
    return id;
  };
  const listFilter = (res: Response) => {
    const query = valid(res, listQuerySchema);
    return { locationId: query.locationId ?? null, includeArchived: query.includeArchived === 'true' };
  };

  // ---- Service categories ----
  router.get('/service-categories', canView, async (_req, res) => {
    res.json(await listServiceCategories(readDb));
  });
  router.post(
    '/service-categories',
    canEdit,
    accepts({ body: serviceCategoryInputSchema }),
    write((req, res) => {
      const input = valid(res, serviceCategoryInputSchema);
      const categoryId = newIdFor(res);
      return { id: categoryId, command: { type: 'CreateServiceCategory', categoryId, ...input } };
    }),
  );
  router.put(
    '/service-categories/:id',
    canEdit,
    accepts({ body: serviceCategoryInputSchema }),
    write((req, res) => {
      const categoryId = pathId(req, 'Category not found');
      return { id: categoryId, command: { type: 'UpdateServiceCategory', categoryId, ...valid(res, serviceCategoryInputSchema) } };
    }),
  );
  router.delete(
    '/service-categories/:id',
    canEdit,
    accepts({ body: 'none' }),
    write((req) => {
      const categoryId = pathId(req, 'Category not found');
      return { id: categoryId, command: { type: 'DeleteServiceCategory', categoryId } };
    }),
  );

  // ---- Services ----
  router.get('/services', canView, accepts({ query: listQuerySchema }), async (req, res) => {
    res.json(await listServices(readDb, { includeArchived: listFilter(res).includeArchived }));
  });
  router.get('/services/:id', canView, async (req, res) => {
    const service = await getService(readDb, pathId(req, 'Service not found'));
    if (!service) throw new DomainError('Service not found', 404);
    res.json(service);
  });
  router.post(
    '/services',
    canEdit,
    accepts({ body: serviceInputSchema }),
    write((req, res) => {
      const input = valid(res, serviceInputSchema);
      const serviceId = newIdFor(res);
      return { id: serviceId, command: { type: 'CreateService', serviceId, ...input } };
    }),
  );
  router.put(
    '/services/:id',
    canEdit,
    accepts({ body: serviceInputSchema }),
    write((req, res) => {
      const serviceId = pathId(req, 'Service not found');
      return { id: serviceId, command: { type: 'UpdateService', serviceId, ...valid(res, serviceInputSchema) } };
    }),
  );
  router.put(
    '/services/:id/staff',
    canEdit,
    accepts({ body: setServiceStaffSchema }),
    write(async (req, res) => {
      const serviceId = pathId(req, 'Service not found');
      const { staff } = valid(res, setServiceStaffSchema);
      const current = (await getService(readDb, serviceId))?.staff.map((assignment) => assignment.staffId) ?? [];
      await checkStaffMembers(
        readDb,
        staff.map((assignment) => assignment.staffId),
        current,
      );
      return { id: serviceId, command: { type: 'SetServiceStaff', serviceId, staff } };
    }),
  );
  const serviceAction = (type: 'ArchiveService' | 'RestoreService' | 'DeleteService') =>
    write((req) => {
      const serviceId = pathId(req, 'Service not found');
      return { id: serviceId, command: { type, serviceId } };
    });
  router.post('/services/:id/archive', canEdit, accepts({ body: 'none' }), serviceAction('ArchiveService'));
  router.post('/services/:id/restore', canEdit, accepts({ body: 'none' }), serviceAction('RestoreService'));
  router.delete('/services/:id', canEdit, accepts({ body: 'none' }), serviceAction('DeleteService'));

  // The same relation as /services/:id/staff, edited from the staff screen.
  router.put(
    '/staff/:id/services',
    canAssign,
    accepts({ body: setStaffServicesSchema }),
    write(async (req, res) => {
      const staffId = pathId(req, 'Staff member not found');
      const { services } = valid(res, setStaffServicesSchema);
      await checkStaffMember(readDb, staffId);
      return { id: staffId, command: { type: 'SetStaffServices', staffId, services } };
    }),
  );

  // ---- Rooms and devices ----
  router.get('/rooms', canView, accepts({ query: listQuerySchema }), async (req, res) => {
    res.json(await listRooms(readDb, listFilter(res)));
  });
  router.post(
    '/rooms',
    canEdit,
    accepts({ body: roomInputSchema }),
    write(async (req, res) => {
      const input = valid(res, roomInputSchema);
      await checkActiveLocation(readDb, input.locationId);
      const roomId = newIdFor(res);
      return { id: roomId, command: { type: 'CreateRoom', roomId, ...input }, locationId: input.locationId };
    }),
  );
  router.put(
    '/rooms/:id',
    canEdit,
    accepts({ body: roomInputSchema }),
    write(async (req, res) => {
      const roomId = pathId(req, 'Room not found');
      const input = valid(res, roomInputSchema);
      await checkActiveLocation(readDb, input.locationId);
      return { id: roomId, command: { type: 'UpdateRoom', roomId, ...input }, locationId: input.locationId };
    }),
  );
  const roomAction = (type: 'ArchiveRoom' | 'RestoreRoom') =>
    write((req) => {
      const roomId = pathId(req, 'Room not found');
      return { id: roomId, command: { type, roomId } };
    });
  router.post('/rooms/:id/archive', canEdit, accepts({ body: 'none' }), roomAction('ArchiveRoom'));
  router.post('/rooms/:id/restore', canEdit, accepts({ body: 'none' }), roomAction('RestoreRoom'));

  router.get('/devices', canView, accepts({ query: listQuerySchema }), async (req, res) => {
    res.json(await listDevices(readDb, listFilter(res)));
  });
  router.post(
    '/devices',
    canEdit,
    accepts({ body: deviceInputSchema }),
    write(async (req, res) => {
      const input = valid(res, deviceInputSchema);
      await checkActiveLocation(readDb, input.locationId);
      const deviceId = newIdFor(res);
      return { id: deviceId, command: { type: 'CreateDevice', deviceId, ...input }, locationId: input.locationId };
    }),
  );
  router.put(
    '/devices/:id',
    canEdit,
    accepts({ body: deviceInputSchema }),
    write(async (req, res) => {
      const deviceId = pathId(req, 'Device not found');
      const input = valid(res, deviceInputSchema);
      await checkActiveLocation(readDb, input.locationId);
      return { id: deviceId, command: { type: 'UpdateDevice', deviceId, ...input }, locationId: input.locationId };
    }),
  );
  const deviceAction = (type: 'ArchiveDevice' | 'RestoreDevice') =>
    write((req) => {
      const deviceId = pathId(req, 'Device not found');
      return { id: deviceId, command: { type, deviceId } };
    });
  router.post('/devices/:id/archive', canEdit, accepts({ body: 'none' }), deviceAction('ArchiveDevice'));
  router.post('/devices/:id/restore', canEdit, accepts({ body: 'none' }), deviceAction('RestoreDevice'));

  // ---- Classes ----
  router.get('/classes', canView, accepts({ query: listQuerySchema }), async (req, res) => {
    res.json(await listClassTypes(readDb, listFilter(res)));
  });
  router.get('/class-sessions', canView, accepts({ query: sessionsQuerySchema }), async (req, res) => {
    const query = valid(res, sessionsQuerySchema);
    res.json(await listClassSessions(readDb, { locationId: query.locationId ?? null, from: query.from, to: query.to }));
  });
  const classInput = async (res: Response) => {
    const input = valid(res, classTypeInputSchema);
    await checkActiveLocation(readDb, input.locationId);
    await checkInstructor(readDb, input.instructorId);
    return input;
  };
  router.post(
    '/classes',
    canEdit,
    accepts({ body: classTypeInputSchema }),
    write(async (req, res) => {
      const input = await classInput(res);
      const classTypeId = newIdFor(res);
      return { id: classTypeId, command: { type: 'CreateClassType', classTypeId, ...input }, locationId: input.locationId };
    }),
  );
  router.put(
    '/classes/:id',
    canEdit,
    accepts({ body: classTypeInputSchema }),
    write(async (req, res) => {
      const classTypeId = pathId(req, 'Class not found');
      const input = await classInput(res);
      return { id: classTypeId, command: { type: 'UpdateClassType', classTypeId, ...input }, locationId: input.locationId };
    }),
  );
  const classAction = (type: 'ArchiveClassType' | 'RestoreClassType') =>
    write((req) => {
      const classTypeId = pathId(req, 'Class not found');
      return { id: classTypeId, command: { type, classTypeId } };
    });
  router.post('/classes/:id/archive', canEdit, accepts({ body: 'none' }), classAction('ArchiveClassType'));
  router.post('/classes/:id/restore', canEdit, accepts({ body: 'none' }), classAction('RestoreClassType'));

  return router;
}
