import { useQuery } from '@tanstack/react-query';
import { roomInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { formReader, toRows, type ResourceKind } from './resource-kind';
import { resourceQueries } from './resources-queries';

const select = toRows('capacity');

export const roomKind: ResourceKind = {
  noun: 'room',
  title: 'Rooms',
  amountLabel: 'Capacity',
  amountHint: 'How many appointments it holds at once: 1 for a treatment room, 2 for a couples suite.',
  amountText: (amount) => (amount === 1 ? '1 at a time' : `${amount} at a time`),
  description:
    'Treatment rooms and stations, and the services each one can host. A service that needs a room takes one of the rooms that serve it.',
  apiBase: '/api/rooms',
  topic: 'rooms',
  emptyIcon: 'office',
  useList: (locationId, includeArchived) =>
    useQuery({ ...resourceQueries.rooms(locationId, includeArchived), enabled: Boolean(locationId), select }),
  readForm: formReader(roomInputSchema, 'capacity'),
};
