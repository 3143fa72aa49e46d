import { sql, type Kysely } from 'kysely';
import { ANONYMISED_CLIENT_NAME, type ClientEvent } from '@chairside/shared/clients/client-events';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import { listClientAppointments } from '@chairside/projections/appointments/client-appointment-queries';
import { listClientNotes } from '@chairside/projections/clients/client-note-queries';
import { getClientProfile, mergedClientIds } from '@chairside/projections/clients/client-queries';
import { findUserByIdentifier } from '@chairside/projections/identity/identity-queries';
import { listClientSales } from '@chairside/projections/sales/sale-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import { erasePersonalData } from '@chairside/platform/personal-data/personal-data';
import { clientSubject, userSubject } from '@chairside/platform/personal-data/sealed-events';
import { revokeUserSessions } from '../auth/sessions';
import { handleCommands } from '../commands/command-plan';
import type { CommandContext } from '../commands/handle-command';
import type { ProjectionWaiter } from '../commands/projection-waiter';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import type { CommandOutcome } from '../commands/service-deps';
import { planAnonymiseUser, releaseUniqueValue } from '../identity/index';
import { clientStream } from './client-streams';

export type PrivacyDeps = {
  store: EventStore;
  readDb: ReadDb;
  db: Kysely<unknown>;
  outbox?: Outbox;
  waiter: ProjectionWaiter;
};

type Contact = { firstName: string; lastName: string; phone: string; email: string };
export type ClientPrivacyState = {
  status: 'none' | 'active' | 'merged' | 'anonymised';
  contact: Contact | null;
};
// survivorId: erasing the client this one was merged into, whose person it is too.
type PrivacyCommand = { type: 'AnonymiseClient'; clientId: string; survivorId?: string };

