import { useQuery } from '@tanstack/react-query';
import { deviceInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { formReader, toRows, type ResourceKind } from './resource-kind';
import { resourceQueries } from './resources-queries';

const select = toRows('quantity');

export const deviceKind: ResourceKind = {
  noun: 'device',
  title: 'Devices',
  amountLabel: 'Quantity',
  amountHint: 'How many identical units the location has: two lasers can serve two appointments at once.',
  amountText: (amount) => (amount === 1 ? '1 unit' : `${amount} units`),
  description:
    'Equipment that services cannot happen without. A service that needs a device takes a unit of one of the devices that serve it.',
  apiBase: '/api/devices',
  topic: 'devices',
  emptyIcon: 'wrench',
  useList: (locationId, includeArchived) =>
    useQuery({ ...resourceQueries.devices(locationId, includeArchived), enabled: Boolean(locationId), select }),
  readForm: formReader(deviceInputSchema, 'quantity'),
};
