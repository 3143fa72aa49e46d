import type { CatalogueCommand } from '@chairside/shared/catalogue/catalogue-commands';
import type {
  ClassTypeInput,
  DeviceInput,
  RoomInput,
  ServiceCategoryInput,
  ServiceInput,
  SetServiceLocationsInput,
  SetServiceStaffInput,
  SetStaffServicesInput,
} from '@chairside/shared/catalogue/catalogue-dto';
import { listLocations } from '@chairside/projections/business/business-queries';
import { getService } from '@chairside/projections/catalogue/catalogue-queries';
import { findStaffAccounts } from '@chairside/projections/team/staff-queries';
import { requireBusinessId } from '../business/index';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { catalogueDecider } from './catalogue-decider';
import { catalogueStream } from './catalogue-stream';

// The catalogue's write side: every command goes to the business's one catalogue stream; rules that need
// other read models than the catalogue's own stream (locations, user accounts) are checked here first.

type Write = { id: string; command: CatalogueCommand; locationId?: string | null };

async function run(deps: ServiceDeps, { id, command, locationId }: Write, context: CommandContext): Promise<CommandOutcome> {
  const businessId = await requireBusinessId(deps);
  return {
    id,
    result: await handleCommand(deps.store, catalogueStream(businessId), catalogueDecider, command, {
      ...context,
      locationId: locationId ?? null,
    }),
  };
}

// Creates (id null: a new id, made after the checks that may refuse) or updates one thing of the catalogue.
function runSave(
  deps: ServiceDeps,
  id: string | null,
  context: CommandContext,
  command: (id: string, isNew: boolean) => CatalogueCommand,
  locationId: string | null = null,
): Promise<CommandOutcome> {
  const savedId = id || newId(context);
  return run(deps, { id: savedId, command: command(savedId, !id), locationId }, context);
}

// Rooms, devices and classes are set up at an existing, active location.
async function checkActiveLocation(deps: ServiceDeps, locationId: string): Promise<void> {
  const location = (await listLocations(deps.readDb)).find((candidate) => candidate.id === locationId);
  if (!location) throw new DomainError('That location does not exist; choose another', 422);
  if (!location.isActive) throw new DomainError(`${location.name} is inactive; activate it first`, 422);
}

// Staff performing services are active staff accounts (admins included, clients never). Someone already
// assigned may stay listed after being deactivated, so the rest of the list can still be saved.
async function checkStaffMembers(deps: ServiceDeps, staffIds: readonly string[], alreadyAssigned: readonly string[]): Promise<void> {
  const accounts = new Map((await findStaffAccounts(deps.readDb, staffIds)).map((account) => [account.id, account]));
  for (const id of staffIds) {
    const account = accounts.get(id);
    if (!account || account.role === 'client')
      throw new DomainError('One of the chosen staff members does not exist; reload and try again', 422);
    if (!account.isActive && !alreadyAssigned.includes(id))
      throw new DomainError(`${account.name} is inactive; reactivate them first`, 422);
  }
}

// One active staff account, or the message for what it is not.
async function checkActiveStaff(
  deps: ServiceDeps,
  staffId: string,
  messages: { missing: DomainError; inactive: (name: string) => string },
): Promise<void> {
  const [account] = await findStaffAccounts(deps.readDb, [staffId]);
  if (!account || account.role === 'client') throw messages.missing;
  if (!account.isActive) throw new DomainError(messages.inactive(account.name), 422);
}

// ---- Categories and services ----

export function saveServiceCategory(
  deps: ServiceDeps,
  categoryId: string | null,
  input: ServiceCategoryInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  return runSave(deps, categoryId, context, (id, isNew) => ({
    type: isNew ? 'CreateServiceCategory' : 'UpdateServiceCategory',
    categoryId: id,
    ...input,
  }));
}

export function deleteServiceCategory(deps: ServiceDeps, categoryId: string, context: CommandContext): Promise<CommandOutcome> {
  return run(deps, { id: categoryId, command: { type: 'DeleteServiceCategory', categoryId } }, context);
}

export function saveService(
  deps: ServiceDeps,
  serviceId: string | null,
  input: ServiceInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  return runSave(deps, serviceId, context, (id, isNew) => ({ type: isNew ? 'CreateService' : 'UpdateService', serviceId: id, ...input }));
}

