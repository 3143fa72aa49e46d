// Events of a client stream (`client-<clientId>`). A permanent contract: add versions, never edit history.
// Personal fields (names, phone, e-mail, birthday) are sealed with the client's own key when the store
// writes them and unreadable once the client is anonymised (crypto-shredding, docs/decisions.md "Clients").
export type ClientDetailsData = { clientId: string; firstName: string; lastName: string; phone: string; email: string };
export type ClientRegistered = { type: 'ClientRegistered'; data: ClientDetailsData };
export type ClientDetailsChanged = { type: 'ClientDetailsChanged'; data: ClientDetailsData };

// Birthday as 'YYYY-MM-DD', or '--MM-DD' when the client keeps the year to themselves; tags as typed
// (trimmed, unique case-insensitively, in the order given).
export type ClientProfileChanged = {
  type: 'ClientProfileChanged';
  data: { clientId: string; birthday: string | null; tags: string[] };
};

// Marketing consent, per channel, with how it was given or withdrawn (who: the event's metadata.userId).
export type ConsentChannel = 'email' | 'sms';
export type ConsentSource = 'desk' | 'online_booking' | 'import' | 'client_request';
export type ClientConsentRecorded = {
  type: 'ClientConsentRecorded';
  data: { clientId: string; channel: ConsentChannel; granted: boolean; source: ConsentSource };
};

export type ClientArchived = { type: 'ClientArchived'; data: { clientId: string } };
export type ClientRestored = { type: 'ClientRestored'; data: { clientId: string } };

// Two records of one person made one: `mergedId` is merged away into `survivorId`, keeping the values
// chosen field by field. One event naming both ids; read models attribute the merged-away client's visits,
// notes and sales to the survivor (day books are not rewritten). The stream it is written to is the
// merged-away client's (see docs/decisions.md "Clients").
export type ClientsMerged = {
  type: 'ClientsMerged';
  data: {
    survivorId: string;
    mergedId: string;
    survivor: ClientDetailsData & { birthday: string | null; tags: string[] };
  };
};

// The right to erasure: the client's key is destroyed, so every sealed field in the history is unreadable;
// visits, sales and figures stay, attributed to "Anonymised client".
export type ClientAnonymised = { type: 'ClientAnonymised'; data: { clientId: string } };

export type ClientEvent =
  | ClientRegistered
  | ClientDetailsChanged
  | ClientProfileChanged
  | ClientConsentRecorded
  | ClientArchived
  | ClientRestored
  | ClientsMerged
  | ClientAnonymised;
export const clientEventTypes = [
  'ClientRegistered',
  'ClientDetailsChanged',
  'ClientProfileChanged',
  'ClientConsentRecorded',
  'ClientArchived',
  'ClientRestored',
  'ClientsMerged',
  'ClientAnonymised',
] as const;
export const clientStream = (clientId: string) => `client-${clientId}`;
export const ANONYMISED_CLIENT_NAME = 'Anonymised client';
