import type { ClientConsentInput, ClientInput, ClientProfileInput } from '@chairside/shared/clients/client-dto';
import type { ConsentChannel } from '@chairside/shared/clients/client-events';
import { entityPath, useActionCommand, useCommand } from '../../../commands/use-command';
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
