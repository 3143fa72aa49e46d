import type { ClientMergeInput } from '@chairside/shared/clients/client-merge-dto';
import type { ClientNoteInput, ClientNoteRevision } from '@chairside/shared/clients/client-note-dto';
import type { ClientConsentInput, ClientInput, ClientProfileInput } from '@chairside/shared/clients/client-dto';
import type { ConsentChannel } from '@chairside/shared/clients/client-events';
import { entityPath, useActionCommand, useCommand, useDeleteCommand } from '../../../commands/use-command';
import type { ArchiveAction } from '../../../ui/list-cells';

// Every command of the client book. Each answers once the read models show it; the 'clients' topic then
// refreshes the list and the profile here and in every other session.
export const useRegisterClient = () =>
  useCommand({ request: (input: ClientInput) => ({ path: '/api/clients', method: 'POST', body: input }), topics: ['clients'] });

export const useEditClient = () =>
  useCommand({
    request: ({ id, input }: { id: string; input: ClientProfileInput }) => ({
      path: entityPath('/api/clients', id),
      method: 'PUT',
      body: input,
    }),
    topics: ['clients'],
  });

export const useRecordClientConsent = () =>
  useCommand({
    request: ({ id, channel, input }: { id: string; channel: ConsentChannel; input: ClientConsentInput }) => ({
      path: entityPath('/api/clients', id, `consent/${channel}`),
      method: 'PUT',
      body: input,
    }),
    topics: ['clients'],
  });

export const useClientAction = () => useActionCommand<ArchiveAction>('/api/clients', ['clients']);

// Notes: a new one, its next version, an earlier version brought back, and deleting (the history stays).
export const useAddClientNote = () =>
  useCommand({
    request: (input: ClientNoteInput) => ({ path: '/api/client-notes', method: 'POST', body: input }),
    topics: ['client-notes'],
  });
export const useReviseClientNote = () =>
  useCommand({
    request: ({ noteId, revision }: { noteId: string; revision: ClientNoteRevision }) => ({
      path: entityPath('/api/client-notes', noteId),
      method: 'PUT',
      body: revision,
    }),
    topics: ['client-notes'],
  });
export const useRestoreClientNoteVersion = () =>
  useCommand({
    request: ({ noteId, version }: { noteId: string; version: number }) => ({
      path: entityPath('/api/client-notes', noteId, 'restore'),
      method: 'POST',
      body: { version },
    }),
    topics: ['client-notes'],
  });
export const useDeleteClientNote = () => useDeleteCommand('/api/client-notes', ['client-notes']);

// Two records of one person made one: the survivor keeps the values chosen; both topics refresh what this
// session shows of either (the merged-away client's visits and notes now show under the survivor).
export const useMergeClients = () =>
  useCommand({
    request: (input: ClientMergeInput) => ({ path: '/api/clients/merge', method: 'POST', body: input }),
    topics: ['clients', 'appointments', 'client-notes'],
  });

// Erasure: the visits and sales stay (read models show them for "Anonymised client"); the notes go, and
// the topics refresh whatever this session shows of the client.
export const useAnonymiseClient = () =>
  useCommand({
    request: (clientId: string) => ({ path: entityPath('/api/clients', clientId, 'anonymise'), method: 'POST' }),
    topics: ['clients', 'appointments', 'client-notes'],
  });