export type ServiceChange = 'ArchiveService' | 'RestoreService' | 'DeleteService';

export function changeService(deps: ServiceDeps, serviceId: string, type: ServiceChange, context: CommandContext): Promise<CommandOutcome> {
  return run(deps, { id: serviceId, command: { type, serviceId } }, context);
}

export async function setServiceStaff(
  deps: ServiceDeps,
  serviceId: string,
  { staff }: SetServiceStaffInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const current = (await getService(deps.readDb, serviceId))?.staff.map((assignment) => assignment.staffId) ?? [];
  await checkStaffMembers(
    deps,
    staff.map((assignment) => assignment.staffId),
    current,
  );
  return run(deps, { id: serviceId, command: { type: 'SetServiceStaff', serviceId, staff } }, context);
}

// Where a service is offered: every listed location exists (an inactive one may stay listed).
export async function setServiceLocations(
  deps: ServiceDeps,
  serviceId: string,
  { locationIds }: SetServiceLocationsInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  if (locationIds !== null) {
    const known = new Set((await listLocations(deps.readDb)).map((location) => location.id));
    if (locationIds.some((id) => !known.has(id)))
      throw new DomainError('One of the chosen locations does not exist; reload and try again', 422);
  }
  return run(deps, { id: serviceId, command: { type: 'SetServiceLocations', serviceId, locationIds } }, context);
}

// The same relation as setServiceStaff, edited from the staff screen.
export async function setStaffServices(
  deps: ServiceDeps,
  staffId: string,
  { services }: SetStaffServicesInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await checkActiveStaff(deps, staffId, {
    missing: new DomainError('Staff member not found', 404),
    inactive: (name) => `${name} is inactive; reactivate them before changing their services`,
  });
  return run(deps, { id: staffId, command: { type: 'SetStaffServices', staffId, services } }, context);
}

// ---- Rooms and devices ----

export async function saveRoom(
  deps: ServiceDeps,
  roomId: string | null,
  input: RoomInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await checkActiveLocation(deps, input.locationId);
  return runSave(
    deps,
    roomId,
    context,
    (id, isNew) => ({ type: isNew ? 'CreateRoom' : 'UpdateRoom', roomId: id, ...input }),
    input.locationId,
  );
}

export function changeRoom(
  deps: ServiceDeps,
  roomId: string,
  type: 'ArchiveRoom' | 'RestoreRoom',
  context: CommandContext,
): Promise<CommandOutcome> {
  return run(deps, { id: roomId, command: { type, roomId } }, context);
}

export async function saveDevice(
  deps: ServiceDeps,
  deviceId: string | null,
  input: DeviceInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await checkActiveLocation(deps, input.locationId);
  return runSave(
    deps,
    deviceId,
    context,
    (id, isNew) => ({ type: isNew ? 'CreateDevice' : 'UpdateDevice', deviceId: id, ...input }),
    input.locationId,
  );
}

export function changeDevice(
  deps: ServiceDeps,
  deviceId: string,
  type: 'ArchiveDevice' | 'RestoreDevice',
  context: CommandContext,
): Promise<CommandOutcome> {
  return run(deps, { id: deviceId, command: { type, deviceId } }, context);
}

// ---- Classes ----

export async function saveClassType(
  deps: ServiceDeps,
  classTypeId: string | null,
  input: ClassTypeInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await checkActiveLocation(deps, input.locationId);
  await checkActiveStaff(deps, input.instructorId, {
    missing: new DomainError('The instructor must be a staff member; choose another', 422),
    inactive: (name) => `${name} is inactive; choose another instructor`,
  });
  return runSave(
    deps,
    classTypeId,
    context,
    (id, isNew) => ({ type: isNew ? 'CreateClassType' : 'UpdateClassType', classTypeId: id, ...input }),
    input.locationId,
  );
}

export function changeClassType(
  deps: ServiceDeps,
  classTypeId: string,
  type: 'ArchiveClassType' | 'RestoreClassType',
  context: CommandContext,
): Promise<CommandOutcome> {
  return run(deps, { id: classTypeId, command: { type, classTypeId } }, context);
}
