import { useQuery } from '@tanstack/react-query';
import { deviceInputSchema, type Device } from '@chairside/shared/catalogue/catalogue-dto';
import { catalogueQueries } from '../catalogue/catalogue-queries';
import { fieldErrors, numberFromText } from '../catalogue/catalogue-form';
import type { ResourceKind, ResourceRow } from '../catalogue/resource-kind';

const toRows = (devices: Device[]): ResourceRow[] => devices.map(({ quantity, ...device }) => ({ ...device, amount: quantity }));

export const deviceKind: ResourceKind = {
  noun: 'device',
  title: 'Devices',
  amountLabel: 'Quantity',
  amountHint: 'How many identical units the location has: two lasers can serve two appointments at once.',
  amountText: (amount) => (amount === 1 ? '1 unit' : `${amount} units`),
  description: 'Equipment that services cannot happen without. A service that needs a device takes a unit of one of the devices that serve it.',
  apiBase: '/api/devices',
  queryKey: 'devices',
  emptyIcon: 'wrench',
  useList: (locationId, includeArchived) => useQuery({ ...catalogueQueries.devices(locationId, includeArchived), enabled: Boolean(locationId), select: toRows }),
  readForm: (locationId, form) => {
    const parsed = deviceInputSchema.safeParse({ locationId, name: form.name, quantity: numberFromText(form.amount), serviceIds: form.serviceIds });
    if (parsed.success) return { ok: true, body: parsed.data, name: parsed.data.name };
    const { quantity, ...errors } = fieldErrors(parsed.error);
    return { ok: false, errors: quantity ? { ...errors, amount: quantity } : errors };
  },
};
