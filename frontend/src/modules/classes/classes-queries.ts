import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { classSessionSchema, classTypeSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the classes screen. The 'classes' topic refreshes ['classes'] and ['class-sessions']: the
// sessions are expanded from the timetables.
export const classQueries = {
  list: (locationId: string, includeArchived: boolean) =>
    queryOptions({
      queryKey: ['classes', locationId, { includeArchived }],
      queryFn: () => apiRequest(withQuery('/api/classes', { locationId, includeArchived }), { schema: z.array(classTypeSchema) }),
    }),
  // from and to are yyyy-MM-dd in the business zone, both included.
  sessions: (locationId: string, from: string, to: string) =>
    queryOptions({
      queryKey: ['class-sessions', locationId, from, to],
      queryFn: () => apiRequest(withQuery('/api/class-sessions', { locationId, from, to }), { schema: z.array(classSessionSchema) }),
    }),
};
