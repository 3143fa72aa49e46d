import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { serviceCategorySchema, serviceSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the services catalogue. The 'services' topic refreshes ['services'] and ['service-categories'],
// so every variant below (archived shown or not) is refreshed by one change notice. The calendar, the staff
// screen and the rooms and devices read the same list.
export const serviceQueries = {
  categories: () =>
    queryOptions({
      queryKey: ['service-categories'],
      queryFn: () => apiRequest('/api/service-categories', { schema: z.array(serviceCategorySchema) }),
    }),
  // With a location: only the services offered there.
  list: (includeArchived: boolean, locationId: string | null = null) =>
    queryOptions({
      queryKey: ['services', { includeArchived, locationId }],
      queryFn: () => apiRequest(withQuery('/api/services', { includeArchived, locationId }), { schema: z.array(serviceSchema) }),
    }),
};
