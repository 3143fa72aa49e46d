import {
  staffConsentSources,
  type ClientConsentInput,
  type ClientInput,
  type ClientProfileInput,
} from '@chairside/shared/clients/client-dto';
import type { ConsentChannel, ConsentSource } from '@chairside/shared/clients/client-events';
import { DomainError } from '../commands/domain-error';
import { newId } from '../commands/command-context';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { clientDecider, type ClientCommand, type ClientDetails } from './client-decider';
import { matchClient } from './client-matching';
import { clientStream } from './client-streams';

export { clientStream };

async function refuseDuplicateEmail(deps: Pick<ServiceDeps, 'readDb'>, email: string, self: string | null) {
  const existing = (await matchClient(deps.readDb, { email, phone: '' }))?.client.id;
  if (existing && existing !== self) throw new DomainError('A client with this e-mail already exists', 409);
}

// One command on one client's stream, answered with the client's id.
async function onClient(deps: ServiceDeps, clientId: string, command: ClientCommand, context: CommandContext): Promise<CommandOutcome> {
  const result = await handleCommand(deps.store, clientStream(clientId), clientDecider, command, context);
  return { id: clientId, result };
}

// Registers a new client (the route, the booking dialog's inline form and the demo seed call this).
// Duplicate e-mails are checked against the read model, which is good enough for a desk.
export async function registerClient(
  deps: ServiceDeps,
  input: ClientInput,
  context: CommandContext,
  clientId: string = newId(context),
): Promise<CommandOutcome> {
  // Not counting this very client: a retried request (same Idempotency-Key, same id) finds what it wrote.
  await refuseDuplicateEmail(deps, input.email, clientId);
  return onClient(deps, clientId, { type: 'RegisterClient', clientId, ...input }, context);
}

export async function changeClientDetails(
  deps: ServiceDeps,
  clientId: string,
  input: ClientDetails,
  context: CommandContext,
): Promise<CommandOutcome> {
  await refuseDuplicateEmail(deps, input.email, clientId);
  return onClient(deps, clientId, { type: 'ChangeClientDetails', clientId, ...input }, context);
}

// The profile's edit: details, birthday and tags at once (only what changed is recorded).
export async function editClient(
  deps: ServiceDeps,
  clientId: string,
  input: ClientProfileInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  await refuseDuplicateEmail(deps, input.email, clientId);
  return onClient(deps, clientId, { type: 'EditClient', clientId, ...input }, context);
}

export async function recordClientConsent(
  deps: ServiceDeps,
  clientId: string,
  channel: ConsentChannel,
  input: ClientConsentInput,
  context: CommandContext,
): Promise<CommandOutcome> {
  if (!(staffConsentSources as readonly ConsentSource[]).includes(input.source))
    throw new DomainError(
      'Staff record consent as given at the desk or at the client’s request; online bookings and imports record their own',
      400,
    );
  return onClient(deps, clientId, { type: 'RecordClientConsent', clientId, channel, ...input }, context);
}

export async function changeClientStatus(
  deps: ServiceDeps,
  clientId: string,
  type: 'ArchiveClient' | 'RestoreClient',
  context: CommandContext,
): Promise<CommandOutcome> {
  return onClient(deps, clientId, { type, clientId }, context);
}
