import { normalizePhone } from '@chairside/shared/format/phone-format';
import type { ClientInput } from '@chairside/shared/clients/client-dto';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type ClientDetails = Pick<ClientInput, 'firstName' | 'lastName' | 'phone' | 'email'>;
export type ClientCommand =
  | ({ type: 'RegisterClient' } & { clientId: string } & ClientDetails)
  | ({ type: 'ChangeClientDetails' } & { clientId: string } & ClientDetails);

export type ClientState = { registered: boolean; details: ClientDetails | null };

const sameDetails = (a: ClientDetails, b: ClientDetails) =>
  a.firstName === b.firstName && a.lastName === b.lastName && a.phone === b.phone && a.email === b.email;

// One stream per client (`client-<id>`): registration once, then changes of name and contact details.
export const clientDecider: Decider<ClientState, ClientCommand, ClientEvent> = {
  initialState: () => ({ registered: false, details: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'ClientRegistered':
      case 'ClientDetailsChanged': {
        const { firstName, lastName, phone, email } = event.data;
        // Older events hold the phone as typed: compared in its stored form.
        return { registered: true, details: { firstName, lastName, phone: phone ? (normalizePhone(phone) ?? phone) : '', email } };
      }
      // Folded by the profile, merge and anonymisation commands as they are built.
      case 'ClientProfileChanged':
      case 'ClientConsentRecorded':
      case 'ClientArchived':
      case 'ClientRestored':
      case 'ClientsMerged':
      case 'ClientAnonymised':
        return state;
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    const { clientId, firstName, lastName, phone, email } = command;
    // Phones are stored as E.164 whatever was typed; one that is not a number is refused.
    const typedPhone = phone.trim();
    const storedPhone = typedPhone === '' ? '' : normalizePhone(typedPhone);
    if (storedPhone === null) throw new DomainError('That phone number is not valid', 400);
    const details = { firstName: firstName.trim(), lastName: lastName.trim(), phone: storedPhone, email: email.trim() };
    if (!details.firstName) throw new DomainError('First name is required', 400);
    if (!details.phone && !details.email) throw new DomainError('Give a phone number or an e-mail address', 400);
    switch (command.type) {
      case 'RegisterClient':
        if (state.registered) throw new DomainError('That client already exists', 409);
        return [{ type: 'ClientRegistered', data: { clientId, ...details } }];
      case 'ChangeClientDetails':
        if (!state.registered || !state.details) throw new DomainError('Client not found', 404);
        return sameDetails(state.details, details) ? [] : [{ type: 'ClientDetailsChanged', data: { clientId, ...details } }];
      default:
        return unhandled(command);
    }
  },
};
