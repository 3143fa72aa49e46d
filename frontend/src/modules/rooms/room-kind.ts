import { useQuery } from '@tanstack/react-query';
import { roomInputSchema, type Room } from '@chairside/shared/catalogue/catalogue-dto';
import { catalogueQueries } from '../catalogue/catalogue-queries';
import { fieldErrors, numberFromText } from '../catalogue/catalogue-form';
import type { ResourceKind, ResourceRow } from '../catalogue/resource-kind';

const toRows = (rooms: Room[]): ResourceRow[] => rooms.map(({ capacity, ...room }) => ({ ...room, amount: capacity }));

export const roomKind: ResourceKind = {
  noun: 'room',
  title: 'Rooms',
  amountLabel: 'Capacity',
  amountHint: 'How many appointments it holds at once: 1 for a treatment room, 2 for a couples suite.',
  amountText: (amount) => (amount === 1 ? '1 at a time' : `${amount} at a time`),
  description: 'Treatment rooms and stations, and the services each one can host. A service that needs a room takes one of the rooms that serve it.',
  apiBase: '/api/rooms',
  queryKey: 'rooms',
  emptyIcon: 'office',
  useList: (locationId, includeArchived) => useQuery({ ...catalogueQueries.rooms(locationId, includeArchived), enabled: Boolean(locationId), select: toRows }),
  readForm: (locationId, form) => {
    const parsed = roomInputSchema.safeParse({ locationId, name: form.name, capacity: numberFromText(form.amount), serviceIds: form.serviceIds });
    if (parsed.success) return { ok: true, body: parsed.data, name: parsed.data.name };
    const { capacity, ...errors } = fieldErrors(parsed.error);
    return { ok: false, errors: capacity ? { ...errors, amount: capacity } : errors };
  },
};
