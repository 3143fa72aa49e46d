import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { locationSchema } from '@chairside/shared/business/business-dto';
import { apiRequest } from '../../api/api-client';

// Reads of the locations; the 'locations' topic refreshes ['locations']. The shell's location selector reads the same list.
export const locationQueries = {
  // SPEC §7.2: the timestamp defeats caching; SPEC §8: a 401 here always goes to /login.
  list: () =>
    queryOptions({
      queryKey: ['locations'],
      queryFn: () => apiRequest(`/api/locations?_ts=${Date.now()}`, { schema: z.array(locationSchema), alwaysRedirectOn401: true }),
    }),
};