// What erasure needs of a client stream: whether the client is there, merged away or already anonymised,
// and the contact details it still has to find elsewhere (claims, the sign-in account, messages).
export const clientPrivacyDecider: Decider<ClientPrivacyState, PrivacyCommand, ClientEvent> = {
  initialState: () => ({ status: 'none', contact: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ClientRegistered':
      case 'ClientDetailsChanged': {
        const { firstName, lastName, phone, email } = event.data;
        return { status: state.status === 'none' ? 'active' : state.status, contact: { firstName, lastName, phone, email } };
      }
      case 'ClientsMerged':
        return state.status === 'active' ? { ...state, status: 'merged' } : state;
      case 'ClientAnonymised':
        return { ...state, status: 'anonymised' };
      case 'ClientProfileChanged':
      case 'ClientConsentRecorded':
      case 'ClientArchived':
      case 'ClientRestored':
        return state;
      default:
        return unknownEvent(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AnonymiseClient':
        if (state.status === 'none') throw new DomainError('Client not found', 404);
        if (state.status === 'merged' && !command.survivorId)
          throw new DomainError('This client was merged into another; anonymise that one instead', 409);
        return state.status === 'anonymised' ? [] : [{ type: 'ClientAnonymised', data: { clientId: command.clientId } }];
      default:
        return unhandled(command as never);
    }
  },
};

const phoneDigits = (phone: string) => phone.replace(/[^0-9]/g, '');

// The right to erasure. In one append: ClientAnonymised, the client's claims on their e-mail and phone
// released, and their own sign-in account (the client-role account with their e-mail) anonymised and
// deactivated. Then the keys of the client and the account are destroyed, so every sealed field of their
// history reads as "Anonymised client"; once the read models have folded that, what lives outside events
// is cleaned: live-update notices naming them, queued messages to them, and the texts sent to them.
// A repeat does the cleaning again and appends nothing.
export async function anonymiseClient(deps: PrivacyDeps, clientId: string, context: CommandContext): Promise<CommandOutcome> {
  // The records merged into this client are the same person: erased with them.
  const mergedIds = (await mergedClientIds(deps.readDb, clientId)).filter((id) => id !== clientId);
  const {
    value: { contacts, accountIds },
    result,
  } = await handleCommands(deps.store, context, async (plan) => {
    const found: Contact[] = [];
    const accounts: string[] = [];
    for (const id of [clientId, ...mergedIds]) {
      const { contact: known } = await plan.state(clientStream(id), clientPrivacyDecider);
      await plan.decide(clientStream(id), clientPrivacyDecider, {
        type: 'AnonymiseClient',
        clientId: id,
        ...(id === clientId ? {} : { survivorId: clientId }),
      });
      if (!known) continue;
      found.push(known);
      const email = known.email.trim();
      const phone = known.phone ? (normalizePhone(known.phone) ?? known.phone) : '';
      if (email) await releaseUniqueValue(plan, 'client-email', email, id);
      if (phone) await releaseUniqueValue(plan, 'client-phone', phone, id);
      const account = email ? await findUserByIdentifier(deps.readDb, email) : null;
      if (account && account.role === 'client' && !accounts.includes(account.id) && (await planAnonymiseUser(plan, account.id)))
        accounts.push(account.id);
    }
    return { contacts: found, accountIds: accounts };
  });
  await erasePersonalData(deps.store, [...[clientId, ...mergedIds].map(clientSubject), ...accountIds.map(userSubject)]);
  for (const userId of accountIds) await revokeUserSessions(deps.db, userId);
  // Notices are written by the read models as they fold: cleaned after they have folded the erasure, so
  // none written from an earlier event lands after the cleaning.
  if (result.position) await deps.waiter.waitFor(result.position, 15_000);
  await forgetOutsideEvents(deps, clientId, null);
  for (const contact of contacts) await forgetOutsideEvents(deps, clientId, contact);
  return { id: clientId, result };
}

async function forgetOutsideEvents(deps: PrivacyDeps, clientId: string, contact: Contact | null): Promise<void> {
  const name = contact ? `${contact.firstName} ${contact.lastName}`.trim() : '';
  const needles = [clientId, contact?.email.trim().toLowerCase() ?? '', contact?.phone.trim() ?? '', name.toLowerCase()].filter(
    (needle) => needle.length >= 3 && needle !== ANONYMISED_CLIENT_NAME.toLowerCase(),
  );
  // A notice that named them keeps telling sockets what changed (ids, topic), but no longer the record.
  await sql`
    update ui_changes set patch = null, patch_rooms = '{}'
    where patch is not null and exists (select 1 from unnest(${needles}::text[]) as needle where strpos(lower(patch::text), needle) > 0)`.execute(
    deps.db,
  );
  if (!contact) return;
  const digits = phoneDigits(contact.phone);
  const email = contact.email.trim();
  await deps.outbox?.forget?.([email, contact.phone].filter((to) => to.trim() !== ''));
  // Texts sent to them, and any text that named them: the record that a message went stays, not its content.
  await sql`
    update sms_messages set to_number = case when ${digits} <> '' and regexp_replace(to_number, '[^0-9]', '', 'g') = ${digits} then '' else to_number end,
      body = '[removed: the client was anonymised]'
    where (${digits} <> '' and regexp_replace(to_number, '[^0-9]', '', 'g') = ${digits})
       or (${name} <> '' and strpos(lower(body), lower(${name})) > 0)
       or (${email} <> '' and strpos(lower(body), lower(${email})) > 0)`.execute(deps.db);
}

// The subject-access export: everything the salon holds about one client, as one JSON document.
export async function exportClient(
  deps: Pick<PrivacyDeps, 'readDb' | 'db'>,
  clientId: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  const profile = await getClientProfile(deps.readDb, clientId);
  if (!profile) return null;
  const [visits, notes, sales, messages] = await Promise.all([
    listClientAppointments(deps.readDb, clientId, now, 10_000),
    listClientNotes(deps.readDb, { clientId, includeDeleted: true }),
    listClientSales(deps.readDb, clientId),
    profile.phone ? textsTo(deps.db, profile.phone) : Promise.resolve([]),
  ]);
  return {
    exportedAt: now.toISOString(),
    client: profile,
    visits,
    notes,
    sales,
    messages,
  };
}

async function textsTo(db: Kysely<unknown>, phone: string) {
  const digits = phoneDigits(phone);
  if (!digits) return [];
  const { rows } = await sql<{ to_number: string; body: string; category: string; created_at: Date }>`
    select to_number, body, category, created_at from sms_messages
    where regexp_replace(to_number, '[^0-9]', '', 'g') = ${digits} order by created_at, id`.execute(db);
  return rows.map((row) => ({
    channel: 'sms',
    to: row.to_number,
    text: row.body,
    category: row.category,
    sentAt: row.created_at.toISOString(),
  }));
}
