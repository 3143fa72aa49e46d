import { normalizePhone } from '@chairside/shared/format/phone-format';
import { isBirthday, normalizeTags, type ClientInput } from '@chairside/shared/clients/client-dto';
import type { ClientEvent, ConsentChannel, ConsentSource } from '@chairside/shared/clients/client-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type ClientDetails = Pick<ClientInput, 'firstName' | 'lastName' | 'phone' | 'email'>;
export type ClientProfileFields = { birthday: string | null; tags: string[] };
export type ClientCommand =
  | ({ type: 'RegisterClient' } & { clientId: string } & ClientDetails)
  | ({ type: 'ChangeClientDetails' } & { clientId: string } & ClientDetails)
  | ({ type: 'EditClient' } & { clientId: string } & ClientDetails & ClientProfileFields)
  | { type: 'RecordClientConsent'; clientId: string; channel: ConsentChannel; granted: boolean; source: ConsentSource }
  | { type: 'ArchiveClient'; clientId: string }
  | { type: 'RestoreClient'; clientId: string };

export type ClientStatus = 'active' | 'archived' | 'merged' | 'anonymised';
export type ClientState = {
  registered: boolean;
  details: ClientDetails | null;
  birthday: string | null;
  tags: string[];
  consent: Record<ConsentChannel, boolean | null>;
  status: ClientStatus;
};

const sameDetails = (a: ClientDetails, b: ClientDetails) =>
  a.firstName === b.firstName && a.lastName === b.lastName && a.phone === b.phone && a.email === b.email;
const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, index) => tag === b[index]);

// The details as stored: trimmed, the phone as E.164 whatever was typed (one that is not a number refused).
function storedDetails({ firstName, lastName, phone, email }: ClientDetails): ClientDetails {
  const typedPhone = phone.trim();
  const storedPhone = typedPhone === '' ? '' : normalizePhone(typedPhone);
  if (storedPhone === null) throw new DomainError('That phone number is not valid', 400);
  const details = { firstName: firstName.trim(), lastName: lastName.trim(), phone: storedPhone, email: email.trim() };
  if (!details.firstName) throw new DomainError('First name is required', 400);
  if (!details.phone && !details.email) throw new DomainError('Give a phone number or an e-mail address', 400);
  return details;
}

// A client merged away or anonymised takes no command at all; an archived one must be restored first.
function refuseUnlessActive(state: ClientState, { allowArchived = false } = {}): void {
  if (!state.registered) throw new DomainError('Client not found', 404);
  if (state.status === 'merged') throw new DomainError('This client was merged into another client: change the other one', 409);
  if (state.status === 'anonymised') throw new DomainError('This client was anonymised and can no longer be changed', 409);
  if (state.status === 'archived' && !allowArchived) throw new DomainError('Restore this client before changing them', 409);
}

// One stream per client (`client-<id>`): registration once, then details, profile (birthday, tags),
// consent per channel, archive and restore; a merge or an anonymisation ends it.
export const clientDecider: Decider<ClientState, ClientCommand, ClientEvent> = {
  initialState: () => ({
    registered: false,
    details: null,
    birthday: null,
    tags: [],
    consent: { email: null, sms: null },
    status: 'active',
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'ClientRegistered':
      case 'ClientDetailsChanged': {
        const { firstName, lastName, phone, email } = event.data;
        // Older events hold the phone as typed: compared in its stored form.
        return {
          ...state,
          registered: true,
          details: { firstName, lastName, phone: phone ? (normalizePhone(phone) ?? phone) : '', email },
        };
      }
      case 'ClientProfileChanged':
        return { ...state, birthday: event.data.birthday, tags: event.data.tags };
      case 'ClientConsentRecorded':
        return { ...state, consent: { ...state.consent, [event.data.channel]: event.data.granted } };
      case 'ClientArchived':
        return { ...state, status: 'archived' };
      case 'ClientRestored':
        return { ...state, status: 'active' };
      case 'ClientsMerged':
        // Written to the merged-away client's stream; the survivor's own stream carries on as it was.
        return { ...state, status: 'merged' };
      case 'ClientAnonymised':
        return { ...state, status: 'anonymised' };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    const { clientId } = command;
    switch (command.type) {
      case 'RegisterClient': {
        const details = storedDetails(command);
        if (state.registered) throw new DomainError('That client already exists', 409);
        return [{ type: 'ClientRegistered', data: { clientId, ...details } }];
      }
      case 'ChangeClientDetails': {
        const details = storedDetails(command);
        refuseUnlessActive(state);
        return state.details && sameDetails(state.details, details)
          ? []
          : [{ type: 'ClientDetailsChanged', data: { clientId, ...details } }];
      }
      case 'EditClient': {
        const details = storedDetails(command);
        if (command.birthday !== null && !isBirthday(command.birthday))
          throw new DomainError('Birthday must be a date (YYYY-MM-DD), or month and day (--MM-DD) without the year', 400);
        const tags = normalizeTags(command.tags);
        refuseUnlessActive(state);
        const events: ClientEvent[] = [];
        if (!state.details || !sameDetails(state.details, details))
          events.push({ type: 'ClientDetailsChanged', data: { clientId, ...details } });
        if (state.birthday !== command.birthday || !sameTags(state.tags, tags))
          events.push({ type: 'ClientProfileChanged', data: { clientId, birthday: command.birthday, tags } });
        return events;
      }
      case 'RecordClientConsent': {
        refuseUnlessActive(state);
        // The same answer again records nothing: the history keeps when it was first given.
        if (state.consent[command.channel] === command.granted) return [];
        const { channel, granted, source } = command;
        return [{ type: 'ClientConsentRecorded', data: { clientId, channel, granted, source } }];
      }
      case 'ArchiveClient':
        refuseUnlessActive(state, { allowArchived: true });
        return state.status === 'archived' ? [] : [{ type: 'ClientArchived', data: { clientId } }];
      case 'RestoreClient':
        refuseUnlessActive(state, { allowArchived: true });
        return state.status === 'archived' ? [{ type: 'ClientRestored', data: { clientId } }] : [];
      default:
        return unhandled(command);
    }
  },
};
