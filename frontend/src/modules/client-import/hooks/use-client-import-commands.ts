import { useMutation } from '@tanstack/react-query';
import {
  clientImportCheckSchema,
  clientImportUploadSchema,
  type ClientImportCheck,
  type ClientImportPlan,
  type ClientImportUpload,
} from '@chairside/shared/client-imports/client-import-dto';
import { ApiError, errorMessageFromBody } from '../../../api/api-client';
import { useCommand } from '../../../commands/use-command';
import { readStoredToken } from '../../../session/session-storage';

// The file itself goes up as text/csv (it may be 20 MB; JSON would not carry it).
async function uploadFile(file: File): Promise<ClientImportUpload> {
  const token = readStoredToken();
  const response = await fetch(`/api/client-imports?fileName=${encodeURIComponent(file.name.slice(0, 200) || 'clients.csv')}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(errorMessageFromBody(body, response.statusText), response.status, response.statusText, body);
  return clientImportUploadSchema.parse(body);
}

export const useUploadClientImport = () => useMutation<ClientImportUpload, Error, File>({ mutationFn: uploadFile });

// The dry run changes nothing, so no topic is read again.
export const useCheckClientImport = () =>
  useCommand<{ id: string; plan: ClientImportPlan }, ClientImportCheck>({
    request: ({ id, plan }) => ({ path: `/api/client-imports/${encodeURIComponent(id)}/check`, method: 'POST', body: plan }),
    reply: clientImportCheckSchema,
    topics: [],
  });

export const useStartClientImport = () =>
  useCommand<{ id: string; plan: ClientImportPlan }>({
    request: ({ id, plan }) => ({ path: `/api/client-imports/${encodeURIComponent(id)}/start`, method: 'POST', body: plan }),
    topics: ['client-imports'],
  });

export const useCancelClientImport = () =>
  useCommand<string>({
    request: (id) => ({ path: `/api/client-imports/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
    topics: ['client-imports'],
  });
