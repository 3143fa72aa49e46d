// Events of a client stream (`client-<clientId>`). A permanent contract: add versions, never edit history.
export type ClientRegistered = {
  type: 'ClientRegistered';
  data: { clientId: string; firstName: string; lastName: string; phone: string; email: string };
};
export type ClientDetailsChanged = {
  type: 'ClientDetailsChanged';
  data: { clientId: string; firstName: string; lastName: string; phone: string; email: string };
};
export type ClientEvent = ClientRegistered | ClientDetailsChanged;
export const clientEventTypes = ['ClientRegistered', 'ClientDetailsChanged'] as const;
