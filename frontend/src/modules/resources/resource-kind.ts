import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import { fieldProblems, type Parsed } from '../../ui/form-problems';
import { numberFromText } from '../../ui/form-values';

// Rooms and devices are the same kind of screen: a per-location resource with a count (capacity or
// quantity) and the services it serves. Each describes its own kind; the screen and dialog are shared.

export type ResourceRow = { id: string; locationId: string; name: string; amount: number; serviceIds: string[]; archived: boolean };

export type ResourceForm = { name: string; amount: string; serviceIds: string[] };

export type ResourceInput = { body: unknown; name: string };

export type ResourceKind = {
  // "room": used in labels such as "Add room" and "Room name".
  noun: string;
  title: string;
  amountLabel: string;
  amountHint: string;
  // Example: (2) => '2 appointments at once'
  amountText(amount: number): string;
  description: string;
  apiBase: string;
  topic: LiveTopic;
  emptyIcon: 'office' | 'wrench';
  useList(locationId: string, includeArchived: boolean): UseQueryResult<ResourceRow[]>;
  readForm(locationId: string, form: ResourceForm): Parsed<ResourceInput>;
};

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Resource<K extends string> = { id: string; locationId: string; name: string; serviceIds: string[]; archived: boolean } & Record<
  K,
  number
>;

// The API's rows with their count ('capacity', 'quantity') under one name.
export function toRows<K extends string>(amountKey: K) {
  return (resources: readonly Resource<K>[]): ResourceRow[] =>
    resources.map((resource) => ({
      id: resource.id,
      locationId: resource.locationId,
      name: resource.name,
      serviceIds: resource.serviceIds,
      archived: resource.archived,
      amount: resource[amountKey],
    }));
}

// Reads the form with the route's own schema; a problem with the count comes back under "amount".
export function formReader<K extends string>(schema: z.ZodType<{ name: string }>, amountKey: K) {
  return (locationId: string, form: ResourceForm): Parsed<ResourceInput> => {
    const parsed = schema.safeParse({ locationId, name: form.name, [amountKey]: numberFromText(form.amount), serviceIds: form.serviceIds });
    if (parsed.success) return { ok: true, value: { body: parsed.data, name: parsed.data.name } };
    const { [amountKey]: amount, ...problems } = fieldProblems(parsed.error);
    return { ok: false, problems: amount ? { ...problems, amount } : problems };
  };
}
