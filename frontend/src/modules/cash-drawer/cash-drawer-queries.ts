import { queryOptions } from '@tanstack/react-query';
import { cashDrawerSchema } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// The location's drawer: the open session with the cash expected in it, and the closed ones. The
// 'cash-drawer' topic refreshes it (a cash sale or refund at the location, an open or a close).
export const cashDrawerQueries = {
  drawer: (locationId: string) =>
    queryOptions({
      queryKey: ['cash-drawer', locationId],
      queryFn: () => apiRequest(withQuery('/api/cash-drawer', { locationId }), { schema: cashDrawerSchema }),
    }),
};
