import type { ClientSummary } from '@chairside/shared/clients/client-dto';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import { findMatchingClient } from '@chairside/projections/clients/client-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { CommandPlan } from '../commands/command-plan';
import { streamRead, type StreamRead } from '../commands/folded-streams';
import { claimedBy, claimUniqueValue, uniqueValueRead } from '../identity/index';
import { clientDecider, type ClientDetails } from './client-decider';
import { clientStream } from './client-streams';

// Client matching, in one place: whoever adds a client (the desk, the booking dialog, the public booking
// page) finds out here whether that person is already a client.

export type ClientMatch = { client: ClientSummary; by: 'email' | 'phone' };

// The client the read model already has with the same e-mail (any case) or phone (however typed). Pass an
// empty phone to match by e-mail only.
export function matchClient(readDb: ReadDb, details: { email: string; phone: string }): Promise<ClientMatch | null> {
  return findMatchingClient(readDb, details);
}

// A new client registered inside a booking's plan, with claims on their e-mail and phone in the same atomic
// append, so two desks (or two visitors) adding the same person at once make one client. A client another
// booker registered a moment ago is not in the read model yet, but their claim is: `onClaimed: 'reuse'`
// books that client instead; 'refuse' answers 409 (the desk then finds them and books them).
// What registerClientInPlan reads: the claims on the e-mail and phone, and the new client's own stream.
export function clientRegistrationReads(details: ClientDetails, newClientId: string): StreamRead[] {
  const email = details.email.trim();
  const phone = normalizePhone(details.phone) ?? '';
  return [
    ...(email ? [uniqueValueRead('client-email', email)] : []),
    ...(phone ? [uniqueValueRead('client-phone', phone)] : []),
    streamRead(clientStream(newClientId), clientDecider),
  ];
}

export async function registerClientInPlan(
  plan: CommandPlan,
  details: ClientDetails,
  newClientId: string,
  onClaimed: 'reuse' | 'refuse',
): Promise<string> {
  const email = details.email.trim();
  const phone = normalizePhone(details.phone) ?? '';
  if (onClaimed === 'reuse') {
    const claimed =
      (email ? await claimedBy(plan, 'client-email', email) : null) ?? (phone ? await claimedBy(plan, 'client-phone', phone) : null);
    if (claimed) return claimed;
  }
  await plan.decide(clientStream(newClientId), clientDecider, { type: 'RegisterClient', clientId: newClientId, ...details });
  if (email) await claimUniqueValue(plan, 'client-email', email, newClientId);
  if (phone) await claimUniqueValue(plan, 'client-phone', phone, newClientId);
  return newClientId;
}
