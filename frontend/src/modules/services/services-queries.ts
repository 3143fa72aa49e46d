import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { serviceCategorySchema, serviceSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the services catalogue. The 'services' topic refreshes ['services'] and ['service-categories'],
// so every variant below (archived shown or not) is refreshed by one change notice. The calendar, the staff
// screen and the rooms and devices read the same list.
export const serviceQueries = {
  categories: () => queryOptions({ queryKey: ['service-categories'], queryFn: () => apiRequest('/api/service-categories', { schema: z.array(serviceCategorySchema) }) }),
  list: (includeArchived: boolean) =>
    queryOptions({ queryKey: ['services', { includeArchived }], queryFn: () => apiRequest(withQuery('/api/services', { includeArchived }), { schema: z.array(serviceSchema) }) }),
};
