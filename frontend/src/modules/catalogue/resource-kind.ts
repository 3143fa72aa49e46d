import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldErrors } from './catalogue-form';

// Rooms and devices are the same kind of screen: a per-location resource with a count (capacity or
// quantity) and the services it serves. Each module describes its own kind; the page and dialog are shared.

export type ResourceRow = { id: string; locationId: string; name: string; amount: number; serviceIds: string[]; archived: boolean };

export type ResourceForm = { name: string; amount: string; serviceIds: string[] };

export type ResourceFormResult = { ok: true; body: unknown; name: string } | { ok: false; errors: FieldErrors };

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
  queryKey: string;
  emptyIcon: 'office' | 'wrench';
  useList(locationId: string, includeArchived: boolean): UseQueryResult<ResourceRow[]>;
  // Validated with the route's own schema; an error about the count comes back under "amount".
  readForm(locationId: string, form: ResourceForm): ResourceFormResult;
};

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
