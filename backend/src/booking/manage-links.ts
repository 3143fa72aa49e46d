import { createHash, createHmac, randomBytes } from 'node:crypto';
import { unknownEvent, type Decider } from '../commands/decider';
import type { CommandPlan } from '../commands/command-plan';
import { streamRead, type StreamRead } from '../commands/folded-streams';
import { DomainError } from '../commands/domain-error';
import type { EventStore } from '@chairside/platform/event-store/event-store';

// A visit's private manage link: 32 random bytes (base64url) handed to the booker in the confirmation
// reply and e-mail, never stored. The link's own stream is named by the token's SHA-256
// (`managelink-<hex>`), so finding a visit from a token is one stream read by name (no read model), and
// only the exact token finds it; the stream says which appointment it opens. The link works while the
// visit has not ended (checked against the visit as its day stream has it now, so a move carries it along).

export const newManageToken = (): string => randomBytes(32).toString('base64url');
// The link a booking made from an online hold gets: derived from the hold and its token under the server's
// secret, so a repeat of that confirmation (a double click, a retry) can answer with the same link without
// it being stored anywhere. Only the booker knows the hold token, and only the server the secret.
export const holdManageToken = (secret: string, holdId: string, holdToken: string): string =>
  createHmac('sha256', secret).update(`manage-link:${holdId}:${holdToken}`).digest('base64url');
export const hashManageToken = (token: string): string => createHash('sha256').update(token.trim(), 'utf8').digest('hex');
export const manageLinkStream = (tokenHash: string) => `managelink-${tokenHash}`;

// What a token may look like; anything else is "not found" before any read.
export const manageTokenPattern = /^[A-Za-z0-9_-]{40,60}$/;

export type ManageLinkIssued = { type: 'ManageLinkIssued'; data: { appointmentId: string } };
type ManageLinkEvent = ManageLinkIssued;
type ManageLinkCommand = { type: 'IssueManageLink'; appointmentId: string };
type ManageLinkState = { appointmentId: string | null };

export const manageLinkDecider: Decider<ManageLinkState, ManageLinkCommand, ManageLinkEvent> = {
  initialState: () => ({ appointmentId: null }),
  // A one-type union does not narrow to never, hence the cast: an unknown type reaches unknownEvent all the same.
  evolve: (state, event) =>
    event.type === 'ManageLinkIssued' ? { appointmentId: event.data.appointmentId } : unknownEvent(event as never, state),
  decide: (command, state) => {
    // A token is random and used once: a second issue under the same hash can only be a bug.
    if (state.appointmentId !== null) throw new DomainError('That manage link already exists', 409);
    return [{ type: 'ManageLinkIssued', data: { appointmentId: command.appointmentId } }];
  },
};

// The link's stream as planManageLink reads it: for handleCommands' `reads`.
export const manageLinkRead = (token: string): StreamRead => streamRead(manageLinkStream(hashManageToken(token)), manageLinkDecider);

// A new link for the appointment, appended in the same atomic append as the booking or move it comes with.
export async function planManageLink(plan: CommandPlan, appointmentId: string, token: string = newManageToken()): Promise<string> {
  await plan.decide(manageLinkStream(hashManageToken(token)), manageLinkDecider, { type: 'IssueManageLink', appointmentId });
  return token;
}

// The appointment a token opens, or a 404 that says nothing about why.
export async function manageLinkAppointment(store: EventStore, token: string | undefined): Promise<string> {
  const notFound = new DomainError('That manage link is not valid; use the link in your latest e-mail', 404);
  if (!token || !manageTokenPattern.test(token.trim())) throw notFound;
  const [issued] = await store.readStream(manageLinkStream(hashManageToken(token)), { maxCount: 1 });
  const appointmentId = issued?.type === 'ManageLinkIssued' ? (issued.data as ManageLinkIssued['data']).appointmentId : null;
  if (typeof appointmentId !== 'string') throw notFound;
  return appointmentId;
}
