import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { classSessionSchema, classTypeSchema, deviceSchema, roomSchema, serviceCategorySchema, serviceSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { apiRequest } from '../../api/api-client';

// Reads of the catalogue screens. The first key segment is what a live topic invalidates
// ('services' → ['services'] and ['service-categories'], 'rooms' → ['rooms'], ...), so every
// variant below (archived shown or not, per location) is refreshed by one change notice.

const query = (params: Record<string, string | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== false) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const catalogueQueries = {
  categories: () =>
    queryOptions({ queryKey: ['service-categories'], queryFn: () => apiRequest('/api/service-categories', { schema: z.array(serviceCategorySchema) }) }),
  services: (includeArchived: boolean) =>
    queryOptions({
      queryKey: ['services', { includeArchived }],
      queryFn: () => apiRequest(`/api/services${query({ includeArchived })}`, { schema: z.array(serviceSchema) }),
    }),
  rooms: (locationId: string, includeArchived: boolean) =>
    queryOptions({
      queryKey: ['rooms', locationId, { includeArchived }],
      queryFn: () => apiRequest(`/api/rooms${query({ locationId, includeArchived })}`, { schema: z.array(roomSchema) }),
    }),
  devices: (locationId: string, includeArchived: boolean) =>
    queryOptions({
      queryKey: ['devices', locationId, { includeArchived }],
      queryFn: () => apiRequest(`/api/devices${query({ locationId, includeArchived })}`, { schema: z.array(deviceSchema) }),
    }),
  classes: (locationId: string, includeArchived: boolean) =>
    queryOptions({
      queryKey: ['classes', locationId, { includeArchived }],
      queryFn: () => apiRequest(`/api/classes${query({ locationId, includeArchived })}`, { schema: z.array(classTypeSchema) }),
    }),
  // from and to are yyyy-MM-dd in the business zone, both included.
  classSessions: (locationId: string, from: string, to: string) =>
    queryOptions({
      queryKey: ['class-sessions', locationId, from, to],
      queryFn: () => apiRequest(`/api/class-sessions${query({ locationId, from, to })}`, { schema: z.array(classSessionSchema) }),
    }),
};
