import { serviceInputSchema, type ResourceNeed, type Service, type ServiceInput } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { PRICE_TEXT_ERROR, centsFromDollarText, dollarTextFromCents, fieldErrors, numberFromText, type FieldErrors } from '../catalogue/catalogue-form';

// The add/edit service form as typed: numbers stay text until the schema reads them.
export type ServiceForm = {
  categoryId: string;
  name: string;
  description: string;
  duration: string;
  processing: string;
  buffer: string;
  price: string;
  color: string;
  onlineBookable: boolean;
  resourceNeed: ResourceNeed;
};

export const resourceNeedLabels: Record<ResourceNeed, string> = {
  none: 'Only the staff member',
  room: 'A room that offers it',
  device: 'A device that offers it',
};

export function emptyServiceForm(categoryId: string): ServiceForm {
  return { categoryId, name: '', description: '', duration: '60', processing: '0', buffer: '0', price: '', color: '#8b5cf6', onlineBookable: true, resourceNeed: 'none' };
}

export function formFromService(service: Service): ServiceForm {
  return {
    categoryId: service.categoryId,
    name: service.name,
    description: service.description,
    duration: String(service.durationMinutes),
    processing: String(service.processingMinutes),
    buffer: String(service.bufferMinutes),
    price: dollarTextFromCents(service.priceCents),
    color: service.color,
    onlineBookable: service.onlineBookable,
    resourceNeed: service.resourceNeed,
  };
}

export type ServiceFormResult = { ok: true; input: ServiceInput } | { ok: false; errors: FieldErrors };

// The same schema the server parses with; its messages come back keyed by the input's field names.
export function readServiceForm(form: ServiceForm): ServiceFormResult {
  const priceCents = centsFromDollarText(form.price);
  const parsed = serviceInputSchema.safeParse({
    categoryId: form.categoryId,
    name: form.name,
    description: form.description,
    durationMinutes: numberFromText(form.duration),
    processingMinutes: numberFromText(form.processing),
    bufferMinutes: numberFromText(form.buffer),
    priceCents,
    color: form.color,
    onlineBookable: form.onlineBookable,
    resourceNeed: form.resourceNeed,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = fieldErrors(parsed.error);
  if (Number.isNaN(priceCents)) errors.priceCents = PRICE_TEXT_ERROR;
  return { ok: false, errors };
}

// Example: serviceTimeText({ durationMinutes: 45, processingMinutes: 30, bufferMinutes: 10 }) === '45 min + 30 min processing + 10 min buffer'
export function serviceTimeText(service: Pick<Service, 'durationMinutes' | 'processingMinutes' | 'bufferMinutes'>): string {
  const parts = [formatDuration(service.durationMinutes)];
  if (service.processingMinutes > 0) parts.push(`${formatDuration(service.processingMinutes)} processing`);
  if (service.bufferMinutes > 0) parts.push(`${formatDuration(service.bufferMinutes)} buffer`);
  return parts.join(' + ');
}
