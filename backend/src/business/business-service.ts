import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import type { LocationDetails, UpdateBusinessSettingsInput } from '@chairside/shared/business/business-dto';
import type { CreateLocationInput } from '@chairside/shared/identity/identity-dto';
import { getBusinessId } from '@chairside/projections/business/business-queries';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { businessDecider } from './business-decider';
import { businessStream } from './business-stream';

// The business and its locations, all on the one business stream, which holds the location rules.

// The one business this installation serves; nothing can be set up before it is registered (the seed does it).
export async function requireBusinessId(deps: Pick<ServiceDeps, 'readDb'>): Promise<string> {
  const businessId = await getBusinessId(deps.readDb);
  if (!businessId) throw new DomainError('The business is not set up yet', 404);
  return businessId;
}

async function run(deps: ServiceDeps, command: BusinessCommand, context: CommandContext, locationId: string | null = null) {
  const businessId = await requireBusinessId(deps);
  return {
    businessId,
    result: await handleCommand(deps.store, businessStream(businessId), businessDecider, command, { ...context, locationId }),
  };
}

export async function updateBusinessSettings(
  deps: ServiceDeps,
  input: UpdateBusinessSettingsInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const { businessId, result } = await run(
    deps,
    { type: 'UpdateBusinessSettings', businessName: input.businessName, businessLogo: input.businessLogo, payroll: input.payroll },
    context,
  );
  return { id: businessId, result };
}

export async function addLocation(deps: ServiceDeps, input: CreateLocationInput, context: CommandContext): Promise<CommandOutcome> {
  const locationId = newId(context);
  return {
    id: locationId,
    result: (await run(deps, { type: 'AddLocation', locationId, name: input.name, isDefault: input.isDefault }, context, locationId))
      .result,
  };
}

export async function renameLocation(
  deps: ServiceDeps,
  locationId: string,
  name: string,
  context: CommandContext,
): Promise<CommandOutcome> {
  return { id: locationId, result: (await run(deps, { type: 'RenameLocation', locationId, name }, context, locationId)).result };
}

export type LocationChange = 'SetDefaultLocation' | 'ActivateLocation' | 'DeactivateLocation';

export async function changeLocation(
  deps: ServiceDeps,
  locationId: string,
  type: LocationChange,
  context: CommandContext,
): Promise<CommandOutcome> {
  return { id: locationId, result: (await run(deps, { type, locationId }, context, locationId)).result };
}

export async function changeLocationDetails(
  deps: ServiceDeps,
  locationId: string,
  details: LocationDetails,
  context: CommandContext,
): Promise<CommandOutcome> {
  return { id: locationId, result: (await run(deps, { type: 'ChangeLocationDetails', locationId, details }, context, locationId)).result };
}
