import type { ClientNoteInput, ClientNoteRevision } from '@chairside/shared/clients/client-note-dto';
import { entityPath, useCommand, useDeleteCommand } from '../../../commands/use-command';

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
