import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { clientImportSchema } from '@chairside/shared/client-imports/client-import-dto';
import { apiRequest } from '../../api/api-client';

// Reads of the imports and their progress; the 'client-imports' topic refreshes them as batches land.
export const clientImportQueries = {
  recent: () =>
    queryOptions({
      queryKey: ['client-imports', 'recent'],
      queryFn: () => apiRequest('/api/client-imports', { schema: z.array(clientImportSchema) }),
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: ['client-imports', 'one', id],
      queryFn: () => apiRequest(`/api/client-imports/${encodeURIComponent(id)}`, { schema: clientImportSchema }),
    }),
};
