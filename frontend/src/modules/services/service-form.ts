import { serviceInputSchema, type ResourceNeed, type Service, type ServiceInput } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { fieldProblems, type Parsed } from '../../ui/form-problems';
import { PRICE_TEXT_ERROR, centsFromDollarText, dollarTextFromCents, numberFromText } from '../../ui/form-values';

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
  return {
    categoryId,
    name: '',
    description: '',
    duration: '60',
    processing: '0',
    buffer: '0',
    price: '',
    color: '#8b5cf6',
    onlineBookable: true,
    resourceNeed: 'none',
  };
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

// The same schema the server parses with; its messages come back keyed by the input's field names.
export function readServiceForm(form: ServiceForm): Parsed<ServiceInput> {
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
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = fieldProblems(parsed.error);
  if (Number.isNaN(priceCents)) problems.priceCents = PRICE_TEXT_ERROR;
  return { ok: false, problems };
}

// Example: serviceTimeText({ durationMinutes: 45, processingMinutes: 30, bufferMinutes: 10 }) === '45 min + 30 min processing + 10 min buffer'
export function serviceTimeText(service: Pick<Service, 'durationMinutes' | 'processingMinutes' | 'bufferMinutes'>): string {
  const parts = [formatDuration(service.durationMinutes)];
  if (service.processingMinutes > 0) parts.push(`${formatDuration(service.processingMinutes)} processing`);
  if (service.bufferMinutes > 0) parts.push(`${formatDuration(service.bufferMinutes)} buffer`);
  return parts.join(' + ');
}
