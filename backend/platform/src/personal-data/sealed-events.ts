import type { SealRegistry, SealRule } from './sealing';

// The sealing registry: every event type that carries a person's data, whose it is and which fields are
// theirs. A new event with personal fields is added here (it also says what the field reads as once the
// person is erased); the store seals and opens them, so deciders and projections never see the difference.
type Data = Record<string, unknown>;

// The same words as shared's ANONYMISED_CLIENT_NAME (the platform imports no app package; a test holds
// the two together).
export const ANONYMISED_CLIENT_NAME = 'Anonymised client';

export const clientSubject = (clientId: string) => `client:${clientId}`;
export const userSubject = (userId: string) => `user:${userId}`;

const ofClient =
  (field: string) =>
  ({ data }: { data: Data }): string | null =>
    typeof data[field] === 'string' ? clientSubject(data[field]) : null;

const clientDetails = ['firstName', 'lastName', 'phone', 'email'] as const;
const anonymisedDetails = { firstName: ANONYMISED_CLIENT_NAME, lastName: '', phone: '', email: '' };

const clientDetailsRule: SealRule = { subject: ofClient('clientId'), fields: clientDetails, redacted: () => anonymisedDetails };

const clientNoteRule: SealRule = { subject: ofClient('clientId'), fields: ['text'], redacted: () => ({ text: '' }) };

// A user's own stream is `user-<id>`: profile updates name no user in their data.
const ofUserStream = ({ stream, data }: { stream: string; data: Data }): string | null =>
  typeof data.userId === 'string'
    ? userSubject(data.userId)
    : stream.startsWith('user-')
      ? userSubject(stream.slice('user-'.length))
      : null;
const anonymisedAccount = ({ stream }: { stream: string }): Data => ({
  username: `anonymised-${stream.slice('user-'.length, 'user-'.length + 8)}`,
  email: '',
  phone: null,
  firstName: ANONYMISED_CLIENT_NAME,
  lastName: '',
  profilePicture: null,
});

export const sealedEvents: SealRegistry = {
  ClientRegistered: clientDetailsRule,
  ClientDetailsChanged: clientDetailsRule,
  ClientProfileChanged: { subject: ofClient('clientId'), fields: ['birthday', 'tags'], redacted: () => ({ birthday: null, tags: [] }) },
  // The values kept are the survivor's.
  ClientsMerged: {
    subject: ofClient('survivorId'),
    fields: ['survivor'],
    redacted: ({ data }) => ({ survivor: { clientId: data.survivorId, ...anonymisedDetails, birthday: null, tags: [] } }),
  },
  // A note's text is about the client (an allergy, what they said): sealed with their key.
  ClientNoteAdded: clientNoteRule,
  ClientNoteRevised: clientNoteRule,
  UserRegistered: { subject: ofUserStream, fields: ['username', 'email', 'phone', 'firstName', 'lastName'], redacted: anonymisedAccount },
  UserProfileUpdated: {
    subject: ofUserStream,
    fields: ['firstName', 'lastName', 'email', 'phone', 'profilePicture'],
    redacted: anonymisedAccount,
  },
  // The name typed at a failed sign-in is the account's username or e-mail when it matched one: sealed with
  // that user's key. A name that matched nobody has no subject and stays plain.
  SignInFailed: {
    subject: ({ data }) => (typeof data.userId === 'string' ? userSubject(data.userId) : null),
    fields: ['username'],
    redacted: ({ data }) => ({ username: `anonymised-${String(data.userId).slice(0, 8)}` }),
  },
};
