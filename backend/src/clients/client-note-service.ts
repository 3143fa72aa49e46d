import type { ClientNoteInput, ClientNoteRevision } from '@chairside/shared/clients/client-note-dto';
import { clientNoteStream } from '@chairside/shared/clients/client-note-events';
import { getAppointmentDetails } from '@chairside/projections/appointments/appointment-queries';
import { getClientProfile } from '@chairside/projections/clients/client-queries';
import { newId } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import type { CommandOutcome, ServiceDeps } from '../commands/service-deps';
import { clientNoteDecider } from './client-note-decider';

// A note is written about a client the desk can find (an archived one too: their history still matters;
// never one merged away or anonymised), and for an appointment of that very client.
async function refuseUnknownSubject(deps: Pick<ServiceDeps, 'readDb'>, input: ClientNoteInput): Promise<void> {
  const client = await getClientProfile(deps.readDb, input.clientId);
  if (!client) throw new DomainError('Client not found', 404);
  if (client.status === 'anonymised') throw new DomainError('This client was anonymised: no notes can be written about them', 409);
  if (client.status === 'merged') throw new DomainError('This client was merged into another: write the note on their profile', 409);
  if (input.appointmentId === null) return;
  const appointment = await getAppointmentDetails(deps.readDb, input.appointmentId);
  if (!appointment) throw new DomainError('Appointment not found', 404);
  if (appointment.clientId !== input.clientId)
    throw new DomainError('That appointment is another client’s: write the note on their profile', 409);
}

// A new note (its id made after the checks that may refuse, so a retried request writes it once).
export async function addClientNote(deps: ServiceDeps, input: ClientNoteInput, context: CommandContext): Promise<CommandOutcome> {
  await refuseUnknownSubject(deps, input);
  const noteId = newId(context);
  const result = await handleCommand(
    deps.store,
    clientNoteStream(noteId),
    clientNoteDecider,
    { type: 'AddClientNote', noteId, ...input },
    context,
  );
  return { id: noteId, result };
}

export async function reviseClientNote(
  deps: Pick<ServiceDeps, 'store'>,
  noteId: string,
  revision: ClientNoteRevision,
  context: CommandContext,
): Promise<CommandOutcome> {
  const command = { type: 'ReviseClientNote' as const, noteId, ...revision };
  return { id: noteId, result: await handleCommand(deps.store, clientNoteStream(noteId), clientNoteDecider, command, context) };
}

export async function restoreClientNoteVersion(
  deps: Pick<ServiceDeps, 'store'>,
  noteId: string,
  version: number,
  context: CommandContext,
): Promise<CommandOutcome> {
  const command = { type: 'RestoreClientNoteVersion' as const, noteId, version };
  return { id: noteId, result: await handleCommand(deps.store, clientNoteStream(noteId), clientNoteDecider, command, context) };
}

export async function deleteClientNote(deps: Pick<ServiceDeps, 'store'>, noteId: string, context: CommandContext): Promise<CommandOutcome> {
  const command = { type: 'DeleteClientNote' as const, noteId };
  return { id: noteId, result: await handleCommand(deps.store, clientNoteStream(noteId), clientNoteDecider, command, context) };
}
