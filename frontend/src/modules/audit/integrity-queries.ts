import { queryOptions } from '@tanstack/react-query';
import { integrityStatusSchema } from '@chairside/shared/audit/integrity-dto';
import { apiRequest } from '../../api/api-client';
import { auditRoot } from './audit-queries';

// The integrity check of the backend process that answers: its progress while it runs, then its report.
export const integrityQueries = {
  status: () =>
    queryOptions({
      queryKey: [...auditRoot, 'integrity'],
      queryFn: () => apiRequest('/api/audit/integrity', { schema: integrityStatusSchema }),
    }),
};
