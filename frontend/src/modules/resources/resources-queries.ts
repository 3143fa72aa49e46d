import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { deviceSchema, roomSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the rooms and devices of a location; the 'rooms' and 'devices' topics refresh them. Classes and
// the calendar read them too.
export const resourceQueries = {
  rooms: (locationId: string, includeArchived: boolean) =>
    queryOptions({
      queryKey: ['rooms', locationId, { includeArchived }],
      queryFn: () => apiRequest(withQuery('/api/rooms', { locationId, includeArchived }), { schema: z.array(roomSchema) }),
    }),
  devices: (locationId: string, includeArchived: boolean) =>
    queryOptions({
      queryKey: ['devices', locationId, { includeArchived }],
      queryFn: () => apiRequest(withQuery('/api/devices', { locationId, includeArchived }), { schema: z.array(deviceSchema) }),
    }),
};
