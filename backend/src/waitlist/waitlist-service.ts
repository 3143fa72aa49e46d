import type { RemoveWaitlistEntryInput, WaitlistEntryInput } from '@chairside/shared/appointments/appointment-dto';
import { waitlistStreamName } from '@chairside/shared/appointments/appointment-events';
import { listLocations } from '@chairside/projections/business/business-queries';
import { getService } from '@chairside/projections/catalogue/catalogue-queries';
import { getClientSummary } from '@chairside/projections/clients/client-queries';
import { findWaitlistEntry } from '@chairside/projections/waitlist/waitlist-queries';
import { DomainError } from '../commands/domain-error';
import { newId } from '../commands/command-context';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { waitlistDecider } from './waitlist-decider';

// What the entry refers to must exist now; the read models are good enough for that.
async function checkReferences({ readDb }: Pick<ServiceDeps, 'readDb'>, input: WaitlistEntryInput) {
  const [locations, client, service] = await Promise.all([
    listLocations(readDb),
    getClientSummary(readDb, input.clientId),
    getService(readDb, input.serviceId),
  ]);
  const location = locations.find((candidate) => candidate.id === input.locationId);
  if (!location) throw new DomainError('Location not found', 404);
  if (!location.isActive) throw new DomainError(`${location.name} is inactive; activate it before adding to its waitlist`, 422);
  if (!client) throw new DomainError('That client does not exist', 422);
  if (!service || service.archived) throw new DomainError('That service is not offered', 422);
  if (input.staffId && !service.staff.some((assignment) => assignment.staffId === input.staffId))
    throw new DomainError(`The chosen staff member does not perform ${service.name}`, 422);
}

export async function addWaitlistEntry(deps: ServiceDeps, input: WaitlistEntryInput, context: CommandContext): Promise<CommandOutcome> {
  await checkReferences(deps, input);
  const entryId = newId(context);
  const result = await handleCommand(
    deps.store,
    waitlistStreamName(input.locationId),
    waitlistDecider,
    { type: 'AddWaitlistEntry', entryId, ...input },
    { ...context, locationId: input.locationId },
  );
  return { id: entryId, result };
}

// Takes a client off the waitlist: removed by the desk, or booked (then appointmentId says into which appointment).
export async function removeWaitlistEntry(
  deps: ServiceDeps,
  entryId: string,
  outcome: RemoveWaitlistEntryInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  const entry = await findWaitlistEntry(deps.readDb, entryId);
  if (!entry) throw new DomainError('Waitlist entry not found', 404);
  const command = {
    type: 'RemoveWaitlistEntry' as const,
    entryId,
    reason: outcome.appointmentId ? ('booked' as const) : ('removed' as const),
    appointmentId: outcome.appointmentId,
  };
  const result = await handleCommand(deps.store, waitlistStreamName(entry.locationId), waitlistDecider, command, {
    ...context,
    locationId: entry.locationId,
  });
  return { id: entryId, result };
}
